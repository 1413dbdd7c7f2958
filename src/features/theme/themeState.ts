// What the theme control says, as data: the theme in force, whether it is the system's, and what a press
// does. ThemeToggle puts it into words in the reader's language (theme.json).

import type { Theme } from './theme';

export interface ThemeState {
  /** The theme in force. */
  theme: Theme;
  /** Whether it is the system's setting (no choice of the reader's): "Light (system)". */
  system: boolean;
  /** What a press shows. */
  next: Theme;
  /** Whether a press goes back to the system's setting (and forgets the choice). */
  nextSystem: boolean;
}

/**
 * From the reader's choice (null: following the system) and the system's setting.
 * themeState('dark', 'light') => { theme: 'dark', system: false, next: 'light', nextSystem: true }
 */
export function themeState(chosen: Theme | null, system: Theme): ThemeState {
  const theme = chosen ?? system;
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return { theme, system: chosen === null, next, nextSystem: next === system };
}
