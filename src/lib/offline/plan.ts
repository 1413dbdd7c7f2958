// What the service worker (src/sw/sw.ts) keeps for offline use and which kept page answers a navigation.
// Pure, so that the decisions are tested without a worker.
//
// The build lists every file to keep with its revision (a content hash, or null for vite's assets,
// whose names are hashes already): the app's code and styles, the pages of its routes, the data files.
// One of them, data/papers.json, is not kept as it is: every paper's own file (data/paper/ID.json, what
// a paper page fetches) is made from it, so that a paper never opened before still opens offline,
// without thousands of requests.

/** One file of the build's list (workbox's precache manifest entry). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The file every paper's file is made from; its revision names the cache of the papers' files. */
export const PAPERS_FILE = 'data/papers.json';

/** The page that answers any address that has no page of its own in the cache (the app routes it). */
export const APP_SHELL = 'app-shell.html';

/** The caches of the papers' files: one per revision of papers.json, the older ones dropped on activation. */
export const PAPER_FILES_PREFIX = 'paper-files-';

export interface OfflinePlan {
  /** What workbox precaches as it is. */
  precache: PrecacheEntry[];
  /** papers.json's entry, split into the papers' files; null when the build has none. */
  papers: PrecacheEntry | null;
}

/**
 * Splits the build's list: papers.json apart, the rest precached.
 *   offlinePlan([{ url: 'index.html', revision: 'a1' }, { url: 'data/papers.json', revision: 'b2' }])
 *     => { precache: [{ url: 'index.html', revision: 'a1' }], papers: { url: 'data/papers.json', revision: 'b2' } }
 */
export function offlinePlan(entries: readonly PrecacheEntry[]): OfflinePlan {
  const papers = entries.find((entry) => entry.url === PAPERS_FILE) ?? null;
  return { precache: entries.filter((entry) => entry !== papers), papers };
}

/** The cache holding the papers' files made from this revision of papers.json. */
export const paperFilesCache = (papers: PrecacheEntry): string => `${PAPER_FILES_PREFIX}${papers.revision ?? 'unversioned'}`;

/**
 * The kept page for a navigation to `pathname` in a site at `scope` (both absolute paths; the scope
 * ends with "/"), or null for an address the worker leaves to the network (outside the site, or a file
 * such as /data/list.json or /sitemap.xml opened as a page). The home and each route with a page of its
 * own get that page; any other address (a paper, an unknown one) the app shell, where the app shows the
 * paper, or "not found" for an id that does not exist.
 *   navigationTarget('/icml2026/', '/icml2026/', has) => "index.html"
 *   navigationTarget('/icml2026/map', '/icml2026/', has) => "map/index.html" (when kept)
 *   navigationTarget('/icml2026/paper/cfmm', '/icml2026/', has) => "app-shell.html"
 *   navigationTarget('/icml2026/sitemap.xml', '/icml2026/', has) => null
 */
export function navigationTarget(pathname: string, scope: string, isKept: (url: string) => boolean): string | null {
  if (!pathname.startsWith(scope) && pathname !== scope.replace(/\/$/, '')) return null;
  const rest = pathname.slice(scope.length).replace(/\/+$/, '');
  if (rest === '' || rest === 'index.html') return 'index.html';
  if (/\.[a-z0-9]+$/i.test(rest.split('/').at(-1) ?? '')) return null;
  const own = `${rest}/index.html`;
  return isKept(own) ? own : APP_SHELL;
}
