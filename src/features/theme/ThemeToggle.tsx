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
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
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
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span> Dark mode
    </button>
  );
}
