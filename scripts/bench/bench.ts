// npm run bench -- [--sizes bundled,5000,20000] [--runs 3] [--no-mobile] [--no-lighthouse | --lighthouse-only | --schedule-only]
// A benchmark, not a test: builds synthetic lists of each size (or the bundled list) with the real data
// build (and times the parser on each in process: its time per abstract shows it stays linear), one
// `vite build` and the prerender, serves each compressed as a static host would, and measures
// in headless Chromium: the search page on a desktop (first results, full index, keystroke latency, heap,
// the fetch + parse floor), the paper map (first full draw, frame time while zooming and panning), what
// a reader feels on a desktop and on a throttled phone (long tasks, TBT, CLS, LCP, Event Timing of typed
// keys), the schedule page with 200 saved papers of a 7,000-paper conference feed (long tasks, on both
// devices), and Lighthouse's mobile audit of three pages. Prints the tables; a full run writes
// docs/benchmarks.md (beside the previous run's numbers), a partial one .bench/benchmarks.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { messageOf } from '../../src/lib/errors';
import { validateListFile } from '../../src/lib/loadPapers';
import { generateFeed, generateList } from './synthetic';
import { DEFAULT_INPUT } from '../build/build-data';
import { readInputFile, readJsonFile, writeFileAtomic } from '../shared/files';
import { loadBuildRules } from '../build/rules';
import { timeParse } from './parseTime';
import { serveStatic, type StaticServer } from '../serve/staticServer';
import { keystrokeSignal, measureFloor, measureMap, NAME_SHIM, openAndMeasure, typeQueries, type LoadTimes, type MapTimes } from './page';
import { budgetTable, busy, MAP_STEPS, markedPart, NOTES_END, NOTES_START, renderReport, resultsTable, type Environment, type KeystrokeTimes, type SizeResult } from './report';
import { auditPage, launchWithDevToolsPort } from './lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../shared/chromium';
import { lighthouseTable, renderVitalsSections, vitalsTable, type LighthouseSummary, type ProfileVitals, type TypingVitals } from './vitals';
import { DESKTOP, MOBILE, emulateDevice, installVitalsProbe, typeWithKeys, type DeviceProfile } from './vitalsProbe';
import { measureOffline, type OfflineTimes } from './offline';
import { siteWithData } from './build-sized';
import type { Io } from '../shared/cli';
import { sectionOf } from './searchEval';
import { measureSchedule, renderScheduleSection, scheduleTable, type ScheduleResult } from './schedule';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BENCH_DIR = join(ROOT, '.bench');
const REPORT = join(ROOT, 'docs', 'benchmarks.md');
/** Where a partial run (--no-mobile, --no-lighthouse, --lighthouse-only, --schedule-only) writes, so docs/ keeps a whole run. */
const PARTIAL_REPORT = join(BENCH_DIR, 'benchmarks.md');
/** Realistic queries, one with a British spelling the synthetic vocabulary does not have. */
const QUERIES = ['kernel bandit optimization', 'diffusion models', 'quantisation', 'sparse attention heads'];
/** The whole run gives up after this long, closing what it opened. */
const WATCHDOG_MS = 40 * 60_000;
/** The pages Lighthouse audits at each size (the paper page is the list's first paper). */
const LIGHTHOUSE_PAGES = ['/', '/?q=kernel'];
/** The schedule's measure (issue 30): a conference feed of this many papers, a reading list of SCHEDULE_SAVED. */
const SCHEDULE_PAPERS = 7_000;
const SCHEDULE_SAVED = 200;

const USAGE = `usage: npm run bench -- [--sizes bundled,5000,20000] [--runs 3] [--no-mobile] [--no-lighthouse | --lighthouse-only | --schedule-only]
  --sizes N,M        list sizes to measure: synthetic abstracts, or "bundled" for ${DEFAULT_INPUT} (default 5000,20000)
  --runs N           fresh page loads per size and device (default 3)
  --no-mobile        skip the throttled phone loads
  --no-lighthouse    skip Lighthouse
  --lighthouse-only  only Lighthouse (no desktop, mobile, map or schedule measures)
  --schedule-only    only /schedule with ${SCHEDULE_SAVED} saved papers of a ${SCHEDULE_PAPERS.toLocaleString('en-US')}-paper feed, desktop and phone (no --sizes)
A run that skips a part writes ${PARTIAL_REPORT.replace(ROOT, '')} instead of docs/benchmarks.md.`;

/** A list to measure: the bundled one, or a synthetic one of a given size. */
type SizeSpec = { source: 'bundled' } | { source: 'synthetic'; papers: number };

interface Cli {
  sizes: SizeSpec[];
  runs: number;
  desktop: boolean;
  mobile: boolean;
  lighthouse: boolean;
  /** The schedule page's measure (on the desktop, and on the phone with `mobile`). */
  schedule: boolean;
}

// Everything that must be closed however the run ends, newest first.
const closers: (() => Promise<unknown>)[] = [];
let children: ChildProcess[] = [];

async function cleanUp(): Promise<void> {
  for (const child of children) child.kill('SIGKILL');
  children = [];
  while (closers.length > 0) await closers.pop()?.().catch(() => undefined);
}

function parseCli(argv: string[]): Cli | string {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        sizes: { type: 'string', multiple: true },
        runs: { type: 'string', default: '3' },
        'no-mobile': { type: 'boolean', default: false },
        'no-lighthouse': { type: 'boolean', default: false },
        'lighthouse-only': { type: 'boolean', default: false },
        'schedule-only': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return `error: ${(error as Error).message}\n${USAGE}`;
  }
  if (values.help) return USAGE;
  const words = [...new Set((values.sizes ?? ['5000,20000']).flatMap((s) => s.split(',')).map((s) => s.trim()))];
  const sizes: SizeSpec[] = [];
  for (const word of words) {
    const n = Number(word);
    if (word === 'bundled') sizes.push({ source: 'bundled' });
    else if (Number.isInteger(n) && n >= 1 && n <= 200_000) sizes.push({ source: 'synthetic', papers: n });
    else return `error: --sizes: ${JSON.stringify(word)} is neither "bundled" nor a whole number 1–200000\n${USAGE}`;
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) return `error: --runs takes a whole number 1–20, got ${JSON.stringify(values.runs)}\n${USAGE}`;
  if (values['lighthouse-only'] && values['no-lighthouse']) return `error: --lighthouse-only and --no-lighthouse exclude each other\n${USAGE}`;
  if (values['lighthouse-only'] && values['schedule-only']) return `error: --lighthouse-only and --schedule-only exclude each other\n${USAGE}`;
  const mobile = !values['no-mobile'];
  if (values['schedule-only']) {
    if (values.sizes !== undefined) return `error: --schedule-only measures ${SCHEDULE_PAPERS} papers only: leave out --sizes\n${USAGE}`;
    return { sizes: [], runs, desktop: false, mobile, lighthouse: false, schedule: true };
  }
  const only = values['lighthouse-only'] === true;
  return { sizes, runs, desktop: !only, mobile: !only && mobile, lighthouse: !values['no-lighthouse'], schedule: !only };
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

interface Built extends Pick<SizeResult, 'papers' | 'source' | 'buildDataSeconds' | 'parseMs' | 'files'> {
  dataDir: string;
  /** The first paper's page, e.g. /paper/abc (Lighthouse audits it). */
  paperPath: string;
}

async function buildSize(spec: SizeSpec): Promise<Built> {
  const name = spec.source === 'bundled' ? 'bundled' : String(spec.papers);
  const input = spec.source === 'bundled' ? join(ROOT, DEFAULT_INPUT) : join(BENCH_DIR, `synthetic-${spec.papers}.txt`);
  const dataDir = join(BENCH_DIR, `data-${name}`);
  if (spec.source === 'synthetic') writeFileAtomic(input, generateList(spec.papers));
  log(`build-data ${spec.source === 'bundled' ? DEFAULT_INPUT : `${spec.papers} synthetic abstracts`} → ${dataDir}`);
  const buildDataSeconds = await run(process.execPath, ['--import', 'tsx', 'scripts/build/build-data.ts', input, '--out', dataDir], 5 * 60_000);
  log(`parse ${spec.source === 'bundled' ? DEFAULT_INPUT : `${spec.papers} synthetic abstracts`} in process`);
  const parseMs = timeParse(readInputFile(input), input, loadBuildRules(join(ROOT, 'data'), readJsonFile));
  const size = (file: string) => statSync(join(dataDir, file)).size;
  const listFile = join(dataDir, 'list.json');
  const list = validateListFile(JSON.parse(readFileSync(listFile, 'utf8')), listFile);
  const first = list.papers[0];
  if (first === undefined) throw new Error(`${listFile}: no papers`);
  return {
    papers: list.papers.length,
    source: spec.source,
    buildDataSeconds,
    parseMs,
    files: { list: size('list.json'), text: size('text.json'), index: size('search-index.json'), map: size('map.json'), papers: size('papers.json') },
    dataDir,
    paperPath: paths.paper.href(first.id),
  };
}

type Measured = Omit<SizeResult, 'papers' | 'source' | 'buildDataSeconds' | 'parseMs' | 'files'> & { vitals: ProfileVitals };

async function measureSize(browser: Browser, server: StaticServer, papers: number, runs: number): Promise<Measured> {
  const problems: string[] = [];
  const notes: string[] = [];
  const loads: LoadTimes[] = [];
  // Typed on every load and pooled: one typing run is 76 keystrokes, whose p95 is its 4th-slowest
  // keystroke, at the mercy of one stall on a two-core machine.
  let keystrokes: KeystrokeTimes | null = null;
  const typing: TypingVitals[] = [];
  for (let i = 0; i < runs; i++) {
    log(`${papers}: load ${i + 1}/${runs}, then typing ${QUERIES.map((q) => JSON.stringify(q)).join(', ')}`);
    const { page, times } = await openAndMeasure(browser, `${server.url}/`, { firstResultsTimeoutMs: 60_000, fullIndexTimeoutMs: 120_000 }, problems);
    loads.push(times);
    const typed = await measureTyping(page, notes);
    keystrokes = typed === null ? keystrokes : poolKeystrokes(keystrokes, typed);
    log(`${papers}: the same queries again, with key presses (Event Timing)`);
    const keys = await typeWithKeys(page, QUERIES);
    if (keys !== null) typing.push(keys);
    await page.context().close();
  }
  // A query's full-text answer from a fresh navigation, as a link to it gives it.
  const queryAnswers: (number | null)[] = [];
  for (let i = 0; i < runs; i++) {
    log(`${papers}: /?q=${ANSWERED_QUERY} ${i + 1}/${runs}`);
    queryAnswers.push(await timeQueryAnswer(browser, `${server.url}/?q=${ANSWERED_QUERY}`, DESKTOP, problems));
  }
  // The map, in fresh pages of its own: its first draw, then the frames of a zoom and a pan.
  const maps: MapTimes[] = [];
  for (let i = 0; i < runs; i++) {
    log(`${papers}: map ${i + 1}/${runs}`);
    maps.push(await measureMap(browser, `${server.url}/map`, MAP_STEPS, 60_000, problems));
  }
  const offline: OfflineTimes[] = [];
  for (let i = 0; i < runs; i++) {
    log(`${papers}: offline copy ${i + 1}/${runs}`);
    offline.push(await measureOffline(browser, `${server.url}/`, 180_000, problems));
  }
  const [list = [], text = []] = await measureFloor(browser, server.url, [`${server.url}/data/list.json`, `${server.url}/data/text.json`], 3);
  const signals = new Set(loads.map((l) => l.fullIndexSignal));
  const fullIndexSignal = signals.has('fallback') ? 'fallback' : signals.size === 1 && signals.has('attribute') ? 'attribute' : 'none';
  if (fullIndexSignal === 'none') notes.push('no full-text index detected (no data-search-ready="full", no text.json loaded)');
  const unique = [...new Set(problems)];
  notes.push(...unique.slice(0, 5), ...(unique.length > 5 ? [`…and ${unique.length - 5} more page errors`] : []));
  return {
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
    offline: { ready: offline.map((o) => o.ready), bytes: offline.map((o) => o.bytes), longestTask: offline.map((o) => o.longestTask) },
    notes,
    vitals: { papers, profile: DESKTOP.name, loads: loads.map((l) => l.vitals), typing, queryAnswers },
  };
}

/** Page loads on a device (the phone) for the vitals alone: a load, then the queries typed with keys. */
async function measureVitals(browser: Browser, server: StaticServer, papers: number, runs: number, profile: DeviceProfile, notes: string[]): Promise<ProfileVitals> {
  const problems: string[] = [];
  const result: ProfileVitals = { papers, profile: profile.name, loads: [], typing: [] };
  for (let i = 0; i < runs; i++) {
    log(`${papers}: ${profile.name} load ${i + 1}/${runs}, then typing with key presses`);
    const { page, times } = await openAndMeasure(browser, `${server.url}/`, { firstResultsTimeoutMs: 90_000, fullIndexTimeoutMs: 240_000, profile }, problems);
    result.loads.push(times.vitals);
    const keys = await typeWithKeys(page, QUERIES);
    if (keys !== null) result.typing.push(keys);
    await page.context().close();
    log(`${papers}: ${profile.name} load ${i + 1}/${runs}, typing while the full text loads; then /?q=${ANSWERED_QUERY}`);
    const loading = await typeWhileLoading(browser, `${server.url}/`, profile, problems);
    if (loading !== null) (result.typingWhileLoading ??= []).push(loading);
    (result.queryAnswers ??= []).push(await timeQueryAnswer(browser, `${server.url}/?q=${ANSWERED_QUERY}`, profile, problems));
  }
  notes.push(...[...new Set(problems)].slice(0, 5).map((p) => `${profile.name}: ${p}`));
  return result;
}

/** The query whose full-text answer from a fresh navigation is timed (a word of the synthetic vocabulary and of the bundled list). */
const ANSWERED_QUERY = 'kernel';

/** A fresh load on `profile`, the queries typed with keys as soon as the list shows (the full text still on its way). */
async function typeWhileLoading(browser: Browser, url: string, profile: DeviceProfile, problems: string[]): Promise<TypingVitals | null> {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.addInitScript({ content: NAME_SHIM });
    await installVitalsProbe(page);
    await emulateDevice(page, profile);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-search-ready]', { timeout: 90_000 });
    return await typeWithKeys(page, QUERIES);
  } finally {
    await context.close();
  }
}

/** A fresh navigation to `url` (a `?q=` page) on `profile`: ms until its full-text results are shown (null: not within 4 min). */
async function timeQueryAnswer(browser: Browser, url: string, profile: DeviceProfile, problems: string[]): Promise<number | null> {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await emulateDevice(page, profile);
    await page.goto(url, { waitUntil: 'commit' });
    const query = new URL(url).searchParams.get('q') ?? '';
    await page.waitForFunction(
      // The query's own results from the full index (data-search-final: not titles only, not pending);
      // the abstracts' text, for snippets, may still be on its way.
      (q) => {
        const ready = document.documentElement.dataset.searchReady;
        return (ready === 'index' || ready === 'full') && document.querySelector(`[data-search-query="${q}"][data-search-final] a[href*="/paper/"]`) !== null;
      },
      query,
      { timeout: 240_000, polling: 50 },
    );
    return await page.evaluate(() => performance.now());
  } catch (error) {
    problems.push(`${url}: ${messageOf(error)}`);
    return null;
  } finally {
    await context.close();
  }
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
    notes.push('no combobox “Search papers”: keystrokes not measured');
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
  const built: Built[] = [];
  for (const spec of cli.sizes) built.push(await buildSize(spec));

  const site = join(BENCH_DIR, 'site');
  log(`vite build → ${site}`);
  await run(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', site, '--emptyOutDir', '--logLevel', 'error'], 3 * 60_000, { ...process.env, BASE_PATH: '/' });

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS], timeout: 30_000 });
  closers.push(() => browser.close());
  const results: SizeResult[] = [];
  const vitals: ProfileVitals[] = [];
  const lighthouse: LighthouseSummary[] = [];
  const schedule: ScheduleResult[] = [];
  for (const size of built) {
    const { papers, source, dataDir, buildDataSeconds, parseMs, files } = size;
    const siteN = join(BENCH_DIR, `site-${source === 'bundled' ? 'bundled' : papers}`);
    rmSync(siteN, { recursive: true, force: true });
    log(`${papers}: prerender → ${siteN}`);
    // The site vite built at the root, as the e2e tests' sized site is made (scripts/bench/build-sized.ts).
    const io: Io = { stdout: () => undefined, stderr: log, env: { ...process.env, BASE_PATH: '/' } };
    if ((await siteWithData(site, dataDir, siteN, io)) !== 0) throw new Error(`${siteN}: the prerender failed`);
    // The production build as a static host serves it: compressed, its caching headers, prerendered pages.
    // Every page load is in a fresh browser context, so with an empty cache.
    const server = await serveStatic(siteN);
    closers.push(() => server.close());
    // The phone's notes join the desktop's (the report lists a size's notes); alone, they go to stderr.
    let notes: string[] = [];
    if (cli.desktop) {
      const { vitals: desktop, ...measured } = await measureSize(browser, server, papers, cli.runs);
      results.push({ papers, source, buildDataSeconds, parseMs, files, ...measured });
      vitals.push(desktop);
      notes = measured.notes;
    }
    if (cli.mobile) vitals.push(await measureVitals(browser, server, papers, cli.runs, MOBILE, notes));
    if (!cli.desktop) for (const note of notes) log(`note (${papers}): ${note}`);
    if (cli.lighthouse) lighthouse.push(...(await runLighthouse(server.url, papers, [...LIGHTHOUSE_PAGES, size.paperPath])));
    await closers.pop()?.();
  }
  if (cli.schedule) schedule.push(...(await runSchedule(site, cli.runs, cli.mobile)));

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
  const whole = cli.desktop && cli.mobile && cli.lighthouse && cli.schedule;
  const report = whole ? REPORT : PARTIAL_REPORT;
  const previousMarkdown = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : null;
  const resultsMarkdown = resultsTable(results);
  const vitalsSections = renderVitalsSections({ runs: cli.runs, vitals, lighthouse, previousMarkdown, resultsMarkdown: results.length > 0 ? resultsMarkdown : undefined });
  // The part written by hand, and the search-quality tables (npm run eval:search's): kept as they were.
  const kept = [markedPart(previousMarkdown ?? '', NOTES_START, NOTES_END), sectionOf(previousMarkdown ?? '')];
  const sections = [vitalsSections, renderScheduleSection(schedule, cli.runs), ...kept].filter((part) => part !== '').join('\n\n');
  writeFileSync(join(BENCH_DIR, 'results.json'), JSON.stringify({ env, results, vitals, lighthouse, schedule }, null, 2));
  writeFileAtomic(report, renderReport(env, results, sections));
  const loads = `${cli.runs} page load${cli.runs === 1 ? '' : 's'}`;
  const load = `load average ${loadAverage.toFixed(1)} at the start${busy(env) ? ' (busy: pessimistic numbers)' : ''}`;
  console.log(`${loads} per size and device; ${env.cpu}, ${env.cores} cores, ${load}.\n`);
  if (results.length > 0) console.log(`${resultsMarkdown}\n\n${budgetTable(results)}\n`);
  if (vitals.length > 0) console.log(`${vitalsTable(vitals)}\n`);
  if (lighthouse.length > 0) console.log(`${lighthouseTable(lighthouse)}\n`);
  if (schedule.length > 0) console.log(`${scheduleTable(schedule)}\n`);
  for (const s of schedule) for (const note of s.notes) console.log(`note (schedule): ${note}`);
  for (const r of results) for (const note of r.notes) console.log(`note (${r.papers}): ${note}`);
  log(`wrote ${report}${whole ? '' : ' (a partial run: docs/benchmarks.md left as it was)'} and ${join(BENCH_DIR, 'results.json')}`);
  return 0;
}

/**
 * The schedule page's measure: a conference feed of SCHEDULE_PAPERS synthetic papers (generateFeed) built as
 * the sizes are (build-data, then the vite-built `site` with that data, prerendered), served, and
 * /schedule loaded `runs` times with SCHEDULE_SAVED saved papers on the desktop, then on the phone: on a
 * first visit, then on a returning one (the offline copy kept).
 */
async function runSchedule(site: string, runs: number, mobile: boolean): Promise<ScheduleResult[]> {
  const input = join(BENCH_DIR, `feed-${SCHEDULE_PAPERS}.json`);
  const dataDir = join(BENCH_DIR, `data-feed-${SCHEDULE_PAPERS}`);
  const siteDir = join(BENCH_DIR, `site-feed-${SCHEDULE_PAPERS}`);
  writeFileAtomic(input, generateFeed(SCHEDULE_PAPERS));
  log(`schedule: build-data ${SCHEDULE_PAPERS} synthetic papers' feed → ${dataDir}`);
  await run(process.execPath, ['--import', 'tsx', 'scripts/build/build-data.ts', input, '--out', dataDir], 5 * 60_000);
  rmSync(siteDir, { recursive: true, force: true });
  log(`schedule: prerender → ${siteDir}`);
  const io: Io = { stdout: () => undefined, stderr: log, env: { ...process.env, BASE_PATH: '/' } };
  if ((await siteWithData(site, dataDir, siteDir, io)) !== 0) throw new Error(`${siteDir}: the prerender failed`);
  const server = await serveStatic(siteDir);
  closers.push(() => server.close());
  // A Chromium of its own, driven without Playwright (measureSchedule says why).
  const browser = await launchWithDevToolsPort();
  closers.push(() => browser.close());
  const measured: ScheduleResult[] = [];
  try {
    for (const visit of ['first', 'returning'] as const) {
      for (const profile of mobile ? [DESKTOP, MOBILE] : [DESKTOP]) {
        log(`schedule: ${profile.name}, ${visit} visit, ${runs} load${runs === 1 ? '' : 's'} of /schedule with ${SCHEDULE_SAVED} saved papers`);
        measured.push(await measureSchedule(browser.port, server.url, profile, { runs, saved: SCHEDULE_SAVED, visit, log: (line) => log(`schedule: ${line}`) }));
      }
    }
  } finally {
    await closers.pop()?.();
    await closers.pop()?.();
  }
  return measured;
}

/** Lighthouse's mobile audit of each path, one run each, in a Chromium of its own (closed after). */
async function runLighthouse(origin: string, papers: number, pagePaths: readonly string[]): Promise<LighthouseSummary[]> {
  const browser = await launchWithDevToolsPort();
  closers.push(() => browser.close());
  const summaries: LighthouseSummary[] = [];
  try {
    for (const path of pagePaths) {
      log(`${papers}: lighthouse ${path}`);
      summaries.push(await auditPage(browser, origin, path, papers));
    }
  } finally {
    await closers.pop()?.();
  }
  return summaries;
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
    if (!stopping) console.error(`bench: ${messageOf(error)}`);
    return 1;
  })
  .then(async (code) => {
    clearTimeout(watchdog);
    await cleanUp();
    process.exitCode = code;
  });
