import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anchoredIndex, placesToSave, readPlaces } from '../../../src/lib/scrollPlace';
import type { ScrollPlace } from '../../../src/lib/scrollPlace';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe('anchoredIndex', () => {
  it('finds the row at its index while its paper is still there', () => {
    expect(anchoredIndex({ index: 1, id: 'b', offset: 40 }, rows('a', 'b', 'b'))).toBe(1);
  });

  it('follows the paper when the list has changed since', () => {
    expect(anchoredIndex({ index: 1, id: 'b', offset: 40 }, rows('b', 'a'))).toBe(0);
    expect(anchoredIndex({ index: 7, id: 'c', offset: 0 }, rows('a', 'b', 'c'))).toBe(2);
  });

  it('says -1 when the paper is gone', () => {
    expect(anchoredIndex({ index: 0, id: 'z', offset: 0 }, rows('a', 'b'))).toBe(-1);
    expect(anchoredIndex({ index: 0, id: 'z', offset: 0 }, [])).toBe(-1);
  });
});

describe('readPlaces', () => {
  it('reads positions and rows, leaving out what is not a place', () => {
    const anchor = { index: 3, id: 'cfmm', offset: -12.5 };
    const places = readPlaces([
      ['k1', 640],
      ['k2', 90, anchor],
      ['k3', 'NaN'],
      ['k4', 10, { index: -1, id: 'x', offset: 0 }], // not a row: the position alone
      ['k5', 10, { index: 1, id: 2, offset: 0 }],
      [5, 5],
      'k6',
    ]);
    expect([...places]).toEqual([
      ['k1', { y: 640 }],
      ['k2', { y: 90, anchor }],
      ['k4', { y: 10 }],
      ['k5', { y: 10 }],
    ]);
  });

  it('reads anything else as no places', () => {
    for (const saved of [null, 'x', { a: 1 }, 42]) expect(readPlaces(saved).size).toBe(0);
  });

  it('reads back what placesToSave wrote, through JSON', () => {
    const place = fc.record(
      {
        y: fc.double({ noNaN: true, noDefaultInfinity: true }),
        anchor: fc.record({ index: fc.nat(), id: fc.string(), offset: fc.double({ noNaN: true, noDefaultInfinity: true }) }),
      },
      { requiredKeys: ['y'] },
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.string(), place), { selector: ([key]) => key }), (entries) => {
        const places = new Map<string, ScrollPlace>(entries);
        const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
        // Compared with the places as JSON has them (it writes -0 as 0).
        expect(readPlaces(throughJson(placesToSave(places, entries.length)))).toEqual(new Map(throughJson([...places]) as [string, ScrollPlace][]));
      }),
    );
  });
});

describe('placesToSave', () => {
  it('keeps the most recent places, a row only where there is one', () => {
    const anchor = { index: 3, id: 'cfmm', offset: 12 };
    const places = new Map<string, ScrollPlace>([
      ['old', { y: 1 }],
      ['k1', { y: 640 }],
      ['k2', { y: 90, anchor }],
    ]);
    expect(placesToSave(places, 2)).toEqual([
      ['k1', 640],
      ['k2', 90, anchor],
    ]);
  });
});
