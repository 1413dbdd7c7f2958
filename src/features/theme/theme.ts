// Light or dark. The site follows the system's setting; a reader who picks the other one is
// remembered (localStorage) and gets it on every page, applied before the first paint by
// public/theme.js, which reads the same key. Choosing what the system says forgets the choice, so a
// later change of the system setting is followed again.

import { safeStorage } from '../../lib/safeStorage';

export type Theme = 'light' | 'dark';

/** Where the choice is kept; public/theme.js reads it too. */
export const THEME_KEY = 'paper-explorer:theme';

const storage = safeStorage(() => localStorage);

const darkQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null);

/** What the system asks for. */
export const systemTheme = (): Theme => (darkQuery()?.matches ? 'dark' : 'light');

/** The reader's remembered choice, or null to follow the system (also when storage is unavailable). */
export function storedTheme(): Theme | null {
  const value = storage.readText(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

/** The reader's choice in force on <html>, or null while the page follows the system. */
export function chosenTheme(): Theme | null {
  const chosen = document.documentElement.dataset.theme;
  return chosen === 'light' || chosen === 'dark' ? chosen : null;
}

/** Shows `theme`, remembering it unless it is what the system asks for. */
export function chooseTheme(theme: Theme): void {
  const follow = theme === systemTheme();
  if (follow) delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  // Storage unavailable: the choice lasts as long as the page.
  if (follow) storage.remove(THEME_KEY);
  else storage.write(THEME_KEY, theme);
}

/** Calls `onChange` when the theme in force may have changed (system setting, another tab); returns a stop. */
export function watchTheme(onChange: () => void): () => void {
  const query = darkQuery();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    const theme = storedTheme();
    if (theme === null) delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
    onChange();
  };
  query?.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    query?.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}
