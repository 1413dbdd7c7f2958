// A filter's values as numbers (corpus.ts numbered), which every filter and count of the search reads.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numbered } from '../../../../src/lib/search/corpus';
import type { ListPaper } from '../../../../src/lib/types';

// Papers that carry only the values under test; numbered hands each to the function it is given.
const papersOf = (values: readonly (readonly (string | undefined)[])[]) => values.map((v) => ({ v }) as unknown as ListPaper);
const valuesOf = (paper: ListPaper, add: (value: string | undefined) => void) => (paper as unknown as { v: (string | undefined)[] }).v.forEach((value) => add(value));
const papersValues = (table: ReturnType<typeof numbered>, count: number) =>
  Array.from({ length: count }, (_, p) => Array.from(table.of.slice(table.start[p], table.start[p + 1]), (n) => table.names[n]));

describe('numbered', () => {
  it('numbers the values as they come, and gives each paper its own', () => {
    const table = numbered(papersOf([['rl', 'theory'], ['rl']]), valuesOf);
    expect(table.names).toEqual(['rl', 'theory']);
    expect([...table.start]).toEqual([0, 2, 3]);
    expect([...table.of]).toEqual([0, 1, 0]);
    expect(table.numbers).toEqual(new Map([['rl', 0], ['theory', 1]]));
  });

  it('keeps each value once per paper, leaves out none but undefined, and grows past its first room', () => {
    const value = fc.option(fc.constantFrom('a', 'b', 'c', 'Ling Yang', '~Ling_Yang1', ''), { nil: undefined });
    fc.assert(
      fc.property(fc.array(fc.array(value, { maxLength: 40 }), { maxLength: 12 }), (values) => {
        const table = numbered(papersOf(values), valuesOf);
        const expected = values.map((each) => [...new Set(each.filter((v) => v !== undefined))]);
        expect(papersValues(table, values.length)).toEqual(expected);
        expect(table.names).toEqual([...new Set(expected.flat())]);
        table.names.forEach((name, n) => expect(table.numbers.get(name)).toBe(n));
        expect(table.of.length).toBe(table.start[values.length]);
      }),
    );
  });
});
