import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { lazyCollator } from '../../../src/lib/collators';
import { compareNatural } from '../../../src/lib/naturalOrder';

const RealCollator = Intl.Collator;
const intlNatural = new RealCollator('en', { numeric: true, sensitivity: 'base' });

// Counts the collators made from now on (Intl.Collator still makes them).
function countCollators(): { made: unknown[][] } {
  const made: unknown[][] = [];
  class Counted extends RealCollator {
    constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
      super(...args);
      made.push(args);
    }
  }
  Intl.Collator = Counted as typeof Intl.Collator;
  return { made };
}

afterEach(() => {
  Intl.Collator = RealCollator;
});

describe('lazyCollator', () => {
  it('makes its collator on the first comparison, once, not before', () => {
    const { made } = countCollators();
    const byTitle = lazyCollator('en', { sensitivity: 'base' });
    expect(made).toEqual([]);
    expect(byTitle('apple', 'Banana')).toBeLessThan(0);
    expect(byTitle('Été', 'ete')).toBe(0);
    expect(made).toEqual([['en', { sensitivity: 'base' }]]);
  });
});

describe('compareNatural', () => {
  it('orders boards as a reader walks them', () => {
    expect(['10', '2', '007', '1'].sort(compareNatural)).toEqual(['1', '2', '007', '10']);
    expect(['Hall B10', 'hall b2', 'A1'].sort(compareNatural)).toEqual(['A1', 'hall b2', 'Hall B10']);
  });

  it('compares plain numbers with no collator made, and makes one for the first board that is not', async () => {
    vi.resetModules();
    const fresh = (await import('../../../src/lib/naturalOrder')).compareNatural;
    const { made } = countCollators();
    expect(fresh('2', '10')).toBeLessThan(0);
    expect(fresh('0010', '10')).toBe(0);
    expect(fresh('99999999999999999999', '100000000000000000000')).toBeLessThan(0);
    expect(made).toEqual([]);
    expect(fresh('B2', 'b10')).toBeLessThan(0);
    expect(made).toHaveLength(1);
  });

  it('agrees with Intl.Collator\'s numeric collation, numbers or not', () => {
    const board = fc.oneof(fc.stringMatching(/^\d{1,25}$/), fc.stringMatching(/^[A-Za-z]{0,2}[ -]?\d{0,4}$/));
    fc.assert(
      fc.property(board, board, (a, b) => {
        expect(Math.sign(compareNatural(a, b))).toBe(Math.sign(intlNatural.compare(a, b)));
      }),
    );
  });
});
