// The benchmark's numbers and their report: statistics, budgets, and the markdown of docs/benchmarks.md.
// Pure: scripts/bench/bench.ts measures, this turns measurements into text.

/** What one list size measured. Times in milliseconds unless the name says otherwise; null: not measured. */
export interface SizeResult {
  papers: number;
  /** Where the list came from: the bundled data/icml-2026.txt, or generateList (the default). */
  source?: 'bundled' | 'synthetic';
  buildDataSeconds: number;
  /** parseAbstractList on the list in the bench's process, one per run (parseTime.ts); absent from runs before it existed. */
  parseMs?: number[];
  /** Sizes in bytes of the files the data build wrote. */
  /** index: search-index.json, absent from runs before it existed. */
  files: { list: number; text: number; index?: number; map: number; papers: number };
  /** Navigation start → DOMContentLoaded (the app's scripts have run), one per fresh page load. */
  domContentLoaded: number[];
  /** Navigation start → list.json fully received, one per load (null: the page did not fetch it). */
  listReceived: (number | null)[];
  /** Navigation start → the first result link painted, one per load. */
  firstResults: number[];
  /** Navigation start → the full-text index ready, one per load (null where it never was). */
  fullIndex: (number | null)[];
  /** How fullIndex was detected: the page's data-search-ready="full", or the fallback (see bench.ts). */
  fullIndexSignal: 'attribute' | 'fallback' | 'none';
  /** Used JS heap after a forced GC, once the index is ready, one per load. */
  heapBytes: number[];
  /** Per keystroke; null when the page has no search box. */
  keystrokes: KeystrokeTimes | null;
  /** In-page fetch + JSON.parse of the data files, the floor under any loading strategy. */
  floor: { list: number[]; text: number[] };
  /** Navigation start → the paper map's first full draw (/map, its performance mark), one per load; null: it never drew. */
  mapDrawn: (number | null)[];
  /** Frame to frame while the map zooms and pans (wheel and drag events, one a frame), all loads pooled. */
  mapFrames: number[];
  /** The offline copy (scripts/bench/offline.ts), one per load; absent from runs before it existed. */
  offline?: { ready: (number | null)[]; bytes: (number | null)[]; longestTask: (number | null)[] };
  /** Anything a reader of the numbers should know (page errors, fallbacks, timeouts). */
  notes: string[];
}

export interface KeystrokeTimes {
  /** How the end of an update was seen: the page's data-search-query marker, or a burst of mutations. */
  signal: 'marker' | 'mutations';
  /** Keystrokes typed, including those that changed nothing on the page. */
  typed: number;
  /** dispatchEvent('input') returning: the synchronous work of the handler. */
  handler: number[];
  /** The commit showing the typed query (marker), or the last DOM mutation of the burst it caused. */
  dom: number[];
  /** The frame after that mutation: requestAnimationFrame, then a task. */
  painted: number[];
  /** `dom` of each page load apart (the pooled `dom` is all of them); absent for a single load. */
  domPerLoad?: number[][];
}

/**
 * The keystroke p95 the budget is held to: the median over page loads of each load's p95, as first
 * results are the median over loads (one load slowed by the machine must not decide alone); the
 * pooled p95 when the loads were not kept apart.
 *   keystrokeP95({ dom: [...], domPerLoad: [[…p95 12], […p95 14], […p95 19]] }) => 14
 */
export function keystrokeP95(times: KeystrokeTimes | null | undefined): number | null {
  if (!times) return null;
  const perLoad = (times.domPerLoad ?? []).map((dom) => percentile(dom, 95)).filter((p): p is number => p !== null);
  return perLoad.length > 1 ? median(perLoad) : percentile(times.dom, 95);
}

export interface Budget {
  papers: number;
  /** p95 keystroke → DOM update. */
  keystrokeP95: number;
  /** Median navigation start → first results painted. */
  firstResults: number;
}

export const BUDGETS: readonly Budget[] = [
  { papers: 5_000, keystrokeP95: 16, firstResults: 1_500 },
  { papers: 20_000, keystrokeP95: 50, firstResults: 4_000 },
];

/**
 * The most the parser's time per abstract may grow from the smallest synthetic size measured to the
 * largest: a linear parser stays near 1×, a quadratic step shows as the ratio of the sizes (4× from
 * 5,000 to 20,000).
 */
export const PARSE_SCALING_LIMIT = 1.5;

/** The map's zoom and pan sequence (see benchPage.ts's measureMap): wheel steps in, drag moves, wheel steps out. */
export const MAP_STEPS = { zoomIn: 12, drag: 10, zoomOut: 8 } as const;

export interface Environment {
  date: string;
  cpu: string;
  cores: number;
  memoryBytes: number;
  /** The 1-minute load average when the run started: other work on the machine skews every number. */
  loadAverage: number;
  node: string;
  chromium: string;
  runs: number;
  /** The queries typed for the keystroke measures. */
  queries: readonly string[];
}

// percentile([1, 2, 3, 4], 50) => 2 (nearest rank); percentile([], 95) => null
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

// median([3, 1, 2]) => 2; median([1, 2, 3, 4]) => 2.5; median([]) => null
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

// ms(12.34) => "12.3 ms"; ms(1534) => "1.53 s"; ms(null) => "n/a"
export function ms(value: number | null): string {
  if (value === null) return 'n/a';
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return `${value.toFixed(1)} ms`;
}

// bytes(8_386_379) => "8.0 MiB"; bytes(2048) => "2.0 KiB"
export function bytes(value: number | null): string {
  if (value === null) return 'n/a';
  if (value >= 1024 * 1024) return `${(value / 1024 / 1024).toFixed(1)} MiB`;
  return `${(value / 1024).toFixed(1)} KiB`;
}

const present = (values: readonly (number | null)[]): number[] => values.filter((v): v is number => v !== null);

/** The results as one table: a row per measure, a column per size. */
export function resultsTable(results: readonly SizeResult[]): string {
  const rows: [string, (r: SizeResult) => string][] = [
    ['data build (`build-data`, wall clock)', (r) => `${r.buildDataSeconds.toFixed(1)} s`],
    ['parse (`parseAbstractList`, in process), median / per 1,000 abstracts', parseCell],
    ['list.json / text.json / map.json / papers.json', (r) => [r.files.list, r.files.text, r.files.map, r.files.papers].map(bytes).join(' / ')],
    ['search-index.json', (r) => (r.files.index === undefined ? 'n/a' : bytes(r.files.index))],
    ['page scripts run: DOMContentLoaded (median)', (r) => ms(median(r.domContentLoaded))],
    ['list.json received (median)', (r) => ms(median(present(r.listReceived)))],
    ['first results painted (median)', (r) => ms(median(r.firstResults))],
    ['full-text index ready (median)', (r) => ms(median(present(r.fullIndex))) + (r.fullIndexSignal === 'fallback' ? ' ¹' : '')],
    ['keystroke → handler returned, p50 / p95', (r) => pair(r.keystrokes?.handler)],
    ['keystroke → DOM updated, p50 / p95 (all loads pooled)', (r) => pair(r.keystrokes?.dom)],
    ['keystroke → DOM updated, p95 of each load (median)', (r) => perLoadP95(r.keystrokes)],
    ['keystroke → painted, p50 / p95', (r) => pair(r.keystrokes?.painted)],
    ['keystrokes timed / typed', (r) => (r.keystrokes ? `${r.keystrokes.dom.length} / ${r.keystrokes.typed}${r.keystrokes.signal === 'mutations' ? ' ²' : ''}` : 'no search box')],
    ['JS heap after GC, index ready (median)', (r) => bytes(median(r.heapBytes))],
    ['floor: fetch + parse list.json (median)', (r) => ms(median(r.floor.list))],
    ['floor: fetch + parse text.json (median)', (r) => ms(median(r.floor.text))],
    ['map: navigation → first full draw (median)', (r) => ms(median(present(r.mapDrawn)))],
    ['map: frame time while zooming and panning, p50 / p95', (r) => pair(r.mapFrames)],
    ['offline copy complete: navigation → every paper kept (median)', (r) => (r.offline ? ms(median(present(r.offline.ready))) : 'n/a')],
    ['offline copy stored in Cache Storage (median)', (r) => (r.offline ? bytes(median(present(r.offline.bytes))) : 'n/a')],
    ['longest main-thread task while keeping it (max; budget 50 ms)', (r) => (r.offline ? ms(Math.max(0, ...present(r.offline.longestTask))) : 'n/a')],
  ];
  const header = `| | ${results.map(sizeLabel).join(' | ')} |`;
  const rule = `| --- | ${results.map(() => '---').join(' | ')} |`;
  const body = rows.map(([label, cell]) => `| ${label} | ${results.map(cell).join(' | ')} |`);
  return [header, rule, ...body].join('\n');
}

// sizeLabel({ papers: 19, source: 'bundled' }) => "19 papers (bundled list)"
export function sizeLabel(result: Pick<SizeResult, 'papers' | 'source'>): string {
  return `${result.papers.toLocaleString('en-US')} papers${result.source === 'bundled' ? ' (bundled list)' : ''}`;
}

/** One row per budget that applies to a measured size, with ✓ or ✗ (n/a when it could not be measured). */
export function budgetTable(results: readonly SizeResult[]): string {
  const lines = ['| budget | limit | measured | |', '| --- | --- | --- | --- |'];
  for (const budget of BUDGETS) {
    const result = results.find((r) => r.papers === budget.papers);
    if (!result) continue;
    const n = budget.papers.toLocaleString('en-US');
    lines.push(verdict(`${n}: keystroke → DOM updated, p95 (median of loads)`, budget.keystrokeP95, keystrokeP95(result.keystrokes)));
    lines.push(verdict(`${n}: first results, median`, budget.firstResults, median(result.firstResults)));
  }
  const scaling = parseScaling(results);
  if (scaling !== null) {
    const label = `parse: time per abstract at ${scaling.large.toLocaleString('en-US')} ÷ at ${scaling.small.toLocaleString('en-US')} (linear: 1×)`;
    const mark = scaling.ratio <= PARSE_SCALING_LIMIT ? '✓' : '✗';
    lines.push(`| ${label} | ≤ ${PARSE_SCALING_LIMIT.toFixed(2)}× | ${scaling.ratio.toFixed(2)}× | ${mark} |`);
  }
  return lines.join('\n');
}

/**
 * How the parser's time per abstract grows from the smallest synthetic list measured to the largest;
 * null with fewer than two sizes parsed.
 *   parseScaling([{ papers: 5000, parseMs: [1000], … }, { papers: 20000, parseMs: [4400], … }])
 *     => { small: 5000, large: 20000, ratio: 1.1 }
 */
export function parseScaling(results: readonly SizeResult[]): { small: number; large: number; ratio: number } | null {
  const parsed = results
    .filter((r) => r.source !== 'bundled' && r.parseMs !== undefined && r.parseMs.length > 0)
    .map((r) => ({ papers: r.papers, perAbstract: (median(r.parseMs ?? []) as number) / r.papers }))
    .sort((a, b) => a.papers - b.papers);
  const small = parsed[0];
  const large = parsed.at(-1);
  if (small === undefined || large === undefined || small.papers === large.papers) return null;
  return { small: small.papers, large: large.papers, ratio: large.perAbstract / small.perAbstract };
}

/**
 * The part of docs/benchmarks.md written by hand (analyses, one-off measures, what was tried): a whole run
 * carries it over as it is, after the tables it generates.
 */
export const NOTES_START = '<!-- by-hand:start (npm run bench keeps what lies between these two lines) -->';
export const NOTES_END = '<!-- by-hand:end -->';

/**
 * The part of a report from `start` to `end`, both included; '' when it has none.
 *   markedPart('a <s>x<e> b', '<s>', '<e>') => "<s>x<e>"
 */
export function markedPart(report: string, start: string, end: string): string {
  const from = report.indexOf(start);
  const to = report.indexOf(end, from);
  return from < 0 || to < 0 ? '' : report.slice(from, to + end.length);
}

/**
 * The whole of docs/benchmarks.md. `sections`: markdown placed after the budgets (the vitals, Lighthouse,
 * the previous run; see benchVitals.ts), each starting with its own "## " heading.
 */
export function renderReport(env: Environment, results: readonly SizeResult[], sections = ''): string {
  const notes = results.flatMap((r) => r.notes.map((note) => `- ${r.papers.toLocaleString('en-US')} papers: ${note}`));
  const fallback = results.some((r) => r.fullIndexSignal === 'fallback');
  const mutations = results.some((r) => r.keystrokes?.signal === 'mutations');
  const footnotes = [
    fallback ? '¹ the page did not set `data-search-ready="full"`: the time is when text.json arrived or the status last changed, whichever is later.' : '',
    mutations ? '² the page has no `data-search-query` marker: keystrokes that leave the page looking the same cannot be timed, and an update is the last mutation of its burst.' : '',
  ].filter((line) => line !== '');
  return `# Benchmarks

Generated by \`npm run bench\` on ${env.date}. ${results.some((r) => r.source === 'bundled') ? 'Apart from the bundled list (data/icml-2026.txt), the' : 'The'} lists are **synthetic** (\`scripts/bench/synthetic.ts\`: a
machine-learning vocabulary plus made-up words, Zipf-skewed, 120–220 words per abstract), not real papers.

**Machine:** ${env.cpu}, ${env.cores} cores, ${(env.memoryBytes / 1024 ** 3).toFixed(1)} GiB memory; Node ${env.node};
headless Chromium ${env.chromium}. Load average at the start: ${env.loadAverage.toFixed(1)}${busy(env) ? ' — **a busy machine: the numbers are pessimistic**' : ''}.

## Results

${resultsTable(results)}
${footnotes.length > 0 ? `\n${footnotes.join('\n\n')}\n` : ''}
## Budgets

${budgetTable(results)}
${sections === '' ? '' : `\n${sections.trim()}\n`}
## Method

- Each size: \`generateList(N)\` (or the bundled list) → \`scripts/build/build-data.ts\` (timed as a child
  process, tsx start-up included) → one \`vite build\` whose copy gets that size's \`data/\` and its
  prerendered pages (\`scripts/build/prerender.ts\`), served as a static host serves the production build
  (\`scripts/serve/staticServer.ts\` with its defaults: brotli or gzip by Accept-Encoding, a host's caching
  headers, 404 for unknown paths) on 127.0.0.1.
- *Parse*: \`parseAbstractList\` on the same list in the bench's own process, after an untimed warm-up on
  100 abstracts, \`PARSE_RUNS\` times (\`scripts/bench/parseTime.ts\`), median. Linear in the length of
  the list means the same time per abstract at every size: the budget holds the largest synthetic size's
  time per abstract to ${PARSE_SCALING_LIMIT}× the smallest's.
- ${env.runs} fresh page loads per size, each in a new browser context (empty cache), 1280×900.
  *First results*: navigation start → the first \`<a href="/paper/…">\` in a list exists and a frame has
  passed (requestAnimationFrame, then a task). *Index ready*: navigation start →
  \`document.documentElement.dataset.searchReady === 'full'\`. *Heap*: CDP \`Performance.getMetrics\`
  JSHeapUsedSize after \`HeapProfiler.collectGarbage\`, once the index is ready.
- Keystrokes (on every load, once its index is ready; the ${env.runs} runs pooled):
  ${env.queries.map((q) => `“${q}”`).join(', ')}, each typed a character at a time by setting the
  search box's value and dispatching an \`input\` event from inside the page. *Handler*: until
  \`dispatchEvent\` returns. *DOM updated*: until the commit that sets the page's \`data-search-query\`
  marker to the typed text; on a page without the marker, until the last mutation of the burst the
  keystroke causes (a burst ends after 150 ms without one), and keystrokes that change nothing within 1 s
  are typed but not timed. *Painted*: the next frame after that (requestAnimationFrame, then a task).
  The keystroke budget is checked against *DOM updated*, as the median over the loads of each load's
  p95 (as first results are the median over loads), with the pooled p95 shown beside it: *painted*
  adds up to a frame of waiting for the display.
- *Map* (a fresh page per load, 1280×900): navigation start → \`/map\`'s \`performance.mark('map-drawn')\`, set
  after the first frame that draws every point (the canvas gets \`data-map-drawn\`). Then, in the page, one
  event per animation frame: ${MAP_STEPS.zoomIn} wheel steps in, ${MAP_STEPS.drag} drag moves, ${MAP_STEPS.zoomOut} wheel steps out; *frame time* is the
  time between consecutive frames (requestAnimationFrame timestamps), all loads pooled: 16.7 ms is a
  smooth 60 Hz, more means a frame took longer than the display's.
- *Floor*: in a fresh blank page of the same origin, \`fetch(url, { cache: 'no-store' })\`, \`text()\`,
  \`JSON.parse\`, three times each: what any loading strategy pays before it can show or index anything.
${notes.length > 0 ? `\n## Notes\n\n${notes.join('\n')}\n` : ''}`;
}

/** Busy: more than half the cores already taken by other work when the run started. */
export function busy(env: Pick<Environment, 'loadAverage' | 'cores'>): boolean {
  return env.loadAverage > env.cores / 2;
}

// parseCell({ papers: 5000, parseMs: [1200, 1000, 1100] }) => "1.10 s / 220.0 ms"
function parseCell(result: SizeResult): string {
  const time = median(result.parseMs ?? []);
  return time === null ? 'n/a' : `${ms(time)} / ${ms((time / result.papers) * 1000)}`;
}

function pair(values: readonly number[] | undefined): string {
  if (!values || values.length === 0) return 'n/a';
  return `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`;
}

// perLoadP95(times) => "14.0 ms (12.0, 14.0, 19.0)": the median, then each load's p95.
function perLoadP95(times: KeystrokeTimes | null | undefined): string {
  const each = (times?.domPerLoad ?? []).map((dom) => percentile(dom, 95));
  if (each.length < 2) return 'n/a (one load)';
  return `${ms(keystrokeP95(times))} (${each.map((p) => (p === null ? 'n/a' : p.toFixed(1))).join(', ')})`;
}

function verdict(label: string, limit: number, measured: number | null): string {
  const mark = measured === null ? 'n/a' : measured <= limit ? '✓' : '✗';
  return `| ${label} | ≤ ${ms(limit)} | ${ms(measured)} | ${mark} |`;
}
