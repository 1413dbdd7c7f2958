import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeImport, mergeSync } from '../../../../src/lib/library/merge';
import { MAX_KEPT_NOTE_LENGTH, READING_STATUSES } from '../../../../src/lib/library/types';
import type { LibraryData, ReadingEntry, SavedSearch } from '../../../../src/lib/library/types';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import { libraryArb } from './fixtures/libraryArbitraries';
import { inEnglish } from '../../features/library/inEnglish';

const entry = (id: string, addedAt: number, more: Partial<ReadingEntry> = {}): ReadingEntry => ({
  id,
  title: id.toUpperCase(),
  addedAt,
  status: 'to-read',
  statusChangedAt: 0,
  note: '',
  noteChangedAt: 0,
  ...more,
});
const search = (name: string, q: string, createdAt: number): SavedSearch => ({ name, search: { ...EMPTY_SEARCH, q }, createdAt });
const lib = (readingList: ReadingEntry[], savedSearches: SavedSearch[] = []): LibraryData => ({ readingList, savedSearches });
const ids = (data: LibraryData) => data.readingList.map((e) => e.id);
const names = (data: LibraryData) => data.savedSearches.map((s) => s.name);
const byId = (data: LibraryData) => new Map(data.readingList.map((e) => [e.id, e]));
const APRIL_24 = Date.UTC(2026, 3, 24, 9);
const MAY_1 = Date.UTC(2026, 4, 1, 9);

describe('mergeImport', () => {
  it('adds new papers in order of addition and reports them', () => {
    const { data, report } = mergeImport(lib([entry('b', 20)]), lib([entry('a', 10), entry('c', 30)]));
    expect(ids(data)).toEqual(['a', 'b', 'c']);
    expect(report).toEqual({ added: { readingList: 2, savedSearches: 0 }, updated: [], skipped: [], renamed: [] });
  });

  it('keeps the status and note of a browser that listed a paper first, in one that starred it later', () => {
    // A listed it, set "reading" and wrote a note; B starred it later (or took it with "Add all"), setting nothing.
    const a = entry('cfmm', APRIL_24, { status: 'reading', statusChangedAt: APRIL_24 + 1, note: 'Read the appendix first', noteChangedAt: APRIL_24 + 2 });
    const b = entry('cfmm', MAY_1);
    const { data, report } = mergeImport(lib([b]), lib([a]));
    expect(data.readingList).toEqual([{ ...a, addedAt: MAY_1 }]); // B's place in its own list stays
    expect(report).toEqual({
      added: { readingList: 0, savedSearches: 0 },
      updated: [{ id: 'cfmm', title: 'CFMM', status: { outcome: 'took', value: 'reading' }, note: 'took' }],
      skipped: [],
      renamed: [],
    });
  });

  it('keeps my status set later and takes the note I lack, saying which it did', () => {
    const mine = entry('cfmm', 1, { status: 'read', statusChangedAt: MAY_1 });
    const file = entry('cfmm', 1, { status: 'reading', statusChangedAt: APRIL_24, note: 'see §3', noteChangedAt: APRIL_24 });
    const { data, report } = mergeImport(lib([mine]), lib([file]));
    expect(data.readingList).toEqual([{ ...mine, note: 'see §3', noteChangedAt: APRIL_24 }]);
    expect(report.updated).toEqual([{ id: 'cfmm', title: 'CFMM', status: { outcome: 'kept', value: 'read' }, note: 'took' }]);
  });

  it('keeps both notes when both were written: the newer first, the older below a marked line; once, however often imported', () => {
    const mine = lib([entry('cfmm', 1, { note: 'Mine, newer', noteChangedAt: MAY_1 })]);
    const file = lib([entry('cfmm', 1, { note: 'From the laptop', noteChangedAt: APRIL_24 })]);
    const once = mergeImport(mine, file);
    expect(once.data.readingList[0]).toMatchObject({ note: 'Mine, newer\n\n— from import, 2026-04-24:\nFrom the laptop', noteChangedAt: MAY_1 });
    expect(once.report.updated).toEqual([{ id: 'cfmm', title: 'CFMM', status: { outcome: 'same', value: 'to-read' }, note: 'merged' }]);

    const twice = mergeImport(once.data, file);
    expect(twice.data).toEqual(once.data);
    expect(twice.report.updated).toEqual([]);
    expect(inEnglish(twice.report.skipped)).toEqual([{ what: '“CFMM” (cfmm)', reason: 'it is already in your reading list' }]);
  });

  it('puts the file’s note first when it is the newer, and marks mine below it', () => {
    const mine = lib([entry('cfmm', 1, { note: 'Mine, older', noteChangedAt: APRIL_24 })]);
    const file = lib([entry('cfmm', 1, { note: 'From the laptop', noteChangedAt: MAY_1 })]);
    expect(mergeImport(mine, file).data.readingList[0]!.note).toBe('From the laptop\n\n— from this browser, before the import, 2026-04-24:\nMine, older');
  });

  it('does not append a note that the other already contains', () => {
    const mine = lib([entry('cfmm', 1, { note: 'skim §3, then §5', noteChangedAt: APRIL_24 })]);
    const { data, report } = mergeImport(mine, lib([entry('cfmm', 1, { note: 'skim §3', noteChangedAt: MAY_1 })]));
    expect(data.readingList[0]!.note).toBe('skim §3, then §5');
    expect(report.updated).toEqual([]);
    // The other way round, the fuller note is taken.
    const back = mergeImport(lib([entry('cfmm', 1, { note: 'skim §3', noteChangedAt: MAY_1 })]), mine);
    expect(back.data.readingList[0]!.note).toBe('skim §3, then §5');
  });

  it('skips an identical entry, and one whose only difference is a status I set later, with a reason', () => {
    const mine = lib([entry('a', 1, { status: 'read', statusChangedAt: 50 }), entry('c', 3)]);
    const incoming = lib([entry('a', 1, { status: 'reading', statusChangedAt: 40 }), entry('c', 3)]);
    const { data, report } = mergeImport(mine, incoming);
    expect(data).toEqual(mine);
    expect(report.updated).toEqual([]);
    expect(inEnglish(report.skipped)).toEqual([
      { what: '“A” (a)', reason: 'your reading list has a more recent status for it' },
      { what: '“C” (c)', reason: 'it is already in your reading list' },
    ]);
  });

  it('says when two long notes together had to be cut', () => {
    const long = (c: string) => c.repeat(MAX_KEPT_NOTE_LENGTH - 10);
    const { data, report } = mergeImport(
      lib([entry('cfmm', 1, { note: long('m'), noteChangedAt: MAY_1 })]),
      lib([entry('cfmm', 1, { note: long('t'), noteChangedAt: APRIL_24 })]),
    );
    expect(data.readingList[0]!.note).toHaveLength(MAX_KEPT_NOTE_LENGTH);
    expect(inEnglish(report.skipped)).toEqual([{ what: '“CFMM” (cfmm)', reason: `the two notes together were cut to ${MAX_KEPT_NOTE_LENGTH} characters` }]);
  });

  it('brings back, with its note, a paper this browser removed', () => {
    const file = lib([entry('cfmm', 1, { note: 'keep me', noteChangedAt: 5 })]);
    expect(mergeImport(lib([]), file).data).toEqual(file);
  });

  it('skips a search already saved, under any name, and renames a different one whose name is taken', () => {
    const mine = lib([], [search('GANs', 'gan', 1), search('Bandits', 'bandit', 2)]);
    const incoming = lib([], [search('gans', 'gan', 5), search('Kernels', 'bandit', 6), search('GANs', 'diffusion', 7), search('New', 'new', 8)]);
    const { data, report } = mergeImport(mine, incoming);
    expect(names(data)).toEqual(['GANs', 'Bandits', 'GANs (2)', 'New']);
    expect(report.added.savedSearches).toBe(2);
    expect(report.renamed).toEqual([{ from: 'GANs', to: 'GANs (2)' }]);
    expect(inEnglish(report.skipped)).toEqual([
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
        expect(twice.report.updated).toEqual([]);
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

  // The invariant: every note on either side is in the result, word for word (notes stay far below
  // MAX_KEPT_NOTE_LENGTH here); and a status set on either side is the result's, unless the other side set
  // a different one later (or in the same millisecond, when the later in the reading order wins). A status
  // never set (statusChangedAt 0) therefore never replaces one that was.
  it('never drops a note, nor a status unless the other side set one later', () => {
    fc.assert(
      fc.property(libraryArb, libraryArb, (mine, incoming) => {
        const result = byId(mergeImport(mine, incoming).data);
        const theirs = byId(incoming);
        for (const side of [mine, incoming]) {
          for (const e of side.readingList) expect(result.get(e.id)!.note).toContain(e.note);
        }
        for (const own of mine.readingList) {
          const other = theirs.get(own.id);
          if (other === undefined) continue;
          const status = result.get(own.id)!.status;
          for (const [x, y] of [[own, other], [other, own]] as const) {
            if (x.status === status) continue;
            expect(y.status).toBe(status);
            const rank = (e: ReadingEntry) => READING_STATUSES.indexOf(e.status);
            expect(y.statusChangedAt > x.statusChangedAt || (y.statusChangedAt === x.statusChangedAt && rank(y) > rank(x))).toBe(true);
          }
        }
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
    const noted = entry('a', 1, { note: 'keep me', noteChangedAt: 9 });
    expect(mergeSync(base, lib([noted, entry('b', 2)]), lib([entry('b', 2)])).readingList).toEqual([noted, entry('b', 2)]);
  });

  it('keeps a status set in one tab and a note written in the other', () => {
    const mine = lib([entry('a', 1, { status: 'read', statusChangedAt: 5 }), entry('b', 2)]);
    const theirs = lib([entry('a', 1, { note: 'from the other tab', noteChangedAt: 6 }), entry('b', 2)]);
    const both = entry('a', 1, { status: 'read', statusChangedAt: 5, note: 'from the other tab', noteChangedAt: 6 });
    expect(mergeSync(base, mine, theirs).readingList).toEqual([both, entry('b', 2)]);
    expect(mergeSync(base, theirs, mine).readingList).toEqual([both, entry('b', 2)]);
  });

  it('takes the later of two statuses set in both tabs', () => {
    const mine = lib([entry('a', 1, { status: 'read', statusChangedAt: 6 }), entry('b', 2)]);
    const theirs = lib([entry('a', 1, { status: 'reading', statusChangedAt: 5 }), entry('b', 2)]);
    expect(mergeSync(base, mine, theirs).readingList[0]).toEqual(entry('a', 1, { status: 'read', statusChangedAt: 6 }));
  });

  it('keeps both texts of a note edited in both tabs, the newer first', () => {
    const drafted = lib([entry('a', 1, { note: 'draft', noteChangedAt: 2 })]);
    const mine = lib([entry('a', 1, { note: 'draft, mine', noteChangedAt: APRIL_24 })]);
    const theirs = lib([entry('a', 1, { note: 'draft, theirs', noteChangedAt: MAY_1 })]);
    expect(mergeSync(drafted, mine, theirs).readingList[0]!.note).toBe('draft, theirs\n\n— from another tab, 2026-04-24:\ndraft, mine');
  });

  it('takes a note cleared in one tab when the other left it alone', () => {
    const drafted = lib([entry('a', 1, { note: 'draft', noteChangedAt: 2 })]);
    const cleared = lib([entry('a', 1, { noteChangedAt: 3 })]);
    expect(mergeSync(drafted, drafted, cleared)).toEqual(cleared);
  });

  it('keeps both sides’ field edits: a field changed in one tab only is taken, a note changed in both keeps both texts', () => {
    fc.assert(
      fc.property(libraryArb, libraryArb, libraryArb, (b, mine, theirs) => {
        const result = byId(mergeSync(b, mine, theirs));
        const baseBy = byId(b);
        const theirsBy = byId(theirs);
        for (const m of mine.readingList) {
          const t = theirsBy.get(m.id);
          if (t === undefined) continue;
          const r = result.get(m.id)!;
          const old = baseBy.get(m.id);
          const noteChanged = (e: ReadingEntry) => old === undefined || e.note !== old.note || e.noteChangedAt !== old.noteChangedAt;
          const statusChanged = (e: ReadingEntry) => old === undefined || e.status !== old.status || e.statusChangedAt !== old.statusChangedAt;
          for (const side of [m, t]) if (noteChanged(side)) expect(r.note).toContain(side.note);
          if (statusChanged(m) && !statusChanged(t)) expect(r.status).toBe(m.status);
          if (statusChanged(t) && !statusChanged(m)) expect(r.status).toBe(t.status);
        }
      }),
    );
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
