// Before the first paint (blocking: the CSP allows no inline script; a module would run too late): the
// reader's theme (src/features/theme/theme.ts) and results density (src/features/search/density.ts), and data-search-params on an address that may ask for
// other results than the prerendered first screen of / (RESULT_PARAMS, src/lib/search/url.ts).
// And the interface's language (the rule of src/lib/i18n/locale.ts: ?lang=, else the saved choice, else
// the browser's first language; tests/unit/i18n/themeScript.test.ts keeps the two in step): <html lang>
// at once, and a reader of Chinese does not see the prerendered first screen's English search and
// results, only their places, until the app draws them in Chinese.
(function () {
  try {
    var theme = localStorage.getItem('paper-explorer:theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
    if (localStorage.getItem('paper-explorer:density') === 'compact') document.documentElement.setAttribute('data-density', 'compact');
  } catch {
    // Storage unavailable: follow the system, comfortable rows.
  }
  var locale = function (value) {
    var primary = String(value || '').trim().toLowerCase().split(/[-_]/)[0];
    return primary === 'zh' || primary === 'en' ? primary : null;
  };
  var param = null;
  var saved = null;
  try {
    param = new URLSearchParams(location.search).get('lang');
  } catch {
    // No URLSearchParams: the saved choice or the browser decides.
  }
  try {
    saved = localStorage.getItem('paper-explorer:lang');
  } catch {
    // Storage unavailable: the browser's language decides.
  }
  var languages = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  var lang = locale(param) || locale(saved) || (locale(languages[0]) === 'zh' ? 'zh' : 'en');
  document.documentElement.setAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
  if (lang !== 'en' || /[?&](?:q|topic|code|bench|author|institution|type|session|day|sort|search|filter)(?:[=&]|$)/.test(location.search)) {
    document.documentElement.setAttribute('data-search-params', '');
  }
})();
