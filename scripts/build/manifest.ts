// The web app manifest (manifest.webmanifest), which lets a reader install the explorer to a home
// screen: made from the collection and the base path by the prerender (scripts/build/pages.ts), which
// writes it into dist with the pages. No fs here. The icons it names are committed PNGs under
// public/icons/, drawn from public/favicon.svg by scripts/icons/make-icons.ts from the same list.

import type { Collection } from '../../src/lib/types';
import { shortName } from '../../src/lib/collection';

/**
 * The page's background in each scheme: `--bg` in src/app/styles.css, and the theme-color metas in
 * index.html (tests/unit/scripts/build/manifest.test.ts keeps the three in step). The manifest has one
 * colour of each kind, so it takes the light ones: the splash screen and title bar match the page a
 * reader on a light system sees; once the page has loaded, its theme-color metas follow the system.
 */
export const PAGE_BACKGROUND = { light: '#fdfdfc', dark: '#16171a' } as const;

/** The most characters a home screen shows under an icon before cutting the name itself. */
export const SHORT_NAME_LENGTH = 12;

export interface ManifestIcon {
  /** Relative to public/ (and so to the site's base). */
  file: string;
  size: number;
  /**
   * "any": the favicon as it is, transparent around its rounded corners. "maskable": full-bleed, with
   * the drawing inside the central 80% circle that every launcher's mask keeps.
   */
  purpose: 'any' | 'maskable';
}

/** The sizes Chromium asks for (192 for the home screen, 512 for the splash screen), and a maskable 512. */
export const MANIFEST_ICONS: readonly ManifestIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/**
 * The icon iOS puts on its home screen (it reads no manifest icons): full-bleed like a maskable icon,
 * since iOS fills transparency with black and rounds the corners itself. Linked from index.html.
 */
export const APPLE_TOUCH_ICON: ManifestIcon = { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'maskable' };

/** What the manifest needs to know of the site. */
export interface ManifestInput {
  collection: Collection;
  /** Where the site lives (BASE_PATH): absolute, starts and ends with "/". */
  basePath: string;
  /** What the app is for, in a sentence (the home page's meta description). */
  description: string;
  /** The language of the name and description: the shell's <html lang>. */
  lang: string;
}

/** The manifest's members this build writes (https://www.w3.org/TR/appmanifest/). */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/**
 * The name under an installed icon: the venue and year when they fit, else the venue, else the title,
 * else the title cut to fit with "…" (where a launcher would cut it anyway, but without leaving it the choice of how):
 *   manifestShortName({ title: 'ICML 2026 论文列表', venue: 'ICML', year: 2026 }) => "ICML 2026"
 *   manifestShortName({ title: 'Reading group papers', venue: null, year: null }) => "Reading gro…"
 */
export function manifestShortName(collection: Collection): string {
  const chars = (text: string) => Array.from(text.trim());
  const candidates = [shortName(collection), collection.venue ?? '', collection.title].filter((text) => text.trim() !== '');
  const fitting = candidates.find((text) => chars(text).length <= SHORT_NAME_LENGTH);
  if (fitting !== undefined) return fitting.trim();
  return `${chars(collection.title).slice(0, SHORT_NAME_LENGTH - 1).join('').trimEnd()}…`;
}

/**
 * The manifest of the site at `basePath`: it starts at the search page and covers every page under the
 * base (and nothing outside it), so an installed explorer opens links to papers in its own window.
 *   webManifest({ collection: { title: 'ICML 2026 papers', venue: 'ICML', year: 2026 }, basePath: '/icml2026/', … })
 *     => { name: 'ICML 2026 papers', short_name: 'ICML 2026', start_url: '/icml2026/', scope: '/icml2026/',
 *          icons: [{ src: '/icml2026/icons/icon-192.png', sizes: '192x192', … }, …], … }
 */
export function webManifest({ collection, basePath, description, lang }: ManifestInput): WebManifest {
  return {
    // The identity a browser keeps for the installed app: the base, so that a later start_url (say,
    // with a query) stays the same app, and two explorers on one origin under other bases stay two.
    id: basePath,
    name: collection.title,
    short_name: manifestShortName(collection),
    description,
    lang,
    start_url: basePath,
    scope: basePath,
    display: 'standalone',
    theme_color: PAGE_BACKGROUND.light,
    background_color: PAGE_BACKGROUND.light,
    icons: MANIFEST_ICONS.map((icon) => ({
      src: `${basePath}${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
