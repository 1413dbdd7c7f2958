// "Dark mode": a toggle button in the site navigation, pressed while the page is dark.

import { useSyncExternalStore } from 'react';
import { chooseTheme, currentTheme, watchTheme } from './theme';

// The theme lives on <html>; React only reads it (and re-reads it when told it may have changed).
let listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners = new Set(listeners).add(listener);
  const stop = watchTheme(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
};

export function ThemeToggle() {
  // null without a window (the prerender): the theme is known only once public/theme.js has run.
  const theme = useSyncExternalStore(subscribe, currentTheme, () => null);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      onClick={() => {
        chooseTheme(dark ? 'light' : 'dark');
        notify();
      }}
    >
      {theme === null ? (
        // Both signs, styles.css shows the one for the theme in force: the prerendered header is the app's.
        <span aria-hidden="true">
          <span className="theme-sign-light">☀</span>
          <span className="theme-sign-dark">☾</span>
        </span>
      ) : (
        <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
      )}{' '}
      Dark mode
    </button>
  );
}
