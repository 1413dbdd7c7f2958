import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareOut } from '../../../src/lib/shareOut';

describe('shareOut', () => {
  it('cuts a list into runs in order, the first ones longer', () => {
    expect(shareOut([1, 2, 3, 4, 5], 2)).toEqual([[1, 2, 3], [4, 5]]);
    expect(shareOut([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5], [6, 7]]);
  });

  it('gives empty runs when there are fewer items than parts', () => {
    expect(shareOut(['a'], 3)).toEqual([['a'], [], []]);
    expect(shareOut([], 2)).toEqual([[], []]);
  });

  it('rejects a count of parts that is not a whole number ≥ 1', () => {
    expect(() => shareOut([1], 0)).toThrow('shareOut: parts must be a whole number ≥ 1, got 0');
    expect(() => shareOut([1], 1.5)).toThrow(RangeError);
  });

  it('gives the list back when the runs are joined, in runs whose lengths differ by one at most', () => {
    fc.assert(fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 8 }), (items, parts) => {
      const runs = shareOut(items, parts);
      const lengths = runs.map((run) => run.length);
      expect(runs).toHaveLength(parts);
      expect(runs.flat()).toEqual(items);
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
    }));
  });
});
