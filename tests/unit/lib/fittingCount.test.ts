import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fittingCount } from '../../../src/lib/fittingCount';

describe('fittingCount', () => {
  it('keeps every item when all fit, without room for a count', () => {
    expect(fittingCount({ widths: [60, 80], available: 145, gap: 5, more: 30 })).toBe(2);
    expect(fittingCount({ widths: [], available: 0, gap: 5, more: 30 })).toBe(0);
  });

  it('keeps the first whole items that fit beside the "+N" counting the rest', () => {
    expect(fittingCount({ widths: [60, 80, 70], available: 200, gap: 5, more: 30 })).toBe(2);
    expect(fittingCount({ widths: [60, 80, 70], available: 179, gap: 5, more: 30 })).toBe(1);
  });

  it('keeps none when not even the first fits beside the count', () => {
    expect(fittingCount({ widths: [120, 80], available: 100, gap: 5, more: 30 })).toBe(0);
  });

  it('never overflows the row, and leaves out nothing that would fit', () => {
    const width = fc.integer({ min: 1, max: 200 });
    fc.assert(
      fc.property(fc.array(width, { maxLength: 8 }), fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 12 }), width, (widths, available, gap, more) => {
        const count = fittingCount({ widths, available, gap, more });
        const row = (n: number) => widths.slice(0, n).reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0) + (n < widths.length ? (n > 0 ? gap : 0) + more : 0);
        if (count === widths.length) {
          expect(row(count)).toBeLessThanOrEqual(available);
        } else {
          if (count > 0) expect(row(count)).toBeLessThanOrEqual(available);
          expect(row(count + 1)).toBeGreaterThan(available);
        }
      }),
    );
  });
});
