// How tall the result rows are: "comfortable" (title, snippet, chips: today's) or "compact" (title and
// chips only, for scanning a long list). The reader's choice is remembered in localStorage, read safely:
// storage that is missing, blocked or holds anything else gives the default.

export type Density = 'comfortable' | 'compact';

/** Where the choice is kept. */
export const DENSITY_KEY = 'paper-explorer:density';

/** The remembered density, 'comfortable' when none (or when storage is unavailable or corrupt). */
export function storedDensity(): Density {
  try {
    return localStorage.getItem(DENSITY_KEY) === 'compact' ? 'compact' : 'comfortable';
  } catch {
    return 'comfortable';
  }
}

/** Remembers `density`; the default is remembered as no entry at all. */
export function storeDensity(density: Density): void {
  try {
    if (density === 'compact') localStorage.setItem(DENSITY_KEY, density);
    else localStorage.removeItem(DENSITY_KEY);
  } catch {
    // Storage unavailable: the choice lasts as long as the page.
  }
}
