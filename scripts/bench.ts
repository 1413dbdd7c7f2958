// npm run bench -- [--sizes 5000,20000] [--runs 3]
// A benchmark, not a test: builds synthetic lists of each size with the real data build and one
// `vite build`, serves each, and measures the search page in headless Chromium (first results, full
// index, keystroke latency, heap, and the fetch + parse floor) and the paper map (first full draw,
// frame time while zooming and panning). Prints a markdown table and writes
// docs/benchmarks.md; everything else goes under .bench/ (gitignored).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { generateList } from '../src/lib/synthetic';
import { writeFileAtomic } from './lib/files';
import { serveStatic, type StaticServer } from './lib/staticServer';
import { keystrokeSignal, measureFloor, measureMap, openAndMeasure, typeQueries, type LoadTimes, type MapTimes } from './lib/benchPage';
import { budgetTable, busy, MAP_STEPS, renderReport, resultsTable, type Environment, type KeystrokeTimes, type SizeResult } from './lib/benchReport';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCH_DIR = join(ROOT, '.bench');
const REPORT = join(ROOT, 'docs', 'benchmarks.md');
/** Realistic queries, one with a British spelling the synthetic vocabulary does not have. */
const QUERIES = ['kernel bandit optimization', 'diffusion models', 'quantisation', 'sparse attention heads'];
/** The whole run gives up after this long, closing what it opened. */
const WATCHDOG_MS = 10 * 60_000;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const USAGE = `usage: npm run bench -- [--sizes 5000,20000] [--runs 3]
  --sizes N,M  list sizes to measure (synthetic abstracts; default 5000,20000)
  --runs N     fresh page loads per size (default 3)`;

// Everything that must be closed however the run ends, newest first.
const closers: (() => Promise<unknown>)[] = [];
let children: ChildProcess[] = [];

async function cleanUp(): Promise<void> {
  for (const child of children) child.kill('SIGKILL');
  children = [];
  while (closers.length > 0) await closers.pop()?.().catch(() => undefined);
}

function parseCli(argv: string[]): { sizes: number[]; runs: number } | string {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { sizes: { type: 'string', multiple: true }, runs: { type: 'string', default: '3' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    return `error: ${(error as Error).message}\n${USAGE}`;
  }
  if (values.help) return USAGE;
  const sizes = (values.sizes ?? ['5000,20000']).flatMap((s) => s.split(',')).map((s) => Number(s.trim()));
  const runs = Number(values.runs);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 200_000)) return `error: --sizes takes whole numbers 1–200000\n${USAGE}`;
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) return `error: --runs takes a whole number 1–20\n${USAGE}`;
  return { sizes: [...new Set(sizes)], runs };
}

/** Runs a child process to completion (killed after `timeoutMs`); resolves to its wall-clock seconds. */
function run(command: string, args: string[], timeoutMs: number, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children = children.filter((c) => c !== child);
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${stderr.trim()}`));
    });
  });
}

const log = (line: string) => console.error(`bench: ${line}`);

async function buildSize(papers: number): Promise<Pick<SizeResult, 'buildDataSeconds' | 'files'> & { dataDir: string }> {
  const input = join(BENCH_DIR, `synthetic-${papers}.txt`);
  const dataDir = join(BENCH_DIR, `data-${papers}`);
  writeFileAtomic(input, generateList(papers));
  log(`build-data ${papers} synthetic abstracts → ${dataDir}`);
  const buildDataSeconds = await run(process.execPath, ['--import', 'tsx', 'scripts/build-data.ts', input, '--out', dataDir], 5 * 60_000);
  const size = (file: string) => statSync(join(dataDir, file)).size;
  return { buildDataSeconds, files: { list: size('list.json'), text: size('text.json'), map: size('map.json'), papers: size('papers.json') }, dataDir };
}

type Measured = Omit<SizeResult, 'buildDataSeconds' | 'files'>;

async function measureSize(browser: Browser, server: StaticServer, papers: number, runs: number): Promise<Measured> {
  const problems: string[] = [];
  const notes: string[] = [];
  const loads: LoadTimes[] = [];
  // Typed on every load and pooled: one typing run is 76 keystrokes, whose p95 is its 4th-slowest
  // keystroke, at the mercy of one stall on a two-core machine.
  let keystrokes: KeystrokeTimes | null = null;
  for (let i = 0; i < runs; i++) {
    log(`${papers}: load ${i + 1}/${runs}, then typing ${QUERIES.map((q) => JSON.stringify(q)).join(', ')}`);
    const { page, times } = await openAndMeasure(browser, `${server.url}/`, { firstResultsTimeoutMs: 60_000, fullIndexTimeoutMs: 120_000 }, problems);
    loads.push(times);
    const typed = await measureTyping(page, notes);
    keystrokes = typed === null ? keystrokes : poolKeystrokes(keystrokes, typed);
    await page.context().close();
  }
  // The map, in fresh pages of its own: its first draw, then the frames of a zoom and a pan.
  const maps: MapTimes[] = [];
  for (let i = 0; i < runs; i++) {
    log(`${papers}: map ${i + 1}/${runs}`);
    maps.push(await measureMap(browser, `${server.url}/map`, MAP_STEPS, 60_000, problems));
  }
  const [list = [], text = []] = await measureFloor(browser, server.url, [`${server.url}/data/list.json`, `${server.url}/data/text.json`], 3);
  const signals = new Set(loads.map((l) => l.fullIndexSignal));
  const fullIndexSignal = signals.has('fallback') ? 'fallback' : signals.size === 1 && signals.has('attribute') ? 'attribute' : 'none';
  if (fullIndexSignal === 'none') notes.push('no full-text index detected (no data-search-ready="full", no text.json loaded)');
  const unique = [...new Set(problems)];
  notes.push(...unique.slice(0, 5), ...(unique.length > 5 ? [`…and ${unique.length - 5} more page errors`] : []));
  return {
    papers,
    domContentLoaded: loads.map((l) => l.domContentLoaded),
    listReceived: loads.map((l) => l.listReceived),
    firstResults: loads.map((l) => l.firstResults),
    fullIndex: loads.map((l) => l.fullIndex),
    fullIndexSignal,
    heapBytes: loads.map((l) => l.heapBytes),
    keystrokes,
    floor: { list, text },
    mapDrawn: maps.map((m) => m.drawn),
    mapFrames: maps.flatMap((m) => m.frames),
    notes,
  };
}

// poolKeystrokes(a, b) => the keystrokes of both typing runs as one sample.
function poolKeystrokes(a: KeystrokeTimes | null, b: KeystrokeTimes): KeystrokeTimes {
  if (a === null) return b;
  return {
    signal: a.signal === b.signal ? a.signal : 'mutations',
    typed: a.typed + b.typed,
    handler: [...a.handler, ...b.handler],
    dom: [...a.dom, ...b.dom],
    painted: [...a.painted, ...b.painted],
    domPerLoad: [...(a.domPerLoad ?? [a.dom]), ...(b.domPerLoad ?? [b.dom])],
  };
}

async function measureTyping(page: Page, notes: string[]): Promise<KeystrokeTimes | null> {
  const signal = await keystrokeSignal(page);
  const keys = await typeQueries(page, QUERIES);
  if (keys === null) {
    notes.push('no searchbox “Search papers”: keystrokes not measured');
    return null;
  }
  const timed = keys.filter((k) => k.dom !== null);
  if (signal === 'marker' && timed.length < keys.length) {
    notes.push(`${keys.length - timed.length} keystroke(s) never showed their query in data-search-query within 5 s`);
  }
  return {
    signal,
    typed: keys.length,
    handler: keys.map((k) => k.handler),
    dom: timed.map((k) => k.dom as number),
    painted: timed.flatMap((k) => (k.painted === null ? [] : [k.painted])),
  };
}

async function main(): Promise<number> {
  const cli = parseCli(process.argv.slice(2));
  if (typeof cli === 'string') {
    (cli.startsWith('error') ? console.error : console.log)(cli);
    return cli.startsWith('error') ? 1 : 0;
  }
  const loadAverage = os.loadavg()[0] ?? 0;
  mkdirSync(BENCH_DIR, { recursive: true });
  const built = [];
  for (const papers of cli.sizes) built.push({ papers, ...(await buildSize(papers)) });

  const site = join(BENCH_DIR, 'site');
  log(`vite build → ${site}`);
  await run(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', site, '--emptyOutDir', '--logLevel', 'error'], 3 * 60_000, { ...process.env, BASE_PATH: '/' });

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, timeout: 30_000 });
  closers.push(() => browser.close());
  const results: SizeResult[] = [];
  for (const { papers, dataDir, buildDataSeconds, files } of built) {
    const siteN = join(BENCH_DIR, `site-${papers}`);
    rmSync(siteN, { recursive: true, force: true });
    cpSync(site, siteN, { recursive: true });
    rmSync(join(siteN, 'data'), { recursive: true, force: true });
    cpSync(dataDir, join(siteN, 'data'), { recursive: true });
    // A build without prerendered pages, measured cold and uncompressed: SPA fallback, no-store, no gzip.
    const server = await serveStatic(siteN, { spaFallback: true, caching: 'none', compress: false });
    closers.push(() => server.close());
    results.push({ buildDataSeconds, files, ...(await measureSize(browser, server, papers, cli.runs)) });
    await closers.pop()?.();
  }

  const env: Environment = {
    date: new Date().toISOString().slice(0, 10),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.cpus().length,
    memoryBytes: os.totalmem(),
    loadAverage,
    node: process.version,
    chromium: browser.version(),
    runs: cli.runs,
    queries: QUERIES,
  };
  writeFileSync(join(BENCH_DIR, 'results.json'), JSON.stringify({ env, results }, null, 2));
  writeFileAtomic(REPORT, renderReport(env, results));
  const loads = `${cli.runs} page load${cli.runs === 1 ? '' : 's'}`;
  const load = `load average ${loadAverage.toFixed(1)} at the start${busy(env) ? ' (busy: pessimistic numbers)' : ''}`;
  console.log(`Synthetic lists (not real papers), ${loads} per size; ${env.cpu}, ${env.cores} cores, ${load}.\n`);
  console.log(`${resultsTable(results)}\n\n${budgetTable(results)}\n`);
  for (const r of results) for (const note of r.notes) console.log(`note (${r.papers}): ${note}`);
  log(`wrote ${REPORT} and ${join(BENCH_DIR, 'results.json')}`);
  return 0;
}

let stopping = false;
const watchdog = setTimeout(() => {
  stopping = true;
  console.error(`bench: gave up after ${WATCHDOG_MS / 60_000} minutes`);
  void cleanUp().finally(() => process.exit(1));
}, WATCHDOG_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    console.error(`bench: ${signal}, closing the browser and servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    // After a signal or the watchdog, whatever was waiting fails because the browser went away: not worth a message.
    if (!stopping) console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  })
  .then(async (code) => {
    clearTimeout(watchdog);
    await cleanUp();
    process.exitCode = code;
  });
