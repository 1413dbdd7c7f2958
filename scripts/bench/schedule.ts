// The schedule page (/schedule, issue 30) with a reader's saved papers: how long until it shows them, and
// every long task from the navigation until 2 s after, on a desktop and on a throttled phone. The budget:
// no task over 50 ms, with 200 saved papers at 7,000 papers. The library is written to localStorage before
// the page's first script, so the navigation measured is the first of its page: cold cache, no service
// worker, the library read as a returning reader's is. Chromium is driven over the bare DevTools protocol
// (measureSchedule says why).
import CDP from 'chrome-remote-interface';
import { storedText } from '../../src/lib/library/stored';
import { READING_STATUSES, type ReadingEntry } from '../../src/lib/library/types';
import { validateListFile } from '../../src/lib/loadPapers';
import { plainTitle } from '../../src/lib/titleMarkup';
import { messageOf } from '../../src/lib/errors';
import { NAME_SHIM, WHEN_SHOWN_SCRIPT, type ShownWindow } from './page';
import { median, ms } from './report';
import type { LongTask } from './vitals';
import { vitalsProbe, type DeviceProfile } from './vitalsProbe';

/**
 * Where the app keeps the library: src/features/library/libraryStore.ts's LIBRARY_KEY, whose module (the
 * store, its messages) is the browser's (tests/unit/scripts/bench/schedule.test.ts checks the two agree).
 */
export const LIBRARY_KEY = 'paper-explorer:library';
/** A long task: the browser's threshold, and the budget none may exceed. */
export const LONG_TASK_MS = 50;

/** What the page shows once it is drawn: the heading, and one item per saved paper's presentation. */
const HEADING = 'My schedule';
const PAPER_ITEM = 'li.schedule-paper';

export interface ScheduleOptions {
  /** Fresh page loads (default 3). */
  runs?: number;
  /** Papers in the reading list, spread evenly over the site's list (default 200). */
  saved?: number;
  /** How long after the schedule is shown long tasks are still recorded (default 2,000 ms). */
  settleMs?: number;
  /** Longest wait for the schedule to show (default 120 s: list.json on the phone's slow 4G). */
  timeoutMs?: number;
  /**
   * The reader's time zone (default READER_ZONE): one that is not the venue's, so that each session also
   * shows the reader's own clock, as it does for everyone who follows the conference from home.
   */
  timezoneId?: string;
  /**
   * 'first' (default): the page's first visit, on an empty cache. 'returning': a reader who has been here
   * before, as everyone with a reading list has: the same page visited once first in another tab
   * (unthrottled, not measured) until its offline copy was kept (the service worker, the app's code and the
   * data), then loaded in a new tab, measured. That second visit is the one on which Chromium makes its code
   * cache of the app's module scripts, on the main thread (v8.produceModuleCache in a trace); later visits
   * read it.
   */
  visit?: Visit;
  /** Told of each load as it starts: log(`mobile load 2/3`). */
  log?: (line: string) => void;
}

export type Visit = 'first' | 'returning';

/** Paris: UTC+2 in July, nine hours ahead of the synthetic feed's venue (UTC−7). */
export const READER_ZONE = 'Europe/Paris';

/** One load of /schedule. Times in ms from navigation start. */
export interface ScheduleRun {
  /** The heading and the first saved paper in the DOM, and a frame after (requestAnimationFrame, then a task). */
  rendered: number;
  /**
   * The whole schedule drawn (the page draws it a part at a time and marks its root data-drawn="all"), and
   * a frame after; null when it was not within the window.
   */
  complete: number | null;
  /** The schedule's items (li.schedule-paper) when it was first shown, and at the end of the window. */
  items: number;
  itemsAfter: number;
  /** Every long task from navigation start to `settleMs` after `rendered`. */
  longTasks: LongTask[];
  /**
   * The Long Animation Frames over LONG_TASK_MS in the same window, with the scripts that ran in each: what
   * a long task was (a script, or the frame's style and layout). In results.json, not in the report's table.
   */
  longFrames: LongFrame[];
}

/** A long animation frame as the page saw it (ms from navigation start). */
export interface LongFrame {
  start: number;
  duration: number;
  /** The frame's time in style, layout and paint, after its scripts. */
  rendering: number;
  scripts: { invoker: string; duration: number; forcedStyleAndLayout: number; source: string }[];
}

/** One profile's loads of /schedule. */
export interface ScheduleResult {
  papers: number;
  saved: number;
  profile: string;
  visit: Visit;
  runs: ScheduleRun[];
  /** Page errors, console errors, loads that never showed the schedule. */
  notes: string[];
}

/** When the first seeded paper was saved; each next one a minute later, so the list keeps this order. */
const SAVED_FROM = Date.UTC(2026, 5, 1, 9);

/**
 * The stored library (localStorage's text, as the app writes it) of `count` papers spread evenly over `papers`, the first one
 * included: statuses in turn (to-read, reading, read), a note on every fourth.
 *   savedLibrary([{ id: 'a', title: 'A' }, { id: 'b', … }, { id: 'c', … }, { id: 'd', … }], 2)
 *     => '{"state":{"readingList":[{"id":"a","title":"A","addedAt":…,"status":"to-read",…},{"id":"c",…,"status":"reading",…}],"savedSearches":[]},"version":3}'
 */
export function savedLibrary(papers: readonly { id: string; title: string }[], count: number): string {
  if (!Number.isInteger(count) || count < 1) throw new Error(`savedLibrary: count must be a whole number ≥ 1, got ${count}`);
  if (count > papers.length) throw new Error(`savedLibrary: ${count} papers to save, but the list has ${papers.length}`);
  const readingList: ReadingEntry[] = spread(papers.length, count).map((index, i) => {
    const { id, title } = papers[index] as { id: string; title: string };
    const addedAt = SAVED_FROM + i * 60_000;
    const status = READING_STATUSES[i % READING_STATUSES.length] as ReadingEntry['status'];
    const noted = i % 4 === 3;
    return {
      id,
      title,
      addedAt,
      status,
      statusChangedAt: status === 'to-read' ? 0 : addedAt + 1_000,
      note: noted ? `Ask the authors about ${title.split(':')[0]}; compare with the poster before it.` : '',
      noteChangedAt: noted ? addedAt + 2_000 : 0,
    };
  });
  return storedText({ readingList, savedSearches: [] });
}

// spread(10, 3) => [0, 3, 6]; spread(3, 3) => [0, 1, 2]: `count` indexes of `length`, evenly apart.
export function spread(length: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.floor((i * length) / count));
}

/**
 * Loads `${siteUrl}/schedule` `runs` times on `profile` in the Chromium listening on `port`, each in a fresh
 * browser context whose localStorage holds `saved` papers of the site's list.json; resolves to each load's
 * times and long tasks. A load that never shows the schedule is a note, not a run; the site's list being
 * unreadable is an error.
 *
 * Driven over the bare DevTools protocol rather than by Playwright: Playwright enables the Network domain on
 * every page, and Chromium then keeps a decoded copy of each response for DevTools on the page's main thread
 * (list.json at 7,000 papers is 5.3 MB: a 100–150 ms task on the phone that no reader's browser runs), and
 * evaluates its own 300 KB script in each new document; and it enables the Runtime domain, with which the
 * app's entry script took 65–87 ms to evaluate on the desktop instead of 27 ms. Here the page is told only
 * what the measure needs, and keeps its own errors (watchProblems).
 *   await measureSchedule(9222, 'http://127.0.0.1:4321', MOBILE) => { papers: 7000, saved: 200, profile: 'mobile', runs: [{ rendered: 3512.4, items: 250, … }], … }
 */
export async function measureSchedule(port: number, siteUrl: string, profile: DeviceProfile, options: ScheduleOptions = {}): Promise<ScheduleResult> {
  const { runs = 3, saved = 200, settleMs = 2_000, timeoutMs = 120_000, timezoneId = READER_ZONE, visit = 'first', log = () => undefined } = options;
  const list = await fetchList(siteUrl);
  const library = savedLibrary(list, saved);
  const origin = new URL(siteUrl).origin;
  const result: ScheduleResult = { papers: list.length, saved, profile: profile.name, visit, runs: [], notes: [] };
  const { webSocketDebuggerUrl } = await CDP.Version({ port });
  const client = await CDP({ port, target: webSocketDebuggerUrl });
  try {
    const { userAgent } = await client.send('Browser.getVersion');
    for (let i = 0; i < runs; i++) {
      log(`${profile.name}, ${visit} visit, load ${i + 1}/${runs}`);
      const problems: string[] = [];
      const { browserContextId } = await client.send('Target.createBrowserContext', { disposeOnDetach: true });
      try {
        const url = `${siteUrl}/schedule`;
        // The reader's library, as the app keeps it, there before the page's first script; then the probes.
        const seed = `if (location.origin === ${JSON.stringify(origin)} && localStorage.getItem(${JSON.stringify(LIBRARY_KEY)}) === null) localStorage.setItem(${JSON.stringify(LIBRARY_KEY)}, ${JSON.stringify(library)});`;
        const scripts = [NAME_SHIM, WHEN_SHOWN_SCRIPT, seed, `(${watchProblems.toString()})()`, `(${watchSchedule.toString()})(${JSON.stringify({ heading: HEADING, item: PAPER_ITEM })})`, `(${watchFrames.toString()})(${LONG_TASK_MS})`, `(${vitalsProbe.toString()})()`];
        if (visit === 'returning') {
          // In a tab of its own, closed after: the measured load's tab starts a renderer of its own, as a
          // reader's browser does on another day, with what the browser kept (the service worker, its
          // caches, the compiled code) and nothing of the first page's process.
          const first = await openTab(client, browserContextId, scripts, url, timeoutMs);
          await client.send('Page.navigate', { url }, first.sessionId);
          const kept = await first.until("document.documentElement.dataset.offline === 'ready'");
          await client.send('Target.closeTarget', { targetId: first.targetId });
          if (!kept) {
            result.notes.push(`${profile.name} load ${i + 1}: ${url} kept no offline copy within ${timeoutMs / 1000} s, so there was no returning visit to measure`);
            continue;
          }
        }
        const { sessionId, evaluate, until } = await openTab(client, browserContextId, scripts, url, timeoutMs);
        await emulate(client, sessionId, profile, { timezoneId, userAgent });
        await client.send('Page.navigate', { url }, sessionId);
        const painted = await until('window.__schedule !== undefined && window.__schedule.painted !== null');
        const pageProblems = () => evaluate<string[]>('window.__problems ?? []').then((seen) => problems.push(...seen), () => undefined);
        if (!painted) {
          await pageProblems();
          const h1 = await evaluate<string | null>("document.querySelector('h1')?.textContent ?? null").catch(() => null);
          const seen = [h1 === null ? 'no h1' : `h1 ${JSON.stringify(h1)}`, ...problems].join('; ');
          result.notes.push(`${profile.name} load ${i + 1}: ${url} showed no “${HEADING}” with ${PAPER_ITEM} within ${timeoutMs / 1000} s (${seen})`);
          continue;
        }
        result.runs.push(await evaluate<ScheduleRun>(`(${readWindow.toString()})(${settleMs})`));
        await pageProblems();
      } finally {
        await client.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
        result.notes.push(...problems.map((p) => `${profile.name}: ${p}`));
      }
    }
  } finally {
    await client.close();
  }
  result.notes = [...new Set(result.notes)];
  return result;
}

interface Tab {
  targetId: string;
  sessionId: string;
  /** Evaluates `expression` in the page (awaiting a promise), throwing what it threw, naming `url`. */
  evaluate: <T>(expression: string) => Promise<T>;
  /** Polls `expression` every 100 ms until it is true; false when `timeoutMs` passed first. */
  until: (expression: string) => Promise<boolean>;
}

/** A new tab in `browserContextId`, attached, with `scripts` to run before each document's own. */
async function openTab(client: CDP.Client, browserContextId: string, scripts: readonly string[], url: string, timeoutMs: number): Promise<Tab> {
  const { targetId } = await client.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await client.send('Target.attachToTarget', { targetId, flatten: true });
  // Not Runtime.enable, which would report the page's errors: with it, the entry script's evaluation
  // took 65–87 ms on the desktop instead of 27 ms (the page keeps them itself: watchProblems).
  await client.send('Page.enable', undefined, sessionId);
  for (const source of scripts) await client.send('Page.addScriptToEvaluateOnNewDocument', { source }, sessionId);
  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result: value, exceptionDetails } = await client.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
    if (exceptionDetails) throw new Error(`${url}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return value.value as T;
  };
  const until = async (expression: string): Promise<boolean> => {
    const giveUp = Date.now() + timeoutMs;
    while (Date.now() < giveUp) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (await evaluate<boolean>(expression).catch(() => false)) return true;
    }
    return false;
  };
  return { targetId, sessionId, evaluate, until };
}

/**
 * The profile's device on the page of `sessionId`, as Playwright's context options and the phone's
 * throttling give it in the other measures (vitalsProbe.ts): screen, touch, language, time zone, CPU and
 * network.
 */
async function emulate(client: CDP.Client, sessionId: string, profile: DeviceProfile, { timezoneId, userAgent }: { timezoneId: string; userAgent: string }): Promise<void> {
  const { viewport, deviceScaleFactor = 1, isMobile = false, hasTouch = false } = profile.context;
  if (!viewport) throw new Error(`${profile.name}: the schedule's measure needs the profile's viewport`);
  await client.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor, mobile: isMobile }, sessionId);
  if (hasTouch) await client.send('Emulation.setTouchEmulationEnabled', { enabled: true }, sessionId);
  // The heading is looked for in English.
  await client.send('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: 'en-US' }, sessionId);
  await client.send('Emulation.setLocaleOverride', { locale: 'en-US' }, sessionId);
  await client.send('Emulation.setTimezoneOverride', { timezoneId }, sessionId);
  if (profile.cpuSlowdown !== 1) await client.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown }, sessionId);
  if (profile.network !== null) {
    // The throttling needs the Network domain; its buffers for DevTools (the decoded copies) are left empty.
    await client.send('Network.enable', { maxTotalBufferSize: 1, maxResourceBufferSize: 1 }, sessionId);
    await client.send('Network.emulateNetworkConditions', { offline: false, ...profile.network }, sessionId);
  }
}

/** The site's papers (id and plain title), from its list.json; throws naming the address when it cannot. */
async function fetchList(siteUrl: string): Promise<{ id: string; title: string }[]> {
  const url = `${siteUrl}/data/list.json`;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return validateListFile(await response.json(), url).papers.map((paper) => ({ id: paper.id, title: plainTitle(paper) }));
  } catch (error) {
    throw new Error(`${url}: ${messageOf(error)}`, { cause: error });
  }
}

export interface ScheduleWindow {
  __problems: string[];
  __frames: LongFrame[];
  __schedule: { rendered: number | null; painted: number | null; items: number; complete: number | null };
  __vitals: { longTasks: LongTask[] };
}

// Runs in the page before its scripts: keeps its uncaught errors, unhandled rejections and console errors.
function watchProblems(): void {
  const problems: string[] = [];
  (window as unknown as ScheduleWindow).__problems = problems;
  window.addEventListener('error', (event) => problems.push(`page error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => problems.push(`page error: ${String(event.reason)}`));
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console error: ${args.map(String).join(' ')}`);
    error(...args);
  };
}

// Runs in the page before its scripts: keeps its long animation frames over `overMs`, each with what ran in it.
function watchFrames(overMs: number): void {
  const frames: LongFrame[] = [];
  (window as unknown as ScheduleWindow).__frames = frames;
  if (!PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { renderStart: number; scripts: { invoker: string; duration: number; forcedStyleAndLayoutDuration: number; sourceURL: string; sourceCharPosition: number }[] })[]) {
      if (entry.duration <= overMs) continue;
      frames.push({
        start: Math.round(entry.startTime),
        duration: Math.round(entry.duration),
        rendering: entry.renderStart > 0 ? Math.round(entry.startTime + entry.duration - entry.renderStart) : 0,
        scripts: entry.scripts.map((script) => ({
          invoker: script.invoker,
          duration: Math.round(script.duration),
          forcedStyleAndLayout: Math.round(script.forcedStyleAndLayoutDuration),
          source: `${script.sourceURL.split('/').pop() ?? ''}:${script.sourceCharPosition}`,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

// Runs in the page before its scripts (after installWhenShown): notes when the heading and a saved paper
// are first in the DOM, and the frame after, which shows the heading.
export function watchSchedule({ heading, item }: { heading: string; item: string }): void {
  const state: ScheduleWindow['__schedule'] = { rendered: null, painted: null, items: 0, complete: null };
  const whole = new MutationObserver(() => {
    if (document.querySelector('[data-drawn="all"]') === null) return;
    whole.disconnect();
    requestAnimationFrame(() => setTimeout(() => (state.complete = performance.now())));
  });
  whole.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-drawn'] });
  (window as unknown as ScheduleWindow).__schedule = state;
  const watch = () => observer.observe(document, { subtree: true, childList: true, characterData: true });
  const observer = new MutationObserver(() => {
    // The DOM alone here; whether the heading has a box, from the frame after (installWhenShown says why).
    const h1 = document.querySelector('h1');
    const items = document.querySelectorAll(item).length;
    if (h1 === null || h1.textContent?.trim() !== heading || items === 0) return;
    observer.disconnect();
    const at = performance.now();
    (window as unknown as ShownWindow).__whenShown(h1, (shown) => {
      if (!shown) return watch(); // in a hidden tree: the next change is looked at again
      state.rendered = at;
      state.items = items;
      state.painted = performance.now();
    });
  });
  watch();
}

// Runs in the page once the schedule is shown: waits `settleMs` past it, then reads the long tasks since
// navigation start (those that began within the window), after a last moment for their entries to arrive.
async function readWindow(settleMs: number): Promise<ScheduleRun> {
  const w = window as unknown as ScheduleWindow;
  const rendered = w.__schedule.painted as number;
  // Until the whole schedule is drawn (at most a minute), then `settleMs` more.
  const giveUp = performance.now() + 60_000;
  while (w.__schedule.complete === null && performance.now() < giveUp) await new Promise((resolve) => setTimeout(resolve, 100));
  const end = (w.__schedule.complete ?? rendered) + settleMs;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - performance.now())));
  await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    rendered,
    complete: w.__schedule.complete,
    items: w.__schedule.items,
    itemsAfter: document.querySelectorAll('li.schedule-paper').length,
    longTasks: w.__vitals.longTasks.filter((task) => task.start <= end),
    longFrames: (w.__frames ?? []).filter((frame) => frame.start <= end),
  };
}

/** A profile's loads in numbers: medians over the loads, and each load's. */
export interface ScheduleSummary {
  /** The longest task of each load (0: none over 50 ms), and their median. */
  longest: number[];
  longestMedian: number | null;
  /** Tasks over 50 ms in each load, and their median. */
  overBudget: number[];
  overBudgetMedian: number | null;
  /** Navigation start → the schedule shown, each load's, and their median. */
  rendered: number[];
  renderedMedian: number | null;
  /** Navigation start → the whole schedule drawn, each load's (those that got there), and their median. */
  complete: number[];
  completeMedian: number | null;
}

/**
 * summarizeSchedule([{ rendered: 900, longTasks: [{ start: 10, duration: 80 }, { start: 500, duration: 51 }], … },
 *                    { rendered: 1100, longTasks: [], … }])
 *   => { longest: [80, 0], longestMedian: 40, overBudget: [2, 0], overBudgetMedian: 1, rendered: [900, 1100], renderedMedian: 1000 }
 */
export function summarizeSchedule(runs: readonly ScheduleRun[]): ScheduleSummary {
  const longest = runs.map((run) => Math.max(0, ...run.longTasks.map((task) => task.duration)));
  const overBudget = runs.map((run) => run.longTasks.filter((task) => task.duration > LONG_TASK_MS).length);
  const rendered = runs.map((run) => run.rendered);
  const complete = runs.flatMap((run) => (run.complete === null ? [] : [run.complete]));
  return {
    longest, longestMedian: median(longest), overBudget, overBudgetMedian: median(overBudget), rendered, renderedMedian: median(rendered), complete, completeMedian: median(complete),
  };
}

/**
 * The schedule's table: a row per measure, a column per profile and visit; each cell the median, then each load's.
 *   scheduleTable([desktop, mobile]) => "| | 7,000 papers, 200 saved, desktop, first visit | … |\n| --- | --- | --- |\n| longest task (median; each load) | 38.0 ms (36, 38, 41) | … |\n…"
 */
export function scheduleTable(results: readonly ScheduleResult[]): string {
  const summaries = results.map((r) => summarizeSchedule(r.runs));
  const each = (values: readonly number[], digits = 0) => (values.length === 0 ? '' : ` (${values.map((v) => v.toFixed(digits)).join(', ')})`);
  const rows: [string, (s: ScheduleSummary) => string][] = [
    ['`/schedule`: navigation → schedule shown (median; each load)', (s) => `${ms(s.renderedMedian)}${each(s.rendered)}`],
    ['navigation → the whole schedule drawn (median; each load)', (s) => `${ms(s.completeMedian)}${each(s.complete)}`],
    [`longest task, navigation → 2 s after the whole is drawn (median; each load; budget ${LONG_TASK_MS} ms)`, (s) => `${ms(s.longestMedian)}${each(s.longest)}${verdict(s)}`],
    [`tasks over ${LONG_TASK_MS} ms (median; each load; budget 0)`, (s) => (s.overBudgetMedian === null ? 'n/a' : `${s.overBudgetMedian}${each(s.overBudget)}`)],
  ];
  const header = `| | ${results.map((r) => `${r.papers.toLocaleString('en-US')} papers, ${r.saved} saved, ${r.profile}, ${r.visit} visit`).join(' | ')} |`;
  const rule = `| --- | ${results.map(() => '---').join(' | ')} |`;
  const body = rows.map(([label, cell]) => `| ${label} | ${summaries.map(cell).join(' | ')} |`);
  return [header, rule, ...body].join('\n');
}

// verdict: " ✓" when the median load had no task over the budget, " ✗" when it had, "" with no loads.
function verdict(summary: ScheduleSummary): string {
  if (summary.longestMedian === null) return '';
  return summary.longestMedian <= LONG_TASK_MS ? ' ✓' : ' ✗';
}

/** The schedule's section of the report: its table and how it was measured. */
export function renderScheduleSection(results: readonly ScheduleResult[], runs: number): string {
  if (results.length === 0) return '';
  const notes = results.flatMap((r) => r.notes).map((note) => `- ${note}`);
  const papers = results[0]?.papers.toLocaleString('en-US') ?? 'n/a';
  return `## The schedule with saved papers

${scheduleTable(results)}

- \`generateFeed(${papers})\` (a synthetic virtual-site feed: every paper a poster, one in twenty an oral too,
  over four days) built as the bench's other sizes are; ${runs} fresh page loads of \`/schedule\` per profile
  (desktop and the throttled phone above), each with a reading list of ${results[0]?.saved ?? 'n/a'} papers spread evenly
  over the list (statuses in turn, a note on every fourth) put in localStorage before the page's first script;
  the reader's time zone ${READER_ZONE}, not the venue's, so each session shows the reader's clock too.
- *First visit*: a fresh browser context, empty cache. *Returning visit*: as a reader with a reading list has
  been here before, the same context visited \`/schedule\` once first, in a tab closed after (unthrottled, not
  measured), until the page said its offline copy was kept (\`html[data-offline="ready"]\`: the service
  worker, which stores the app's code and the data files); then the measured load in a new tab (a renderer
  process of its own), throttled as the profile says. It is the page's second visit, the one on which
  Chromium makes its code cache of the app's module scripts, on the main thread; later visits read it.
- Chromium is driven over the bare DevTools protocol (chrome-remote-interface), not Playwright: Playwright
  enables the Network domain on every page, and Chromium then decodes a copy of each response for DevTools on
  the page's main thread (the 5.3 MB list.json: a 100–150 ms task on the phone that no reader's browser runs).
  The phone's network throttling needs that domain: it is enabled with its buffers at one byte, so nothing is kept.
- *Shown*: navigation start → the heading “${HEADING}” and a \`${PAPER_ITEM}\` in the DOM, and the frame after,
  which gives the heading a box (told by an IntersectionObserver: the probe reads no layout itself).
  *Whole*: the page draws the schedule a part at a time and marks its root \`data-drawn="all"\` when every part
  is in; a frame after. *Long tasks*: the \`longtask\` entries from navigation start to 2 s after the whole is drawn (the observer starts
  with the page's first script: the navigation's own commit before it is not seen); the budget (issue 30)
  is none over ${LONG_TASK_MS} ms. results.json keeps each load's long animation frames over ${LONG_TASK_MS} ms too, with
  the scripts that ran in each: what each long task was.${notes.length > 0 ? `\n\nNotes:\n\n${notes.join('\n')}` : ''}`;
}
