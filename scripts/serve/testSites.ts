// npx tsx scripts/serve/testSites.ts [--serve NAME --port N]
// The sites the end-to-end tests serve beside dist/ (playwright.config.ts): the bundled list built for a
// sub-path, the production site with 5,000 synthetic papers, and with a conference's own data (a feed). Each is made from dist/ and the sources
// once: the hash of what it is made from is kept (node_modules/.cache/test-sites/NAME), and a site whose
// inputs have not changed is not built again.
//   without --serve   makes every site ready, side by side (.ci/run does this while the unit tests run)
//   --serve NAME      makes that site ready, then serves it (Playwright's webServer commands)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { messageOf } from '../../src/lib/errors';
import { type Io, parseCommandLine, runIfMain } from '../shared/cli';
import { writeFileAtomic } from '../shared/files';
import { serve } from './serve';

/** The sub-path and origin of the sub-path site: e2e/subpath.spec.ts checks routes, assets and canonical links under them. */
export const SUB_PATH = '/icml2026/';
export const SUB_SITE_URL = 'https://papers.example.org';
/** The size of a real conference: e2e/large.spec.ts and others check what it does to the pages. */
export const LARGE_PAPERS = 5000;
/** A conference's own data (a virtual-site feed of the development sample): e2e/published.spec.ts and others read it. */
export const PUBLISHED_INPUT = 'tests/fixtures/published/conference.json';

interface TestSite {
  /** The folder it is built into (and served from). */
  dir: string;
  /** The environment it is built and served with. */
  env: Record<string, string>;
  /** The script that builds it, and its arguments: run with tsx. */
  build: string[];
}

export const TEST_SITES = {
  subpath: {
    dir: 'dist-subpath',
    env: { BASE_PATH: SUB_PATH, SITE_URL: SUB_SITE_URL },
    build: ['scripts/build/build.ts', '--skip-data', '--dist', 'dist-subpath'],
  },
  large: {
    dir: `dist-${LARGE_PAPERS}`,
    env: {},
    build: ['scripts/bench/build-sized.ts', '--papers', String(LARGE_PAPERS), '--dist', `dist-${LARGE_PAPERS}`],
  },
  published: {
    dir: 'dist-published',
    env: {},
    build: ['scripts/bench/build-sized.ts', '--input', PUBLISHED_INPUT, '--dist', 'dist-published'],
  },
} as const satisfies Record<string, TestSite>;
export type TestSiteName = keyof typeof TEST_SITES;

/** What a site is made from, besides its own recipe: the built site and everything that builds it. */
const INPUTS = ['dist', 'src', 'scripts/build', 'scripts/bench', 'scripts/shared', 'data', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', PUBLISHED_INPUT];
const CACHE_DIR = join('node_modules', '.cache', 'test-sites');

// Every file under `path`, in a stable order.
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** A hash of the files under `inputs` (names and contents) and of `recipe`: equal hashes, equal sites. */
export function inputsHash(root: string, inputs: readonly string[], recipe: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(recipe));
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(`\0${relative(root, file)}\0`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

// Runs `npx tsx ARGS` with `env` added; its output goes to ours, each line marked with the site's name.
function runTsx(name: string, args: readonly string[], env: Record<string, string>, io: Io): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (write: (line: string) => void) => {
      let rest = '';
      return (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) write(`[${name}] ${line}`);
      };
    };
    child.stdout.on('data', relay(io.stdout));
    child.stderr.on('data', relay(io.stderr));
    child.on('error', (error) => {
      io.stderr(`[${name}] error: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Builds the site unless it is there, built from the same inputs; resolves to an exit code. */
export async function ensureSite(name: TestSiteName, io: Io): Promise<number> {
  const site = TEST_SITES[name];
  if (!existsSync(join('dist', 'index.html'))) {
    io.stderr(`error: dist/index.html not found: the ${name} site is made from dist/, run npm run build first`);
    return 1;
  }
  const key = join(CACHE_DIR, name);
  const hash = inputsHash('.', INPUTS, site);
  if (existsSync(join(site.dir, 'index.html')) && existsSync(key) && readFileSync(key, 'utf8') === hash) {
    io.stdout(`${site.dir}: up to date`);
    return 0;
  }
  const started = Date.now();
  const code = await runTsx(name, site.build, site.env, io);
  if (code !== 0) {
    io.stderr(`error: building ${site.dir} failed (exit code ${code})`);
    return code;
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileAtomic(key, hash);
  io.stdout(`${site.dir}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

const USAGE = `usage: npx tsx scripts/serve/testSites.ts [--serve NAME --port N]
  without --serve   builds every test site whose inputs changed (${Object.keys(TEST_SITES).join(', ')}), side by side
  --serve NAME      builds that site if its inputs changed, then serves it on 127.0.0.1
  --port N          the port to serve it on`;

export async function testSites(argv: string[], io: Io): Promise<number> {
  const args = parseCommandLine({
    args: argv,
    options: { serve: { type: 'string' }, port: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  }, USAGE, io);
  if (typeof args === 'number') return args;
  const { serve: name, port } = args.values;
  try {
    if (name === undefined) {
      const codes = await Promise.all(Object.keys(TEST_SITES).map((each) => ensureSite(each as TestSiteName, io)));
      return codes.find((code) => code !== 0) ?? 0;
    }
    if (!Object.hasOwn(TEST_SITES, name)) {
      io.stderr(`error: --serve: no test site "${name}" (there are: ${Object.keys(TEST_SITES).join(', ')})\n${USAGE}`);
      return 1;
    }
    const site = TEST_SITES[name as TestSiteName];
    const built = await ensureSite(name as TestSiteName, io);
    if (built !== 0) return built;
    return await serve(['--dir', site.dir, ...(port === undefined ? [] : ['--port', port])], { ...io, env: { ...io.env, ...site.env } });
  } catch (error) {
    io.stderr(`error: ${messageOf(error)}`);
    return 1;
  }
}

runIfMain(import.meta.url, testSites);
