// Before the first paint (blocking: the CSP allows no inline script; a module would run too late): the
// reader's theme (src/features/theme/theme.ts), and data-search-params on an address that may ask for
// other results than the prerendered first screen of / (RESULT_PARAMS, src/lib/search/url.ts).
(function () {
  try {
    var theme = localStorage.getItem('paper-explorer:theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
  } catch {
    // Storage unavailable: follow the system.
  }
  if (/[?&](?:q|topic|code|bench|sort|search|filter)(?:[=&]|$)/.test(location.search)) {
    document.documentElement.setAttribute('data-search-params', '');
  }
})();
