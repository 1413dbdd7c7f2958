// What the service worker (src/sw/sw.ts) keeps for offline use, which kept page answers a navigation, and
// which requests are a paper's file. Pure, so that the decisions are tested without a worker.
//
// The build lists every file to keep with its revision (a content hash, or null for vite's assets,
// whose names are hashes already) and its size: the app's code and styles, the pages of its routes, the
// data files. Workbox keeps them all as they are. The papers' own files (data/paper/ID.json, what a paper
// page fetches) are not among them: the worker makes any one of them when a page asks, from three files
// that are (PAPER_SOURCES, src/lib/paperParts.ts), so that a paper never opened before opens offline
// without thousands of files kept.

import { PARTS_SOURCE } from '../paperParts';

/** One file of the build's list (workbox's precache manifest entry). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** One file of the build's list with its size in bytes, as scripts/build/serviceWorker.ts writes it. */
export interface KeptFile extends PrecacheEntry {
  size: number;
}

/** The kept files every paper's file is made from (src/lib/paperParts.ts). */
export const PAPER_SOURCES = { list: 'data/list.json', text: 'data/text.json', parts: `data/${PARTS_SOURCE}` } as const;

/** The page that answers any address that has no page of its own in the cache (the app routes it). */
export const APP_SHELL = 'app-shell.html';

/**
 * The caches of the papers' files, one per revision of papers.json, that builds before paper-parts.json
 * wrote (5,000 files at 5,000 papers): dropped when this worker activates.
 */
export const PAPER_FILES_PREFIX = 'paper-files-';

export interface OfflinePlan {
  /** What workbox precaches (without the sizes). */
  precache: PrecacheEntry[];
  /** Each kept file's size by its URL as listed, for the copy's progress. */
  sizes: Map<string, number>;
  /** The bytes of all of them. */
  total: number;
  /** Whether the papers' files can be made offline: the build keeps every one of PAPER_SOURCES. */
  makesPapers: boolean;
}

/**
 * The build's list as the worker uses it:
 *   offlinePlan([{ url: 'index.html', revision: 'a1', size: 900 }, { url: 'data/list.json', revision: 'b2', size: 100 }])
 *     => { precache: [{ url: 'index.html', revision: 'a1' }, { url: 'data/list.json', revision: 'b2' }],
 *          sizes: Map { 'index.html' => 900, 'data/list.json' => 100 }, total: 1000, makesPapers: false }
 */
export function offlinePlan(entries: readonly KeptFile[]): OfflinePlan {
  const urls = new Set(entries.map((entry) => entry.url));
  return {
    precache: entries.map(({ url, revision }) => ({ url, revision })),
    sizes: new Map(entries.map((entry) => [entry.url, entry.size])),
    total: entries.reduce((sum, entry) => sum + entry.size, 0),
    makesPapers: Object.values(PAPER_SOURCES).every((url) => urls.has(url)),
  };
}

/**
 * The paper id of a request for a paper's file in a site at `scope` (an absolute path ending with "/"),
 * or null for any other request:
 *   paperFileId('/icml2026/data/paper/cfmm.json', '/icml2026/') => "cfmm"
 *   paperFileId('/icml2026/data/list.json', '/icml2026/') => null
 */
export function paperFileId(pathname: string, scope: string): string | null {
  const id = /^data\/paper\/([^/]+)\.json$/.exec(siteRelative(pathname, scope) ?? '')?.[1];
  return id === undefined ? null : decoded(id);
}

/**
 * The paper id of a navigation to a paper's page, or null for any other page:
 *   paperPageId('/icml2026/paper/cfmm', '/icml2026/') => "cfmm"; paperPageId('/icml2026/map', '/icml2026/') => null
 */
export function paperPageId(pathname: string, scope: string): string | null {
  const id = /^paper\/([^/]+)\/?$/.exec(siteRelative(pathname, scope) ?? '')?.[1];
  return id === undefined ? null : decoded(id);
}

const siteRelative = (pathname: string, scope: string): string | null => (pathname.startsWith(scope) ? pathname.slice(scope.length) : null);

// An id is [a-z0-9-]; anything escaped is another address, and one that does not decode names no paper.
function decoded(id: string): string | null {
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}

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
