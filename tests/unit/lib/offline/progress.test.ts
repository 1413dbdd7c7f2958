import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REPORT_EVERY_MS, copyShare, progressChannel, progressMessage, readProgress, reportDue } from '../../../../src/lib/offline/progress';

describe('progressChannel', () => {
  it('is one channel per site, so two sites of one origin never read each other', () => {
    expect(progressChannel('https://example.org/icml2026/')).not.toBe(progressChannel('https://example.org/neurips2026/'));
  });
});

describe('readProgress', () => {
  it('reads back what the worker posts', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const progress = { done: Math.min(a, b), total: Math.max(a, b) };
        expect(readProgress(structuredClone(progressMessage(progress)))).toEqual(progress);
      }),
    );
  });

  it.each([
    ['nothing', null],
    ['a string', 'offline-copy-progress'],
    ['another message', { type: 'SKIP_WAITING' }],
    ['no total', { type: 'offline-copy-progress', done: 3 }],
    ['a negative count', { type: 'offline-copy-progress', done: -1, total: 5000 }],
    ['a fraction', { type: 'offline-copy-progress', done: 1.5, total: 5000 }],
    ['a count as text', { type: 'offline-copy-progress', done: '3', total: 5000 }],
    ['more done than there are', { type: 'offline-copy-progress', done: 5001, total: 5000 }],
  ])('refuses %s', (_, data) => {
    expect(readProgress(data)).toBeNull();
  });
});

describe('reportDue', () => {
  it('always reports the start and the end', () => {
    expect(reportDue({ done: 0, total: 5000 }, null, 0)).toBe(true);
    expect(reportDue({ done: 5000, total: 5000 }, 10, 11)).toBe(true);
  });

  it(`reports at most once in ${REPORT_EVERY_MS} ms in between`, () => {
    expect(reportDue({ done: 200, total: 5000 }, 0, REPORT_EVERY_MS - 1)).toBe(false);
    expect(reportDue({ done: 200, total: 5000 }, 0, REPORT_EVERY_MS)).toBe(true);
  });

  it('reports a copy of 5,000 bytes, kept 200 at a time at any pace, from 0 to 5,000, never twice within the interval', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3000), { minLength: 25, maxLength: 25 }), (batchMs) => {
        const reports: { done: number; at: number }[] = [];
        let lastAt: number | null = null;
        let now = 0;
        for (let done = 0; done <= 5000; done += 200) {
          if (reportDue({ done, total: 5000 }, lastAt, now)) {
            reports.push({ done, at: now });
            lastAt = now;
          }
          now += batchMs[done / 200] ?? 0;
        }
        expect(reports[0]?.done).toBe(0);
        expect(reports.at(-1)?.done).toBe(5000);
        for (let i = 1; i < reports.length - 1; i++) expect(reports[i]!.at - reports[i - 1]!.at).toBeGreaterThanOrEqual(REPORT_EVERY_MS);
      }),
    );
  });
});

describe('copyShare', () => {
  it('rounds down to a whole percent, so that only a complete copy is 100%', () => {
    expect(copyShare({ done: 1234, total: 5000 })).toBe(0.24);
    expect(copyShare({ done: 4999, total: 5000 })).toBe(0.99);
    expect(copyShare({ done: 5000, total: 5000 })).toBe(1);
  });

  it('is 0 for a copy of nothing', () => {
    expect(copyShare({ done: 0, total: 0 })).toBe(0);
  });

  it('is a whole percent from 0 to 1, never more than the share kept', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.nat(10 ** 9), (a, b) => {
        const progress = { done: Math.min(a, b), total: Math.max(a, b) };
        const share = copyShare(progress);
        expect(Number.isInteger(Math.round(share * 100))).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(progress.total === 0 ? 0 : progress.done / progress.total);
      }),
    );
  });
});
