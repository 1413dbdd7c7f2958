// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeImport, mergeSync } from '../../../../src/lib/library/merge';
import type { LibraryData, ReadingEntry, SavedSearch } from '../../../../src/lib/library/types';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import { libraryArb } from './fixtures/libraryArbitraries';

const entry = (id: string, addedAt: number, more: Partial<ReadingEntry> = {}): ReadingEntry => ({
  id,
  title: id.toUpperCase(),
  addedAt,
  status: 'to-read',
  note: '',
  updatedAt: addedAt,
  ...more,
});
const search = (name: string, q: string, createdAt: number): SavedSearch => ({ name, search: { ...EMPTY_SEARCH, q }, createdAt });
const lib = (readingList: ReadingEntry[], savedSearches: SavedSearch[] = []): LibraryData => ({ readingList, savedSearches });
const ids = (data: LibraryData) => data.readingList.map((e) => e.id);
const names = (data: LibraryData) => data.savedSearches.map((s) => s.name);

describe('mergeImport', () => {
  it('adds new papers in order of addition and reports them', () => {
    const { data, report } = mergeImport(lib([entry('b', 20)]), lib([entry('a', 10), entry('c', 30)]));
    expect(ids(data)).toEqual(['a', 'b', 'c']);
    expect(report).toEqual({ added: { readingList: 2, savedSearches: 0 }, updated: 0, skipped: [], renamed: [] });
  });

  it('takes a more recently changed entry, and skips an older or identical one with a reason', () => {
    const mine = lib([entry('a', 1, { note: 'mine', updatedAt: 50 }), entry('b', 2, { note: 'mine', updatedAt: 50 }), entry('c', 3)]);
    const incoming = lib([entry('a', 1, { note: 'theirs', updatedAt: 60 }), entry('b', 2, { note: 'theirs', updatedAt: 40 }), entry('c', 3)]);
    const { data, report } = mergeImport(mine, incoming);
    expect(data.readingList.map((e) => e.note)).toEqual(['theirs', 'mine', '']);
    expect(report.updated).toBe(1);
    expect(report.skipped).toEqual([
      { what: '“B” (b)', reason: 'your reading list has a more recent change to it' },
      { what: '“C” (c)', reason: 'it is already in your reading list' },
    ]);
  });

  it('skips a search already saved, under any name, and renames a different one whose name is taken', () => {
    const mine = lib([], [search('GANs', 'gan', 1), search('Bandits', 'bandit', 2)]);
    const incoming = lib([], [search('gans', 'gan', 5), search('Kernels', 'bandit', 6), search('GANs', 'diffusion', 7), search('New', 'new', 8)]);
    const { data, report } = mergeImport(mine, incoming);
    expect(names(data)).toEqual(['GANs', 'Bandits', 'GANs (2)', 'New']);
    expect(report.added.savedSearches).toBe(2);
    expect(report.renamed).toEqual([{ from: 'GANs', to: 'GANs (2)' }]);
    expect(report.skipped).toEqual([
      { what: 'saved search “gans”', reason: 'it is already saved' },
      { what: 'saved search “Kernels”', reason: 'it is already saved as “Bandits”' },
    ]);
  });

  it('is idempotent: importing the same file again changes nothing', () => {
    fc.assert(
      fc.property(libraryArb, libraryArb, (mine, incoming) => {
        const once = mergeImport(mine, incoming).data;
        const twice = mergeImport(once, incoming);
        expect(twice.data).toEqual(once);
        expect(twice.report.added).toEqual({ readingList: 0, savedSearches: 0 });
        expect(twice.report.updated).toBe(0);
      }),
    );
  });

  it('loses no paper from either side', () => {
    fc.assert(
      fc.property(libraryArb, libraryArb, (mine, incoming) => {
        const merged = new Set(ids(mergeImport(mine, incoming).data));
        expect(merged).toEqual(new Set([...ids(mine), ...ids(incoming)]));
      }),
    );
  });
});

describe('mergeSync', () => {
  const base = lib([entry('a', 1), entry('b', 2)]);

  it('keeps a paper added in each tab', () => {
    expect(ids(mergeSync(base, lib([...base.readingList, entry('c', 3)]), lib([...base.readingList, entry('d', 4)])))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removes a paper removed in either tab', () => {
    expect(ids(mergeSync(base, lib([entry('b', 2)]), base))).toEqual(['b']);
    expect(ids(mergeSync(base, base, lib([entry('a', 1)])))).toEqual(['a']);
  });

  it('keeps a paper whose note changed in one tab while the other removed it', () => {
    const noted = entry('a', 1, { note: 'keep me', updatedAt: 9 });
    expect(mergeSync(base, lib([noted, entry('b', 2)]), lib([entry('b', 2)])).readingList).toEqual([noted, entry('b', 2)]);
  });

  it('takes a change made on one side, and the newest when both changed', () => {
    const theirs = lib([entry('a', 1, { status: 'read', updatedAt: 5 }), entry('b', 2, { note: 'old', updatedAt: 5 })]);
    const mine = lib([entry('a', 1), entry('b', 2, { note: 'new', updatedAt: 6 })]);
    expect(mergeSync(base, mine, theirs).readingList).toEqual([entry('a', 1, { status: 'read', updatedAt: 5 }), entry('b', 2, { note: 'new', updatedAt: 6 })]);
  });

  it('keeps both of two different searches saved under one name, theirs renamed', () => {
    const merged = mergeSync(lib([]), lib([], [search('GANs', 'gan', 1)]), lib([], [search('gans', 'diffusion', 2)]));
    expect(names(merged)).toEqual(['GANs', 'gans (2)']);
  });

  it('adopts theirs when nothing changed here, and keeps mine when nothing changed there', () => {
    fc.assert(
      fc.property(libraryArb, libraryArb, (b, other) => {
        expect(mergeSync(b, b, other)).toEqual(other);
        expect(mergeSync(b, other, b)).toEqual(other);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(libraryArb, libraryArb, (b, x) => {
        expect(mergeSync(b, x, x)).toEqual(x);
      }),
    );
  });
});
