// How tall the result rows are: "comfortable" (title, snippet, chips: today's) or "compact" (title and
// chips only, for scanning a long list). The reader's choice is remembered in localStorage, read safely:
// storage that is missing, blocked or holds anything else gives the default. public/theme.js reads the
// same key before the first paint and marks <html data-density="compact">, so that the prerendered first
// screen is drawn compact too (search.css) and nothing moves when the app takes over.

import { safeStorage } from '../../lib/safeStorage';

export type Density = 'comfortable' | 'compact';

/** Where the choice is kept; public/theme.js reads it too. */
export const DENSITY_KEY = 'paper-explorer:density';

const storage = safeStorage(() => localStorage);

/** The remembered density, 'comfortable' when none (or when storage is unavailable or corrupt). */
export function storedDensity(): Density {
  return storage.readText(DENSITY_KEY) === 'compact' ? 'compact' : 'comfortable';
}

/** Applies `density` to the page and remembers it; the default is remembered as no entry at all. */
export function storeDensity(density: Density): void {
  if (density === 'compact') document.documentElement.dataset.density = density;
  else delete document.documentElement.dataset.density;
  // Storage unavailable: the choice lasts as long as the page.
  if (density === 'compact') storage.write(DENSITY_KEY, density);
  else storage.remove(DENSITY_KEY);
}
