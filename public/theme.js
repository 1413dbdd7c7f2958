// Runs before the page is first painted. A plain, blocking script: the Content-Security-Policy allows
// no inline script, and a module would run after the first paint.
//
// 1. Applies the theme the reader chose (see src/features/theme/theme.ts), so a dark-mode reader never
//    sees a flash of light.
// 2. Marks an address whose search parameters may change the results (data-search-params on <html>):
//    the first screen of / prerendered into the HTML is the whole list, so search.css hides it there
//    until the app shows the right results. The names are RESULT_PARAMS in src/lib/searchUrl.ts.
(function () {
  try {
    var theme = localStorage.getItem('paper-explorer:theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
  } catch {
    // Storage unavailable: follow the system.
  }
  var params = ['q', 'topic', 'code', 'bench', 'sort', 'search', 'filter'];
  var search = new URLSearchParams(window.location.search);
  for (var i = 0; i < params.length; i++) {
    if (search.has(params[i])) {
      document.documentElement.setAttribute('data-search-params', '');
      break;
    }
  }
})();
