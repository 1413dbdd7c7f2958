import { describe, expect, it } from 'vitest';
import { budgetTable, keystrokeP95, markedPart, median, NOTES_END, NOTES_START, parseScaling, percentile, renderReport, resultsTable, sizeLabel, type SizeResult } from '../../../../scripts/bench/report';

const result = (papers: number, dom: number[], firstResults: number[]): SizeResult => ({
  papers,
  buildDataSeconds: 2.5,
  domContentLoaded: [200, 210, 190],
  listReceived: [300, null, 320],
  files: { list: 2_000_000, text: 7_000_000, map: 200_000, papers: 25_000_000 },
  firstResults,
  fullIndex: [900, null, 1100],
  fullIndexSignal: 'attribute',
  heapBytes: [50e6, 60e6, 55e6],
  keystrokes: { signal: 'marker', typed: dom.length + 1, handler: dom.map(() => 1), dom, painted: dom.map((d) => d + 8) },
  floor: { list: [20, 30, 25], text: [80, 90, 85] },
  mapDrawn: [400, null, 500],
  mapFrames: [16.7, 16.6, 16.8, 33.4],
  notes: [],
});

describe('percentile and median', () => {
  it('take the nearest rank, and the middle', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});

describe('keystrokeP95', () => {
  it('is the median of the loads\' p95s when the loads were kept apart, else the pooled p95', () => {
    const load = (p95: number) => [...Array.from({ length: 9 }, () => 5), p95]; // its p95 (nearest rank) is its slowest
    const perLoad = [load(12), load(14), load(40)];
    const times = { signal: 'marker' as const, typed: 60, handler: [], dom: perLoad.flat(), painted: [], domPerLoad: perLoad };
    expect(keystrokeP95(times)).toBe(14);
    expect(keystrokeP95({ ...times, domPerLoad: undefined })).toBe(percentile(perLoad.flat(), 95));
    expect(keystrokeP95(null)).toBeNull();
    const table = budgetTable([{ ...result(5_000, perLoad.flat(), [1_000]), keystrokes: times }]);
    expect(table).toContain('| 5,000: keystroke → DOM updated, p95 (median of loads) | ≤ 16.0 ms | 14.0 ms | ✓ |');
  });
});

describe('budgetTable', () => {
  it('marks each budget of a measured size kept or missed', () => {
    const table = budgetTable([result(5_000, [5, 6, 30], [1_000, 1_200, 1_600])]);
    expect(table).toContain('| 5,000: keystroke → DOM updated, p95 (median of loads) | ≤ 16.0 ms | 30.0 ms | ✗ |');
    expect(table).toContain('| 5,000: first results, median | ≤ 1.50 s | 1.20 s | ✓ |');
    expect(table).not.toContain('20,000');
  });

  it('says n/a when keystrokes could not be measured', () => {
    const table = budgetTable([{ ...result(20_000, [], [3_000]), keystrokes: null }]);
    expect(table).toContain('| 20,000: keystroke → DOM updated, p95 (median of loads) | ≤ 50.0 ms | n/a | n/a |');
  });
});

describe('the parser\'s time', () => {
  const parsed = (papers: number, parseMs: number[]): SizeResult => ({ ...result(papers, [5], [1_000]), parseMs });

  it('shows the median parse and its time per 1,000 abstracts, n/a for a run that did not parse', () => {
    const table = resultsTable([parsed(5_000, [1_200, 1_000, 1_100]), result(20_000, [5], [1_000])]);
    expect(table).toContain('| parse (`parseAbstractList`, in process), median / per 1,000 abstracts | 1.10 s / 220.0 ms | n/a |');
  });

  it('holds the time per abstract at the largest synthetic size to the budget, next to the smallest', () => {
    const linear = [parsed(20_000, [4_400]), parsed(5_000, [1_000]), { ...parsed(19, [1]), source: 'bundled' as const }];
    expect(parseScaling(linear)).toEqual({ small: 5_000, large: 20_000, ratio: expect.closeTo(1.1, 5) });
    expect(budgetTable(linear)).toContain('| parse: time per abstract at 20,000 ÷ at 5,000 (linear: 1×) | ≤ 1.50× | 1.10× | ✓ |');
    // Quadratic: four times the papers, four times the time per abstract.
    expect(budgetTable([parsed(5_000, [1_000]), parsed(20_000, [16_000])])).toContain('| 4.00× | ✗ |');
  });

  it('has nothing to compare with one size parsed', () => {
    expect(parseScaling([parsed(5_000, [1_000]), result(20_000, [5], [1_000])])).toBeNull();
    expect(budgetTable([parsed(5_000, [1_000])])).not.toContain('parse:');
  });
});

describe('renderReport', () => {
  it('says the lists are synthetic and names the machine', () => {
    const env = { date: '2026-07-01', cpu: 'Test CPU', cores: 8, memoryBytes: 16 * 1024 ** 3, loadAverage: 0.2, node: 'v20.19.0', chromium: '140.0', runs: 3, queries: ['gan'] };
    const text = renderReport(env, [result(5_000, [5], [1_000])]);
    expect(text).toContain('**synthetic**');
    expect(text).toContain('Test CPU, 8 cores, 16.0 GiB memory; Node v20.19.0');
    expect(text).toContain('| first results painted (median) | 1.00 s |');
    expect(text).toContain('| full-text index ready (median) | 1.00 s |');
    expect(text).not.toContain('busy machine');
    expect(renderReport({ ...env, loadAverage: 5 }, [])).toContain('Load average at the start: 5.0 — **a busy machine');
  });

  it('reports the map: its file, its first draw and its frame time, and how they were measured', () => {
    const env = { date: '2026-07-01', cpu: 'Test CPU', cores: 8, memoryBytes: 16 * 1024 ** 3, loadAverage: 0.2, node: 'v20.19.0', chromium: '140.0', runs: 3, queries: ['gan'] };
    const text = renderReport(env, [result(5_000, [5], [1_000])]);
    expect(text).toContain('| list.json / text.json / map.json / papers.json | 1.9 MiB / 6.7 MiB / 195.3 KiB / 23.8 MiB |');
    expect(text).toContain('| search-index.json | n/a |');
    expect(resultsTable([{ ...result(5000, [1], [1]), files: { ...result(1, [], []).files, index: 4_300_000 } }])).toContain('| search-index.json | 4.1 MiB |');
    expect(text).toContain('| map: navigation → first full draw (median) | 450.0 ms |');
    expect(text).toContain('| map: frame time while zooming and panning, p50 / p95 | 16.7 ms / 33.4 ms |');
    expect(text).toContain('12 wheel steps in, 10 drag moves, 8 wheel steps out');
    expect(text).toContain("`/map`'s `performance.mark('map-drawn')`");
  });

  it("carries the part written by hand from one run's report into the next, as it was", () => {
    const env = { date: '2026-07-01', cpu: 'Test CPU', cores: 8, memoryBytes: 16 * 1024 ** 3, loadAverage: 0.2, node: 'v20.19.0', chromium: '140.0', runs: 3, queries: ['gan'] };
    const notes = `${NOTES_START}\n## What was tried\n\nA cache, 3 % faster: not kept.\n${NOTES_END}`;
    const first = renderReport(env, [result(5_000, [5], [1_000])], `## Vitals\n\n| a |\n\n${notes}`);
    expect(markedPart(first, NOTES_START, NOTES_END)).toBe(notes);
    const second = renderReport({ ...env, date: '2026-07-02' }, [result(5_000, [6], [900])], `## Vitals\n\n| b |\n\n${markedPart(first, NOTES_START, NOTES_END)}`);
    expect(markedPart(second, NOTES_START, NOTES_END)).toBe(notes);
    expect(second.indexOf('## Vitals')).toBeLessThan(second.indexOf(NOTES_START));
    expect(markedPart('no notes here', NOTES_START, NOTES_END)).toBe('');
    expect(markedPart(`${NOTES_END} ${NOTES_START} unterminated`, NOTES_START, NOTES_END)).toBe('');
  });

  it('says n/a for a map that never drew', () => {
    const table = resultsTable([{ ...result(5_000, [5], [1_000]), mapDrawn: [null], mapFrames: [] }]);
    expect(table).toContain('| map: navigation → first full draw (median) | n/a |');
    expect(table).toContain('| map: frame time while zooming and panning, p50 / p95 | n/a |');
  });
});

describe('sizeLabel and renderReport with more sections', () => {
  it('names the bundled list, and places the extra sections between the budgets and the method', () => {
    const env = { date: '2026-07-01', cpu: 'Test CPU', cores: 8, memoryBytes: 16 * 1024 ** 3, loadAverage: 0.2, node: 'v20.19.0', chromium: '140.0', runs: 3, queries: ['gan'] };
    const bundled = { ...result(19, [5], [300]), source: 'bundled' as const };
    expect(sizeLabel(bundled)).toBe('19 papers (bundled list)');
    const text = renderReport(env, [bundled, result(5_000, [5], [1_000])], '## Lighthouse (mobile)\n\nscores');
    expect(text).toContain('| | 19 papers (bundled list) | 5,000 papers |');
    expect(text).toContain('Apart from the bundled list (data/icml-2026.txt), the lists are **synthetic**');
    expect(text.indexOf('## Budgets')).toBeLessThan(text.indexOf('## Lighthouse (mobile)'));
    expect(text.indexOf('## Lighthouse (mobile)')).toBeLessThan(text.indexOf('## Method'));
    expect(text).toContain('brotli or gzip by Accept-Encoding');
  });
});
