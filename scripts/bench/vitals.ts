// What a reader of the page feels, from the browser's own performance entries: long tasks, Total Blocking
// Time, layout shift, LCP, Event Timing of typed keys; Lighthouse's summary; and the comparison with the
// previous run's docs/benchmarks.md. Pure: scripts/bench/vitalsProbe.ts collects the entries in the page,
// scripts/bench/lighthouse.ts runs Lighthouse, scripts/bench/bench.ts joins them.
import { median, ms, percentile } from './report';

/** A long task (PerformanceObserver 'longtask'): start from navigation start and duration, in ms. */
export interface LongTask {
  start: number;
  duration: number;
}

/** A layout shift (PerformanceObserver 'layout-shift'), those with hadRecentInput already left out. */
export interface LayoutShift {
  start: number;
  value: number;
}

/** An Event Timing entry (PerformanceObserver 'event', durationThreshold 16). */
export interface EventEntry {
  name: string;
  start: number;
  duration: number;
  /** Shared by the entries of one interaction (keydown, keyup of one key); 0 for none. */
  interactionId: number;
}

/** The entries of one page load, as the probe saw them (times from navigation start). */
export interface LoadVitals {
  firstPaint: number | null;
  firstContentfulPaint: number | null;
  largestContentfulPaint: number | null;
  /** Long tasks until the full-text index was ready. */
  longTasks: LongTask[];
  shifts: LayoutShift[];
  /** Navigation start → data-search-ready="full" (null: never). */
  fullSearch: number | null;
  heapBytes: number;
}

/** Event Timing of one typing run: the entries, and how many keys were pressed. */
export interface TypingVitals {
  keys: number;
  events: EventEntry[];
}

/** How far a long task blocks: the part beyond this. */
const BLOCKING_MS = 50;

/**
 * Total Blocking Time: for each long task, the part beyond its first 50 ms, counted from `from` (first
 * contentful paint) on, as Lighthouse clips it.
 *   totalBlockingTime([{ start: 100, duration: 120 }, { start: 300, duration: 40 }], 0) => 70
 *   totalBlockingTime([{ start: 0, duration: 200 }], 100) => 100   (only the blocking part after 100)
 */
export function totalBlockingTime(tasks: readonly LongTask[], from: number): number {
  let sum = 0;
  for (const { start, duration } of tasks) {
    const blockingStart = Math.max(start + BLOCKING_MS, from);
    sum += Math.max(0, start + duration - blockingStart);
  }
  return sum;
}

/** Session windows of CLS: a window ends after 1 s without a shift, or 5 s after it began. */
const SESSION_GAP_MS = 1_000;
const SESSION_MAX_MS = 5_000;

/**
 * Cumulative Layout Shift as Chrome reports it: the largest sum of shift scores within one session window.
 *   cumulativeLayoutShift([{ start: 0, value: 0.1 }, { start: 500, value: 0.1 }, { start: 3000, value: 0.15 }]) => 0.2
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let worst = 0;
  let sum = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const { start, value } of [...shifts].sort((a, b) => a.start - b.start)) {
    if (start - last > SESSION_GAP_MS || start - windowStart > SESSION_MAX_MS) {
      sum = 0;
      windowStart = start;
    }
    sum += value;
    last = start;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/**
 * Each key's latency as INP reads it: the longest entry of its interaction (keydown, keyup share an
 * interactionId). Keys whose every entry was under the observer's 16 ms threshold are not reported by the
 * browser: they count as 0 here (shown as "< 16 ms"), so that percentiles are over every key pressed.
 *   keyLatencies({ keys: 3, events: [{ name: 'keydown', interactionId: 7, duration: 24, start: 0 },
 *                                    { name: 'keyup', interactionId: 7, duration: 16, start: 90 }] }) => [24, 0, 0]
 */
export function keyLatencies(typing: TypingVitals): number[] {
  const longest = new Map<number, number>();
  for (const event of typing.events) {
    if (event.interactionId === 0) continue;
    longest.set(event.interactionId, Math.max(longest.get(event.interactionId) ?? 0, event.duration));
  }
  const measured = [...longest.values()];
  return [...measured, ...Array.from({ length: Math.max(0, typing.keys - measured.length) }, () => 0)];
}

/** Event Timing reports nothing shorter than this (its durationThreshold). */
export const EVENT_THRESHOLD_MS = 16;

// eventMs(0) => "< 16 ms"; eventMs(24) => "24.0 ms"; eventMs(null) => "n/a"
export function eventMs(value: number | null): string {
  if (value === null) return 'n/a';
  return value < EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS} ms` : ms(value);
}

/** One profile's (desktop, mobile) measures at one size: a LoadVitals and a TypingVitals per page load. */
export interface ProfileVitals {
  papers: number;
  /** 'desktop' or 'mobile'. */
  profile: string;
  loads: LoadVitals[];
  typing: TypingVitals[];
  /** Keys typed as soon as the list shows, while the full text still loads: one run per load. */
  typingWhileLoading?: TypingVitals[];
  /** Navigation to `/?q=…` → its full-text results shown, per load (null: never). */
  queryAnswers?: (number | null)[];
}

const present = (values: readonly (number | null)[]): number[] => values.filter((v): v is number => v !== null);

/** The vitals as one table: a row per measure, a column per size and profile (medians over loads). */
export function vitalsTable(columns: readonly ProfileVitals[]): string {
  const longTaskRow = (pick: (load: LoadVitals) => number) => (c: ProfileVitals) => {
    const values = c.loads.map(pick);
    return values.length === 0 ? 'n/a' : String(median(values));
  };
  const afterPaint = (load: LoadVitals) => load.longTasks.filter((t) => t.start >= (load.firstPaint ?? 0)).length;
  const rows: [string, (c: ProfileVitals) => string][] = [
    ['first contentful paint (median)', (c) => ms(median(present(c.loads.map((l) => l.firstContentfulPaint))))],
    ['largest contentful paint (median)', (c) => ms(median(present(c.loads.map((l) => l.largestContentfulPaint))))],
    ['full-text search ready (median)', (c) => ms(median(present(c.loads.map((l) => l.fullSearch))))],
    ['long tasks until search ready: count (median)', longTaskRow((l) => l.longTasks.length)],
    ['long tasks after first paint: count (median)', longTaskRow(afterPaint)],
    ['longest task (median of loads)', (c) => ms(median(c.loads.map((l) => Math.max(0, ...l.longTasks.map((t) => t.duration)))))],
    ['Total Blocking Time, FCP → search ready (median)', (c) => ms(median(c.loads.map((l) => totalBlockingTime(l.longTasks, l.firstContentfulPaint ?? 0))))],
    ['Cumulative Layout Shift (median)', (c) => cls(median(c.loads.map((l) => cumulativeLayoutShift(l.shifts))))],
    ['typed keys, Event Timing p50 / p95 (loads pooled)', (c) => {
      const all = c.typing.flatMap(keyLatencies);
      return `${eventMs(percentile(all, 50))} / ${eventMs(percentile(all, 95))}`;
    }],
    ['typed keys: pressed / reported over 16 ms', (c) => {
      const all = c.typing.flatMap(keyLatencies);
      return `${all.length} / ${all.filter((v) => v > 0).length}`;
    }],
    ['typed while loading (from the list shown), Event Timing p50 / p95', (c) => {
      const all = (c.typingWhileLoading ?? []).flatMap(keyLatencies);
      return all.length === 0 ? 'n/a' : `${eventMs(percentile(all, 50))} / ${eventMs(percentile(all, 95))}`;
    }],
    ['`/?q=kernel`: navigation → full-text results shown (median)', (c) => ms(median(present(c.queryAnswers ?? [])))],
    ['JS heap after GC, search ready (median)', (c) => mib(median(c.loads.map((l) => l.heapBytes)))],
  ];
  const header = `| | ${columns.map((c) => `${c.papers.toLocaleString('en-US')} papers, ${c.profile}`).join(' | ')} |`;
  const rule = `| --- | ${columns.map(() => '---').join(' | ')} |`;
  const body = rows.map(([label, cell]) => `| ${label} | ${columns.map(cell).join(' | ')} |`);
  return [header, rule, ...body].join('\n');
}

// cls(0.0123) => "0.012"; cls(null) => "n/a"
const cls = (value: number | null): string => (value === null ? 'n/a' : value.toFixed(3));
const mib = (value: number | null): string => (value === null ? 'n/a' : `${(value / 1024 / 1024).toFixed(1)} MiB`);

/** What one Lighthouse run of one page reports (times in ms; null where the audit had no number). */
export interface LighthouseSummary {
  papers: number;
  /** The path audited, e.g. "/?q=kernel". */
  path: string;
  /** 0–100; null when Lighthouse could not score the page. */
  score: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  speedIndex: number | null;
  /** Lighthouse's runtimeError or run warnings, when there were any. */
  problem: string | null;
}

/** The part of Lighthouse's result (LHR) the summary reads. */
export interface LighthouseResultLike {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

/**
 * summarizeLighthouse(lhr, 19, '/') => { papers: 19, path: '/', score: 98, fcp: 1210.5, … }
 */
export function summarizeLighthouse(lhr: LighthouseResultLike, papers: number, path: string): LighthouseSummary {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score ?? null;
  const problems = [...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []), ...(lhr.runWarnings ?? [])];
  return {
    papers,
    path,
    score: score === null ? null : Math.round(score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    problem: problems.length > 0 ? problems.join('; ') : null,
  };
}

/** One row per page audited: | size | page | score | FCP | LCP | TBT | CLS | Speed Index |. */
export function lighthouseTable(runs: readonly LighthouseSummary[]): string {
  const lines = ['| papers | page | score | FCP | LCP | TBT | CLS | Speed Index |', '| --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const r of runs) {
    const score = r.score === null ? 'n/a' : String(r.score);
    lines.push(`| ${r.papers.toLocaleString('en-US')} | \`${r.path}\` | ${score} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${cls(r.cls)} | ${ms(r.speedIndex)} |`);
  }
  return lines.join('\n');
}

/** A results table read back from markdown: its size columns and, per row label, the cells. */
export interface ParsedTable {
  sizes: number[];
  rows: Map<string, string[]>;
}

/**
 * The desktop results table of a docs/benchmarks.md (the table under "## Results") and the run's date;
 * null when the text has none.
 *   parsePreviousRun('Generated … on 2026-11-29. …\n## Results\n\n| | 5,000 papers |\n| --- | --- |\n| x | 1 s |')
 *     => { date: '2026-11-29', table: { sizes: [5000], rows: Map { 'x' => ['1 s'] } }, text: '| | 5,000 papers |…' }
 */
export function parsePreviousRun(markdown: string): { date: string | null; table: ParsedTable; text: string } | null {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((line) => /^## Results\b/.test(line));
  if (heading === -1) return null;
  const start = lines.findIndex((line, i) => i > heading && line.startsWith('|'));
  if (start === -1) return null;
  let end = start;
  while (end < lines.length && lines[end]!.startsWith('|')) end++;
  const tableLines = lines.slice(start, end);
  const table = parseTable(tableLines);
  if (table === null) return null;
  const date = /Generated by `npm run bench` on (\d{4}-\d{2}-\d{2})/.exec(markdown)?.[1] ?? null;
  return { date, table, text: tableLines.join('\n') };
}

const cells = (line: string): string[] => line.replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());

function parseTable(lines: readonly string[]): ParsedTable | null {
  const [header, , ...body] = lines;
  if (header === undefined) return null;
  const sizes = cells(header).slice(1).map((h) => Number(/^([\d,]+) papers/.exec(h)?.[1]?.replaceAll(',', '') ?? NaN));
  const rows = new Map<string, string[]>();
  for (const line of body) {
    const [label, ...values] = cells(line);
    if (label) rows.set(label, values);
  }
  return { sizes, rows };
}

/**
 * The measures both runs share, side by side: | measure | papers | previous | now |, for each row label
 * and size found in both tables (the current one as resultsTable renders it).
 */
export function comparisonTable(previous: ParsedTable, currentMarkdown: string): string {
  const current = parseTable(currentMarkdown.split('\n'));
  const lines = ['| measure | papers | previous | now |', '| --- | --- | --- | --- |'];
  if (current === null) return lines.join('\n');
  for (const [label, values] of current.rows) {
    const before = previous.rows.get(label);
    if (before === undefined) continue;
    current.sizes.forEach((size, i) => {
      const j = previous.sizes.indexOf(size);
      if (Number.isNaN(size) || j === -1 || before[j] === undefined) return;
      lines.push(`| ${label} | ${size.toLocaleString('en-US')} | ${before[j]} | ${values[i] ?? 'n/a'} |`);
    });
  }
  return lines.join('\n');
}

/** What the report's vitals, Lighthouse and previous-run sections are made of; a part left out was not measured. */
export interface VitalsSections {
  /** Page loads per size and profile. */
  runs: number;
  vitals?: readonly ProfileVitals[];
  lighthouse?: readonly LighthouseSummary[];
  /** The previous docs/benchmarks.md, read before it was replaced (null: there was none). */
  previousMarkdown?: string | null;
  /** This run's desktop results table (resultsTable), to compare with the previous one. */
  resultsMarkdown?: string;
}

/** The markdown of those sections, each under its own "## " heading, with how it was measured. */
export function renderVitalsSections(parts: VitalsSections): string {
  const sections: string[] = [];
  if (parts.vitals && parts.vitals.length > 0) {
    sections.push(`## What a reader feels: desktop and mobile

${vitalsTable(parts.vitals)}

- ${parts.runs} fresh page loads per size and profile. *Desktop*: 1280×900, no throttling (the loads of the
  results above). *Mobile*: 412×823 at 1.75×, touch, and through the Chrome DevTools Protocol
  \`Emulation.setCPUThrottlingRate\` 4× and \`Network.emulateNetworkConditions\` at Lighthouse's slow 4G
  (150 ms latency, 1.6 Mbps down, 750 Kbps up), for the whole life of the page.
- PerformanceObservers (buffered) installed before the page's scripts, read when
  \`data-search-ready="full"\` is set (*full-text search ready*): \`paint\`, \`largest-contentful-paint\`,
  \`longtask\`, \`layout-shift\` (without those with \`hadRecentInput\`; CLS is the worst 1 s/5 s session
  window). *Total Blocking Time*: each long task's part beyond 50 ms, from first contentful paint to
  search ready (Lighthouse stops at Time to Interactive instead).
- *Typed keys*: once search is ready, the queries above typed again with real key presses
  (\`keyboard.press\`, one key about every 100 ms), timed by Event Timing (\`event\` entries,
  \`durationThreshold: 16\`): a key's latency is its longest entry (keydown, keyup of one
  \`interactionId\`), as INP reads it; a key with no entry over 16 ms counts as under 16 ms.
- *Heap*: \`JSHeapUsedSize\` after a forced GC, once search is ready.`);
  }
  if (parts.lighthouse && parts.lighthouse.length > 0) {
    const problems = parts.lighthouse.filter((r) => r.problem !== null).map((r) => `- ${r.papers.toLocaleString('en-US')} papers, \`${r.path}\`: ${r.problem}`);
    sections.push(`## Lighthouse (mobile)

${lighthouseTable(parts.lighthouse)}

- Lighthouse 12.2.3, performance only, its mobile defaults: Moto G Power screen emulation, simulated
  throttling (slow 4G, 4× CPU); one run per page, in Debian's Chromium (headless) on 127.0.0.1, the same
  compressed production build. Lighthouse's score varies by several points between runs.${problems.length > 0 ? `\n\nLighthouse's warnings:\n\n${problems.join('\n')}` : ''}`);
  }
  const previous = parts.previousMarkdown ? parsePreviousRun(parts.previousMarkdown) : null;
  if (previous !== null && parts.resultsMarkdown !== undefined) {
    sections.push(`## Compared with the previous run${previous.date ? ` (${previous.date})` : ''}

The desktop measures both runs share, each as its own run measured it (the previous run's code and
machine may differ: see its own header below); read differences of a few tens of percent as noise on
this two-core machine.

${comparisonTable(previous.table, parts.resultsMarkdown)}

### The previous run's results, as it reported them

${previous.text}`);
  }
  return sections.join('\n\n');
}
