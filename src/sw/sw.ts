// The service worker (issue 16): after one visit the explorer works with no network. Built by
// scripts/build/serviceWorker.ts, which writes the build's list of files in place of self.__WB_MANIFEST.
//
// - Workbox precaches the app's code, styles, route pages and data files under their revisions (content
//   hashes): a new build downloads only what changed, and the old files serve until the reader accepts
//   the new version (the page offers it: src/features/offline), so data never changes under a search.
// - Every paper's file is made from papers.json when the worker installs (src/lib/offline/plan.ts), so a
//   paper never opened before opens offline.
// - Navigations get the kept page of their route, or the app shell for a paper or an unknown address:
//   the code, the page and the data always come from the same build.

import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { APP_SHELL, PAPER_FILES_PREFIX, navigationTarget, offlinePlan, paperFilesCache } from '../lib/offline/plan';
import type { PrecacheEntry } from '../lib/offline/plan';
import { progressChannel, progressMessage, reportDue } from '../lib/offline/progress';
import type { CopyProgress } from '../lib/offline/progress';
import { paperFiles } from '../lib/paperFiles';
import { validatePapersFile } from '../lib/loadPageFiles';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

const scope = new URL(self.registration.scope);
const plan = offlinePlan(self.__WB_MANIFEST);
const paperCache = plan.papers === null ? null : paperFilesCache(plan.papers);

precacheAndRoute(plan.precache);
cleanupOutdatedCaches();
// The first visit's page is controlled at once, so that it keeps working if the network goes now.
clientsClaim();

// "Reload" in the page's update notice: this worker, waiting, takes over.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('install', (event) => {
  if (plan.papers !== null) event.waitUntil(storePaperFiles(plan.papers));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PAPER_FILES_PREFIX) && name !== paperCache).map((name) => caches.delete(name)))),
  );
});

// The marker written last: a cache without it was cut short (the worker stopped) and is made again.
const COMPLETE = new URL('data/paper/.complete', scope).href;

/** Makes every paper's file from papers.json into this revision's cache (once; resumable). */
async function storePaperFiles(entry: PrecacheEntry): Promise<void> {
  const name = paperFilesCache(entry);
  const cache = await caches.open(name);
  if (await cache.match(COMPLETE)) return;
  const response = await fetch(new URL(entry.url, scope), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${entry.url}: HTTP ${response.status}`);
  const files = paperFiles(validatePapersFile(await response.json(), entry.url));
  const report = progressReporter();
  report({ done: 0, total: files.length });
  // In batches: thousands of writes at once hold as many responses in memory.
  for (let start = 0; start < files.length; start += 200) {
    const batch = files.slice(start, start + 200);
    await Promise.all(
      batch.map((file) =>
        cache.put(new URL(`data/paper/${file.paper.id}.json`, scope).href, new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } })),
      ),
    );
    report({ done: start + batch.length, total: files.length });
  }
  await cache.put(COMPLETE, new Response('ok'));
}

/** Tells the site's pages how far the copy has got (src/lib/offline/progress.ts), at most once a second. */
function progressReporter(): (progress: CopyProgress) => void {
  const channel = 'BroadcastChannel' in self ? new BroadcastChannel(progressChannel(scope.href)) : null;
  let lastAt: number | null = null;
  return (progress) => {
    const now = performance.now();
    if (channel === null || !reportDue(progress, lastAt, now)) return;
    lastAt = now;
    channel.postMessage(progressMessage(progress));
    if (progress.done === progress.total) channel.close();
  };
}

const inSite = (url: URL) => url.origin === scope.origin && url.pathname.startsWith(scope.pathname);

// A paper's file: from the cache made at install. One missing from a complete cache is no paper of this
// build: "not found", as the server says, so that the page says so offline too. Without a complete
// cache (storage cleared under the worker), the network.
registerRoute(
  ({ url }) => paperCache !== null && inSite(url) && url.pathname.startsWith(`${scope.pathname}data/paper/`),
  async ({ request }) => {
    const cache = await caches.open(paperCache ?? '');
    const kept = await cache.match(request);
    if (kept) return kept;
    if (await cache.match(COMPLETE)) return new Response('not found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    return fetch(request);
  },
);

const isKept = (url: string) => getCacheKeyForURL(new URL(url, scope).href) !== undefined;

/**
 * Whether the app shell answers `url` as a page that exists: a paper of this build. Any other address
 * that gets the shell (an unknown paper, a path no route has) is "not found", as the server says it
 * (404, with a page where the app says so).
 */
async function isPaperOfThisBuild(url: URL): Promise<boolean> {
  const id = /^paper\/([^/]+)\/?$/.exec(url.pathname.slice(scope.pathname.length))?.[1];
  if (id === undefined || paperCache === null) return false;
  const cache = await caches.open(paperCache);
  return (await cache.match(new URL(`data/paper/${id}.json`, scope).href)) !== undefined || (await cache.match(COMPLETE)) === undefined;
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
