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
  // Without a window (the prerender) the theme is unknown until public/theme.js has run: styles.css
  // shows the sign for the theme in force, so the prerendered button is the app's.
  const dark = useSyncExternalStore(subscribe, currentTheme, () => null) === 'dark';
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
      <span aria-hidden="true">
        <span className="theme-sign-light">☀</span>
        <span className="theme-sign-dark">☾</span>
      </span>{' '}
      Dark mode
    </button>
  );
}
