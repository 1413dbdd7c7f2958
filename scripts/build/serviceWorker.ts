// dist/sw.js, the service worker (src/sw/sw.ts), with the list of files it keeps for offline use: made
// by workbox-build from the finished site (the prerendered pages and the data are written after vite's
// build), each with its revision, a content hash (vite's assets are named by their hash already).
// Written last, so that the list names every file of the site as it is served.

import { statSync } from 'node:fs';
import { join } from 'node:path';
import { build as viteBuild } from 'vite';
import type { Rolldown } from 'vite';
import { getManifest } from 'workbox-build';
import { writeFileAtomic } from '../shared/files';

/**
 * What is kept: the app's code and styles, its route pages, the app shell and 404 page, the data files
 * the pages load (paper-parts.json among them, which with list.json and text.json makes every paper's
 * file: src/lib/paperParts.ts), icons and manifest. Not the 5,000 prerendered paper pages (the app shell
 * shows a paper offline), nor the papers' own files (made on demand), nor papers.json, which no page
 * loads (it holds every paper whole: 26 MiB at 5,000 papers), nor the worker itself. Nor KaTeX's fonts
 * as WOFF and TrueType (0.8 MiB): its CSS lists WOFF2 first, which every browser with service workers reads.
 */
export const KEPT_FILES = ['*.{html,js,svg,png,ico,webmanifest}', '*/index.html', 'assets/**/*', 'icons/*', 'data/*.json'];
const NOT_KEPT = ['sw.js', 'paper/**', 'data/paper/**', 'data/papers.json', 'assets/**/*.{woff,ttf}'];

/** Files larger than this are not kept (workbox's default, 2 MB, is below text.json's size at 5,000 papers). */
const LARGEST_FILE = 512 * 1024 * 1024;

export interface ServiceWorkerReport {
  /** Files kept for offline use. */
  files: number;
  /** Their bytes as stored (uncompressed). */
  bytes: number;
}

export async function writeServiceWorker(dist: string, basePath: string): Promise<ServiceWorkerReport> {
  const { manifestEntries, size, warnings } = await getManifest({
    globDirectory: dist,
    globPatterns: KEPT_FILES,
    globIgnores: NOT_KEPT,
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: LARGEST_FILE,
  });
  // A pattern that matches nothing (a site without icons) is no problem; any other warning is.
  const problems = warnings.filter((warning) => !warning.includes("doesn't match any files"));
  if (problems.length > 0) throw new Error(`service worker: ${problems.join('; ')}`);
  const built = (await viteBuild({
    configFile: false,
    logLevel: 'warn',
    base: basePath,
    publicDir: false,
    // Workbox logs in development builds only.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      lib: { entry: 'src/sw/sw.ts', formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(built) ? built[0]! : built).output[0];
  const placeholder = 'self.__WB_MANIFEST';
  if (chunk.code.split(placeholder).length !== 2) throw new Error(`service worker: expected one ${placeholder} in the bundle`);
  // Each file's size goes in the list too: the worker tells the page how far the copy has got in bytes.
  const kept = manifestEntries.map(({ url, revision }) => ({ url, revision, size: statSync(join(dist, url)).size }));
  writeFileAtomic(join(dist, 'sw.js'), chunk.code.replace(placeholder, JSON.stringify(kept)));
  return { files: manifestEntries.length, bytes: size };
}
