import { describe, expect, it } from 'vitest';
import {
  addPapers,
  cleanTitle,
  removePaper,
  removePapers,
  restoreEntries,
  setEntriesStatus,
  setEntryNote,
  setEntryStatus,
  sortReadingList,
} from '../../../../src/lib/library/readingList';
import { MAX_KEPT_NOTE_LENGTH } from '../../../../src/lib/library/types';
import type { ReadingEntry } from '../../../../src/lib/library/types';

const CFMM = { id: 'cfmm', title: 'CFMM: few-step samplers' };
const KB = { id: 'kernelband', title: 'KernelBand' };
const ids = (list: readonly ReadingEntry[]) => list.map((entry) => entry.id);

describe('cleanTitle', () => {
  it('keeps one line, and falls back to the id', () => {
    expect(cleanTitle(' CFMM:\n few  steps ', 'cfmm')).toBe('CFMM: few steps');
    expect(cleanTitle('  ', 'cfmm')).toBe('cfmm');
    expect(cleanTitle('x'.repeat(400), 'cfmm')).toHaveLength(300);
  });
});

describe('addPapers', () => {
  it('appends new papers, to read, with no note, stamped now (status and note never set)', () => {
    expect(addPapers([], [CFMM], 1000)).toEqual([
      { id: 'cfmm', title: 'CFMM: few-step samplers', addedAt: 1000, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0 },
    ]);
  });

  it('keeps the order given, one millisecond apart, and skips papers already listed', () => {
    const list = addPapers(addPapers([], [KB], 1000), [CFMM, KB, { id: 'mash', title: 'MASH' }], 2000);
    expect(ids(list)).toEqual(['kernelband', 'cfmm', 'mash']);
    expect(list.map((entry) => entry.addedAt)).toEqual([1000, 2000, 2001]);
  });

  it('lists what is added last at the end even when the clock went back', () => {
    const list = addPapers(addPapers([], [KB], 5000), [CFMM], 1000);
    expect(ids(sortReadingList(list))).toEqual(['kernelband', 'cfmm']);
    expect(list[1]!.addedAt).toBe(5001);
  });

  it('skips ids that are not paper ids, and returns the same list when nothing is added', () => {
    const list = addPapers([], [CFMM], 1000);
    expect(addPapers(list, [{ id: '../etc', title: 'x' }, CFMM], 2000)).toBe(list);
  });
});

describe('removePaper', () => {
  it('removes the paper and keeps the others in order', () => {
    const list = addPapers([], [CFMM, KB, { id: 'mash', title: 'MASH' }], 1000);
    expect(ids(removePaper(list, 'kernelband'))).toEqual(['cfmm', 'mash']);
    expect(removePaper(list, 'nope')).toBe(list);
  });
});

describe('setEntryStatus and setEntryNote', () => {
  const list = addPapers([], [CFMM, KB], 1000);

  it('change one entry and stamp the field changed, each with its own time', () => {
    const next = setEntryNote(setEntryStatus(list, 'kernelband', 'reading', 3000), 'kernelband', 'skim §3', 4000);
    expect(next[1]).toMatchObject({ id: 'kernelband', status: 'reading', statusChangedAt: 3000, note: 'skim §3', noteChangedAt: 4000 });
    expect(next[0]).toBe(list[0]);
  });

  it('move a field’s time forward even when the clock went back, so the change wins a merge', () => {
    expect(setEntryStatus(list, 'cfmm', 'read', 10)[0]!.statusChangedAt).toBe(1001);
    const noted = setEntryNote(list, 'cfmm', 'first', 5000);
    expect(setEntryNote(noted, 'cfmm', 'second', 10)[0]!.noteChangedAt).toBe(5001);
  });

  it('clean the note, and cap it at the length a merged note may reach', () => {
    const next = setEntryNote(list, 'cfmm', `a\u0000b${'x'.repeat(MAX_KEPT_NOTE_LENGTH)}`, 3000);
    expect(next[0]!.note).toBe(`ab${'x'.repeat(MAX_KEPT_NOTE_LENGTH - 2)}`);
  });

  it('change nothing for a paper not listed, or a value it already has', () => {
    expect(setEntryStatus(list, 'nope', 'read', 3000)).toBe(list);
    expect(setEntryStatus(list, 'cfmm', 'to-read', 3000)).toBe(list);
    expect(setEntryNote(list, 'cfmm', '   ', 3000)).toBe(list);
  });
});

describe('sortReadingList', () => {
  it('orders by addedAt, then id', () => {
    const entry = (id: string, addedAt: number): ReadingEntry => ({ id, title: id, addedAt, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0 });
    expect(ids(sortReadingList([entry('b', 2), entry('c', 1), entry('a', 2)]))).toEqual(['c', 'a', 'b']);
  });
});

describe('removePapers, restoreEntries', () => {
  const list = addPapers([], [KB, CFMM, { id: 'mash', title: 'MASH' }], 1000);

  it('removes several papers at once, and gives the same list when none is held', () => {
    expect(ids(removePapers(list, ['kernelband', 'mash']))).toEqual(['cfmm']);
    expect(removePapers(list, ['nope'])).toBe(list);
  });

  it('puts removed entries back as they were, in their place', () => {
    const noted = setEntryNote(setEntryStatus(list, 'cfmm', 'read', 5000), 'cfmm', 'see §3', 6000);
    const removed = noted.filter((entry) => entry.id !== 'mash');
    expect(restoreEntries(removePapers(noted, ['kernelband', 'cfmm']), removed)).toEqual(noted);
  });

  it('leaves an entry listed again meanwhile as it is now', () => {
    const again = addPapers(removePapers(list, ['cfmm']), [CFMM], 9000);
    const restored = restoreEntries(again, list);
    expect(restored).toBe(again);
  });
});

describe('setEntriesStatus', () => {
  it('sets the status of each paper named, stamping the change', () => {
    const list = setEntriesStatus(addPapers([], [KB, CFMM, { id: 'mash', title: 'MASH' }], 1000), ['cfmm', 'mash', 'nope'], 'read', 5000);
    expect(list.map((entry) => [entry.id, entry.status, entry.statusChangedAt])).toEqual([
      ['kernelband', 'to-read', 0],
      ['cfmm', 'read', 5000],
      ['mash', 'read', 5000],
    ]);
  });
});
