// tsx scripts/build/prerender.ts [--dist DIR] [--data DIR]   (after vite build; BASE_PATH and SITE_URL from the env)
// Cuts static pages from the built shell DIR/index.html: DIR/paper/<id>/index.html per paper, a copy of the
// shell for each of the app's other routes (DIR/map/index.html, …), DIR/404.html,
// DIR/sitemap.xml when SITE_URL is set, DIR/manifest.webmanifest (scripts/build/manifest.ts), and makes
// DIR/index.html itself the home page: the collection's head tags, the first screen of results (rendered
// by the app's own components, loaded through vite) and the Content-Security-Policy. Thin shell around scripts/build/pages.ts.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { ListError } from '../../src/lib/errors';
import { PapersFileError, validateListFile } from '../../src/lib/loadPapers';
import { validatePapersFile } from '../../src/lib/loadPageFiles';
import type { ListFile } from '../../src/lib/types';
import { DEFAULT_OUT_DIR } from './build-data';
import { readInputFile, readJsonFile, writeFileAtomic } from '../shared/files';
import { PrerenderError, appRouteFiles, prerenderOptions, prerenderSite } from './pages';
import { writeServiceWorker } from './serviceWorker';
import { type Io, parseCommandLine, runIfMain } from '../shared/cli';

export const DEFAULT_DIST_DIR = 'dist';

const USAGE = `usage: tsx scripts/build/prerender.ts [--dist DIR] [--data DIR]
  --dist DIR   the site vite built (default: ${DEFAULT_DIST_DIR}); its index.html is the shell, pages go next to it
  --data DIR   where papers.json is (default: ${DEFAULT_OUT_DIR}, where build-data writes it)
environment:
  BASE_PATH    the base the site was built with (default: /); must match vite build's
  SITE_URL     the site's origin, e.g. https://papers.example.org: canonical links, og:url and sitemap.xml
               need it, and are left out without it`;

/** #root's markup for the home page, from list.json and the base path (src/app/firstScreen.tsx). */
export type FirstScreenRenderer = (list: ListFile, basePath: string) => string | Promise<string>;

/**
 * Renders src/app/firstScreen.tsx: loaded through vite, since the components it renders import their
 * CSS (which vite's server-side loader leaves out). About 2 s, once per build.
 */
export const renderFirstScreen: FirstScreenRenderer = async (list, basePath) => {
  const server = await createServer({
    base: basePath,
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    // Typed here rather than imported: scripts never import src/app (eslint.config.js), not even for types.
    // tests/unit/lint/firstScreenContract.test.ts checks that the module matches this shape.
    const module = (await server.ssrLoadModule('/src/app/firstScreen.tsx')) as { renderFirstScreen: FirstScreenRenderer };
    return await module.renderFirstScreen(list, basePath); // awaited: the server must outlive its loads
  } finally {
    await server.close();
  }
};

/** Runs the prerender; resolves to the exit code. Never throws for bad input: one line on stderr. */
export async function prerender(argv: string[], io: Io, firstScreen: FirstScreenRenderer = renderFirstScreen): Promise<number> {
  const started = performance.now();
  const args = parseCommandLine({
    args: argv,
    options: {
      dist: { type: 'string', default: DEFAULT_DIST_DIR },
      data: { type: 'string', default: DEFAULT_OUT_DIR },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }, USAGE, io);
  if (typeof args === 'number') return args;
  const shellFile = join(args.values.dist, 'index.html');
  const dataFile = join(args.values.data, 'papers.json');
  const listFile = join(args.values.data, 'list.json');
  // The usual mistakes, said in the words of the fix.
  if (!existsSync(shellFile)) {
    io.stderr(`error: ${shellFile} not found: run vite build first`);
    return 1;
  }
  for (const file of [dataFile, listFile]) {
    if (!existsSync(file)) {
      io.stderr(`error: ${file} not found: run npm run build:data first`);
      return 1;
    }
  }
  try {
    const options = prerenderOptions(io.env);
    const shell = new TextDecoder().decode(readInputFile(shellFile));
    const data = validatePapersFile(readJsonFile(dataFile), dataFile);
    // What the app shows first at /: rendered from list.json, the file the app renders it from.
    const list = validateListFile(readJsonFile(listFile), listFile);
    const site = prerenderSite(shell, data, options, await firstScreen(list, options.basePath));
    let bytes = 0;
    // index.html, the input, comes last: a failure on the way leaves it as vite wrote it.
    for (const file of site.files) {
      writeFileAtomic(join(args.values.dist, file.path), file.content);
      bytes += Buffer.byteLength(file.content);
    }
    // A sitemap from an earlier run with another SITE_URL would list wrong addresses.
    if (!site.sitemap) rmSync(join(args.values.dist, 'sitemap.xml'), { force: true });
    // Last: the worker's list names the files just written.
    const offline = await writeServiceWorker(args.values.dist, options.basePath);
    const ms = Math.round(performance.now() - started);
    io.stdout(`${args.values.dist}: ${site.pages} paper pages, ${appRouteFiles().join(', ')}, 404.html` +
      (site.sitemap ? ', sitemap.xml' : ', no sitemap.xml (SITE_URL is not set)') + ', manifest.webmanifest' +
      `, index.html with the first screen of results and the CSP; ${bytes} bytes; sw.js keeping ${offline.files} files ` +
      `(${Math.round(offline.bytes / 1024)} KB) for offline use; in ${ms} ms`);
    return 0;
  } catch (error) {
    if (error instanceof PrerenderError) {
      const place = { shell: `${shellFile}: `, papers: `${dataFile}: `, env: '' }[error.input];
      io.stderr(`error: ${place}${error.message}`);
      return 1;
    }
    if (error instanceof ListError || error instanceof PapersFileError) {
      io.stderr(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

runIfMain(import.meta.url, (argv, io) => prerender(argv, io));
