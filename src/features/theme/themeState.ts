// What the theme control says: the theme in force, whether it is the system's, and what a press does.

import type { Theme } from './theme';

export interface ThemeState {
  /** The theme in force. */
  theme: Theme;
  /** What a press shows. */
  next: Theme;
  /** The visible words: "Light (system)" when following the system, else "Light". */
  label: string;
  /** The button's name: its words, then what a press does ("Light (system): switch to dark"). */
  name: string;
}

const word = (theme: Theme) => (theme === 'dark' ? 'Dark' : 'Light');

/**
 * From the reader's choice (null: following the system) and the system's setting.
 * themeState('dark', 'light') => { theme: 'dark', label: 'Dark', name: 'Dark: switch to light (system)', next: 'light' }
 */
export function themeState(chosen: Theme | null, system: Theme): ThemeState {
  const theme = chosen ?? system;
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = chosen === null ? `${word(theme)} (system)` : word(theme);
  const nextWords = next === system ? `${word(next).toLowerCase()} (system)` : word(next).toLowerCase();
  return { theme, next, label, name: `${label}: switch to ${nextWords}` };
}
