// The service worker (issue 16): after one visit the explorer works with no network. Built by
// scripts/build/serviceWorker.ts, which writes the build's list of files in place of self.__WB_MANIFEST.
//
// - Workbox precaches the app's code, styles, route pages and data files under their revisions (content
//   hashes): a new build downloads only what changed, a copy cut short resumes where it stopped (workbox
//   skips what its cache already has), and the old files serve until the reader accepts the new version
//   (the page offers it: src/features/offline), so data never changes under a search. The copy's progress
//   is told to the pages as it goes (src/lib/offline/progress.ts).
// - A paper's file (data/paper/ID.json) is made when a page asks for it, from list.json, text.json and
//   paper-parts.json (src/lib/paperParts.ts), read once and kept in memory while the worker lives: a paper
//   never opened before opens offline, with no file per paper kept. papers.json is not kept at all.
// - Navigations get the kept page of their route, or the app shell for a paper or an unknown address:
//   the code, the page and the data always come from the same build.

import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { addPlugins, cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { APP_SHELL, PAPER_FILES_PREFIX, PAPER_SOURCES, navigationTarget, offlinePlan, paperFileId, paperPageId } from '../lib/offline/plan';
import type { KeptFile } from '../lib/offline/plan';
import { progressChannel, progressMessage, reportDue } from '../lib/offline/progress';
import type { CopyProgress } from '../lib/offline/progress';
import { PaperFileMaker, validatePaperPartsFile } from '../lib/paperParts';
import { validateListFile } from '../lib/loadPapers';
import { validateTextFile } from '../lib/textFile';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: KeptFile[] };

const scope = new URL(self.registration.scope);
const plan = offlinePlan(self.__WB_MANIFEST);
const sizes = new Map([...plan.sizes].map(([url, size]) => [new URL(url, self.location.href).href, size]));

// Before precacheAndRoute, so that its install handler finds the plugin in place.
addPlugins([copyProgress()]);
precacheAndRoute(plan.precache);
cleanupOutdatedCaches();
// The first visit's page is controlled at once, so that it keeps working if the network goes now.
clientsClaim();

// "Reload" in the page's update notice: this worker, waiting, takes over.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Builds before paper-parts.json kept every paper's file in a cache of its own: gone once this one is active.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PAPER_FILES_PREFIX)).map((name) => caches.delete(name)))));
});

/**
 * Counts the bytes kept while workbox installs (each file once whole, or found kept by an earlier install
 * cut short) and tells the site's pages (src/lib/offline/progress.ts), at most once a second.
 */
function copyProgress(): WorkboxPlugin {
  const channel = 'BroadcastChannel' in self ? new BroadcastChannel(progressChannel(scope.href)) : null;
  let lastAt: number | null = null;
  let done = 0;
  const report = (progress: CopyProgress) => {
    const now = performance.now();
    if (channel === null || !reportDue(progress, lastAt, now)) return;
    lastAt = now;
    channel.postMessage(progressMessage(progress));
  };
  self.addEventListener('install', () => report({ done: 0, total: plan.total }));
  return {
    handlerDidRespond: async ({ request, event }) => {
      if (event.type !== 'install') return;
      done = Math.min(plan.total, done + (sizes.get(request.url) ?? 0));
      report({ done, total: plan.total });
    },
  };
}

const inSite = (url: URL) => url.origin === scope.origin && url.pathname.startsWith(scope.pathname);

let maker: Promise<PaperFileMaker | null> | null = null;

/**
 * What makes the papers' files, from this build's kept list.json, text.json and paper-parts.json, read
 * once; null when they are not all kept (storage cleared under the worker), and asked again next time.
 */
function paperFileMaker(): Promise<PaperFileMaker | null> {
  maker ??= readPaperSources().then(
    (made) => {
      if (made === null) maker = null;
      return made;
    },
    (error: unknown) => {
      maker = null;
      throw error;
    },
  );
  return maker;
}

async function readPaperSources(): Promise<PaperFileMaker | null> {
  const kept = await Promise.all([PAPER_SOURCES.list, PAPER_SOURCES.text, PAPER_SOURCES.parts].map((url) => matchPrecache(new URL(url, scope).href)));
  if (kept.some((response) => response === undefined)) return null;
  const [list, text, parts] = (await Promise.all(kept.map((response) => response!.json()))) as unknown[];
  return new PaperFileMaker(
    validateListFile(list, PAPER_SOURCES.list),
    validateTextFile(text, PAPER_SOURCES.text),
    validatePaperPartsFile(parts, PAPER_SOURCES.parts),
  );
}

/** The maker, or null when it cannot be had (its files not kept, or refused): the network answers then. */
const availableMaker = (): Promise<PaperFileMaker | null> => (plan.makesPapers ? paperFileMaker().catch(() => null) : Promise.resolve(null));

// A paper's file, made from the kept files. An id the build does not have is "not found", as the server
// says, so that the page says so offline too.
registerRoute(
  ({ url }) => inSite(url) && paperFileId(url.pathname, scope.pathname) !== null,
  async ({ request, url }) => {
    const made = await availableMaker();
    if (made === null) return fetch(request);
    const file = made.file(paperFileId(url.pathname, scope.pathname) ?? '');
    if (file === null) return new Response('not found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } });
  },
);

const isKept = (url: string) => getCacheKeyForURL(new URL(url, scope).href) !== undefined;

/**
 * Whether the app shell answers `url` as a page that exists: a paper of this build (or, without the kept
 * files to tell, perhaps one). Any other address that gets the shell (an unknown paper, a path no route
 * has) is "not found", as the server says it (404, with a page where the app says so).
 */
async function isPaperOfThisBuild(url: URL): Promise<boolean> {
  const id = paperPageId(url.pathname, scope.pathname);
  if (id === null) return false;
  const made = await availableMaker();
  return made === null || made.has(id);
}

// A page: the kept page of its route (the app shell for a paper or an unknown address).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && inSite(url) && navigationTarget(url.pathname, scope.pathname, isKept) !== null,
  async ({ request, url }) => {
    const target = navigationTarget(url.pathname, scope.pathname, isKept);
    const page = target === null ? undefined : await matchPrecache(new URL(target, scope).href);
    if (page === undefined) return fetch(request);
    if (target !== APP_SHELL || (await isPaperOfThisBuild(url))) return page;
    return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
  },
);
