// Before the first paint (blocking: the CSP allows no inline script; a module would run too late): the
// reader's theme (src/features/theme/theme.ts) and results density (src/features/search/density.ts), and data-search-params on an address that may ask for
// other results than the prerendered first screen of / (RESULT_PARAMS, src/lib/search/url.ts).
(function () {
  try {
    var theme = localStorage.getItem('paper-explorer:theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
    if (localStorage.getItem('paper-explorer:density') === 'compact') document.documentElement.setAttribute('data-density', 'compact');
  } catch {
    // Storage unavailable: follow the system, comfortable rows.
  }
  if (/[?&](?:q|topic|code|bench|sort|search|filter)(?:[=&]|$)/.test(location.search)) {
    document.documentElement.setAttribute('data-search-params', '');
  }
})();
