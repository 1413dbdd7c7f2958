import { describe, expect, it } from 'vitest';
import {
  comparisonTable, cumulativeLayoutShift, eventMs, keyLatencies, lighthouseTable, parsePreviousRun, renderVitalsSections,
  summarizeLighthouse, totalBlockingTime, vitalsTable, type LoadVitals, type ProfileVitals,
} from '../../../../scripts/bench/vitals';
import { percentile } from '../../../../scripts/bench/report';

describe('totalBlockingTime', () => {
  it('sums the part of each long task beyond 50 ms', () => {
    expect(totalBlockingTime([{ start: 100, duration: 120 }, { start: 300, duration: 60 }, { start: 500, duration: 40 }], 0)).toBe(80);
    expect(totalBlockingTime([], 0)).toBe(0);
  });

  it('counts only what blocks after first contentful paint, clipping a task that spans it', () => {
    expect(totalBlockingTime([{ start: 0, duration: 200 }], 100)).toBe(100);
    expect(totalBlockingTime([{ start: 0, duration: 200 }], 20)).toBe(150);
    expect(totalBlockingTime([{ start: 0, duration: 90 }, { start: 1_000, duration: 70 }], 500)).toBe(20);
  });
});

describe('cumulativeLayoutShift', () => {
  it('is the largest sum within one session window (1 s gap, 5 s at most)', () => {
    expect(cumulativeLayoutShift([{ start: 0, value: 0.1 }, { start: 500, value: 0.1 }, { start: 3_000, value: 0.15 }])).toBeCloseTo(0.2);
    const steady = Array.from({ length: 12 }, (_, i) => ({ start: i * 900, value: 0.01 })); // one shift every 0.9 s
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06); // 0, 0.9 … 4.5 s: six in the first 5 s window
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('keyLatencies', () => {
  it('takes the longest entry of each interaction and counts unreported keys as under the threshold', () => {
    const events = [
      { name: 'keydown', start: 0, duration: 24, interactionId: 7 },
      { name: 'keyup', start: 60, duration: 16, interactionId: 7 },
      { name: 'keydown', start: 100, duration: 40, interactionId: 9 },
      { name: 'input', start: 101, duration: 56, interactionId: 0 },
    ];
    expect(keyLatencies({ keys: 4, events })).toEqual([24, 40, 0, 0]);
    expect(eventMs(percentile(keyLatencies({ keys: 4, events }), 50))).toBe('< 16 ms');
    expect(eventMs(percentile(keyLatencies({ keys: 4, events }), 95))).toBe('40.0 ms');
    expect(eventMs(null)).toBe('n/a');
  });
});

const load = (overrides: Partial<LoadVitals> = {}): LoadVitals => ({
  firstPaint: 100,
  firstContentfulPaint: 120,
  largestContentfulPaint: 900,
  longTasks: [{ start: 50, duration: 80 }, { start: 400, duration: 150 }],
  shifts: [{ start: 1_000, value: 0.02 }],
  fullSearch: 2_500,
  heapBytes: 40 * 1024 * 1024,
  ...overrides,
});

describe('vitalsTable', () => {
  it('has a column per size and device, medians over loads and Event Timing percentiles', () => {
    const column: ProfileVitals = { papers: 5_000, profile: 'mobile', loads: [load(), load({ fullSearch: 3_000 }), load({ fullSearch: 9_000 })], typing: [{ keys: 2, events: [{ name: 'keydown', start: 0, duration: 48, interactionId: 1 }] }] };
    const table = vitalsTable([column]);
    expect(table).toContain('| | 5,000 papers, mobile |');
    expect(table).toContain('| full-text search ready (median) | 3.00 s |');
    expect(table).toContain('| long tasks until search ready: count (median) | 2 |');
    expect(table).toContain('| long tasks after first paint: count (median) | 1 |');
    expect(table).toContain('| longest task (median of loads) | 150.0 ms |');
    // 10 ms of the first task's blocking part (100–130 ms) falls after FCP (120 ms), and 100 ms of the second's
    expect(table).toContain('| Total Blocking Time, FCP → search ready (median) | 110.0 ms |');
    expect(table).toContain('| Cumulative Layout Shift (median) | 0.020 |');
    expect(table).toContain('| typed keys, Event Timing p50 / p95 (loads pooled) | < 16 ms / 48.0 ms |');
    expect(table).toContain('| typed keys: pressed / reported over 16 ms | 2 / 1 |');
    expect(table).toContain('| JS heap after GC, search ready (median) | 40.0 MiB |');
    // Measures a run may not have taken.
    expect(table).toContain('| typed while loading (from the list shown), Event Timing p50 / p95 | n/a |');
    expect(table).toContain('| `/?q=kernel`: navigation → full-text results shown (median) | n/a |');
  });

  it('has the keys typed while loading and the answers to a `?q=` link, when the run took them', () => {
    const key = (interactionId: number, duration: number) => ({ name: 'keydown', start: 0, duration, interactionId });
    const column: ProfileVitals = {
      papers: 7_000,
      profile: 'mobile',
      loads: [load()],
      typing: [],
      typingWhileLoading: [{ keys: 4, events: [key(1, 40), key(2, 120), key(3, 64)] }],
      queryAnswers: [4_200, null, 3_100, 5_000],
    };
    const table = vitalsTable([column]);
    expect(table).toContain('| typed while loading (from the list shown), Event Timing p50 / p95 | 40.0 ms / 120.0 ms |');
    expect(table).toContain('| `/?q=kernel`: navigation → full-text results shown (median) | 4.20 s |');
  });
});

describe('summarizeLighthouse and lighthouseTable', () => {
  it('read the score and the five metrics, and say n/a for what is missing', () => {
    const lhr = {
      categories: { performance: { score: 0.874 } },
      audits: {
        'first-contentful-paint': { numericValue: 1_812.4 },
        'largest-contentful-paint': { numericValue: 2_950 },
        'total-blocking-time': { numericValue: 320 },
        'cumulative-layout-shift': { numericValue: 0.0041 },
        'speed-index': { numericValue: 2_100 },
      },
    };
    const summary = summarizeLighthouse(lhr, 19, '/');
    expect(summary).toEqual({ papers: 19, path: '/', score: 87, fcp: 1_812.4, lcp: 2_950, tbt: 320, cls: 0.0041, speedIndex: 2_100, problem: null });
    const failed = summarizeLighthouse({ categories: { performance: { score: null } }, audits: {}, runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }, 5_000, '/?q=kernel');
    expect(failed.problem).toBe('NO_FCP: The page did not paint');
    expect(lighthouseTable([summary, failed])).toBe([
      '| papers | page | score | FCP | LCP | TBT | CLS | Speed Index |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| 19 | `/` | 87 | 1.81 s | 2.95 s | 320.0 ms | 0.004 | 2.10 s |',
      '| 5,000 | `/?q=kernel` | n/a | n/a | n/a | n/a | n/a | n/a |',
    ].join('\n'));
  });
});

const PREVIOUS = `# Benchmarks

Generated by \`npm run bench\` on 2026-11-29. The lists are **synthetic**.

## Results

| | 5,000 papers | 20,000 papers |
| --- | --- | --- |
| first results painted (median) | 1.03 s | 1.50 s |
| JS heap after GC, index ready (median) | 48.6 MiB | 170.1 MiB |

## Budgets
`;

describe('parsePreviousRun and comparisonTable', () => {
  it('read the results table of an earlier report and set its numbers beside the new ones, size by size', () => {
    const previous = parsePreviousRun(PREVIOUS);
    expect(previous?.date).toBe('2026-11-29');
    expect(previous?.table.sizes).toEqual([5_000, 20_000]);
    expect(previous?.table.rows.get('first results painted (median)')).toEqual(['1.03 s', '1.50 s']);
    const current = ['| | 19 papers (bundled list) | 5,000 papers |', '| --- | --- | --- |', '| first results painted (median) | 300.0 ms | 1.10 s |', '| a new measure | 1 | 2 |'].join('\n');
    expect(comparisonTable(previous!.table, current)).toBe([
      '| measure | papers | previous | now |',
      '| --- | --- | --- | --- |',
      '| first results painted (median) | 5,000 | 1.03 s | 1.10 s |',
    ].join('\n'));
  });

  it('finds nothing in a text without a results table', () => {
    expect(parsePreviousRun('# Benchmarks\n\nnot yet run\n')).toBeNull();
  });
});

describe('renderVitalsSections', () => {
  it('writes only the parts measured, and keeps the previous run beside the comparison', () => {
    const current = '| | 5,000 papers |\n| --- | --- |\n| first results painted (median) | 1.10 s |';
    const text = renderVitalsSections({ runs: 3, previousMarkdown: PREVIOUS, resultsMarkdown: current });
    expect(text).toContain('## Compared with the previous run (2026-11-29)');
    expect(text).toContain('| first results painted (median) | 5,000 | 1.03 s | 1.10 s |');
    expect(text).toContain('| JS heap after GC, index ready (median) | 48.6 MiB | 170.1 MiB |');
    expect(text).not.toContain('## Lighthouse');
    expect(text).not.toContain('## What a reader feels');
    expect(renderVitalsSections({ runs: 1, lighthouse: [summarizeLighthouse({ categories: {}, audits: {}, runWarnings: ['slow server'] }, 19, '/')] }))
      .toContain('- 19 papers, `/`: slow server');
  });
});
