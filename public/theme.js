// Applies the theme the reader chose (see src/features/theme/theme.ts) before the page is first
// painted, so a dark-mode reader never sees a flash of light. A plain, blocking script: the
// Content-Security-Policy allows no inline script, and a module would run after the first paint.
(function () {
  try {
    var theme = localStorage.getItem('paper-explorer:theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
  } catch {
    // Storage unavailable: follow the system.
  }
})();
