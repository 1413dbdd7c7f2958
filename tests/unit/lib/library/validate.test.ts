import { describe, expect, it } from 'vitest';
import { STORED_LIBRARY } from '../../../../src/lib/library/issues';
import { validateLibrary } from '../../../../src/lib/library/validate';
import { inEnglish } from '../../features/library/inEnglish';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import fixtureV3 from './fixtures/library-v3.json';
import { readAs } from './fixtures/readAs';

const ENTRY = { id: 'cfmm', title: 'CFMM', addedAt: 1000, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0 };
const SAVED = { name: 'GANs', search: { ...EMPTY_SEARCH, q: 'gan' }, createdAt: 1000 };
const validate = (readingList: unknown, savedSearches: unknown = []) => validateLibrary({ readingList, savedSearches }, STORED_LIBRARY);

describe('validateLibrary', () => {
  it('reads the version 3 fixture whole', () => {
    const { data, issues } = validateLibrary(fixtureV3.state, STORED_LIBRARY);
    expect(issues).toEqual([]);
    expect(data).toEqual(readAs(fixtureV3.state));
  });

  it('reads nothing stored as an empty library, without an issue', () => {
    expect(validateLibrary(undefined, STORED_LIBRARY)).toEqual({ data: { readingList: [], savedSearches: [] }, issues: [] });
  });

  it('reads something that is not a library as an empty one, saying what it was', () => {
    const { data, issues } = validateLibrary('hello', STORED_LIBRARY);
    expect(data).toEqual({ readingList: [], savedSearches: [] });
    expect(inEnglish(issues)).toEqual([{ what: 'saved library', reason: 'it is not a library (got a string)' }]);
  });

  it('keeps the saved searches when the reading list is a string', () => {
    const { data, issues } = validate('cfmm,kernelband', [SAVED]);
    expect(data).toEqual({ readingList: [], savedSearches: [SAVED] });
    expect(inEnglish(issues)).toEqual([{ what: 'reading list', reason: 'it is not a list (got a string)' }]);
  });

  it('says when a list is missing', () => {
    expect(inEnglish(validateLibrary({ readingList: [] }, { kind: 'file', name: 'x' }).issues)).toEqual([{ what: 'saved searches', reason: 'it is missing' }]);
  });

  it.each([
    ['cfmm', 'reading list item 1', 'it is not an entry (got a string)'],
    [{ ...ENTRY, id: undefined }, 'reading list item 1', 'it has no id'],
    [{ ...ENTRY, id: 7 }, 'reading list item 1', 'its id is not text (got a number)'],
    [{ ...ENTRY, id: 'Bad Id' }, 'reading list item 1', 'its id "Bad Id" is not a paper id (a-z, 0-9 and -, at most 48 characters)'],
    [{ ...ENTRY, title: null }, 'reading list item 1 (cfmm)', 'its title is not text (got null)'],
    [{ ...ENTRY, status: 'done' }, 'reading list item 1 (cfmm)', 'its status "done" is not to-read, reading or read'],
    [{ ...ENTRY, status: undefined }, 'reading list item 1 (cfmm)', 'it has no status'],
    [{ ...ENTRY, note: ['x'] }, 'reading list item 1 (cfmm)', 'its note is not text (got a list)'],
    [{ ...ENTRY, addedAt: 'yesterday' }, 'reading list item 1 (cfmm)', 'its addedAt is not a time (got "yesterday")'],
    [{ ...ENTRY, statusChangedAt: -5 }, 'reading list item 1 (cfmm)', 'its statusChangedAt is not a time (got a number)'],
    [{ ...ENTRY, noteChangedAt: undefined }, 'reading list item 1 (cfmm)', 'its noteChangedAt is missing'],
  ])('drops a bad entry %j, keeping the good one, with a reason', (bad, what, reason) => {
    const { data, issues } = validate([bad, { ...ENTRY, id: 'kernelband' }]);
    expect(data.readingList.map((entry) => entry.id)).toEqual(['kernelband']);
    expect(inEnglish(issues)).toEqual([{ what, reason }]);
  });

  it.each([
    [42, 'saved search 1', 'it is not a saved search (got a number)'],
    [{ ...SAVED, name: '  ' }, 'saved search 1', 'its name is empty'],
    [{ ...SAVED, name: 5 }, 'saved search 1', 'its name is not text (got a number)'],
    [{ ...SAVED, search: 'q=gan' }, 'saved search 1 “GANs”', 'its search is not a search (got a string)'],
    [{ ...SAVED, search: { ...SAVED.search, topics: 'rl' } }, 'saved search 1 “GANs”', 'its topics are not a list of text (got a string)'],
    [{ ...SAVED, search: { ...SAVED.search, code: 'yes' } }, 'saved search 1 “GANs”', 'its code filter is not true or false (got a string)'],
    [{ ...SAVED, search: { ...SAVED.search, sort: 'date' } }, 'saved search 1 “GANs”', 'its sort "date" is not relevance, title, list, poster or null'],
    [{ ...SAVED, createdAt: null }, 'saved search 1 “GANs”', 'its createdAt is not a time (got null)'],
  ])('drops a bad saved search %j, keeping the good one, with a reason', (bad, what, reason) => {
    const { data, issues } = validate([], [bad, { ...SAVED, name: 'Bandits' }]);
    expect(data.savedSearches.map((saved) => saved.name)).toEqual(['Bandits']);
    expect(inEnglish(issues)).toEqual([{ what, reason }]);
  });

  it('keeps the most recently changed entry of a paper listed twice', () => {
    const { data, issues } = validate([
      { ...ENTRY, note: 'old', noteChangedAt: 1500 },
      { ...ENTRY, id: 'kernelband' },
      { ...ENTRY, note: 'new', noteChangedAt: 2000 },
    ]);
    expect(data.readingList.map((entry) => entry.note)).toEqual(['new', '']);
    expect(inEnglish(issues)).toEqual([{ what: 'reading list item 1 (cfmm)', reason: 'it repeats reading list item 3 (cfmm), which is kept (the newer change wins)' }]);
  });

  it('keeps the first of two searches with one name, ignoring case', () => {
    const { data, issues } = validate([], [SAVED, { ...SAVED, name: 'gans ', createdAt: 500 }]);
    expect(data.savedSearches).toEqual([SAVED]);
    expect(inEnglish(issues)).toEqual([{ what: 'saved search 2 “gans”', reason: 'its name is already used by saved search 1 “GANs”' }]);
  });

  it('cuts an overlong note or name rather than losing the entry, and says so', () => {
    const { data, issues } = validate([{ ...ENTRY, note: 'n'.repeat(5001) }], [{ ...SAVED, name: 'x'.repeat(90) }]);
    expect(data.readingList[0]!.note).toHaveLength(5000);
    expect(data.savedSearches[0]!.name).toHaveLength(80);
    expect(inEnglish(issues)).toEqual([
      { what: 'reading list item 1 (cfmm)', reason: 'its note was cut to 5000 characters' },
      { what: `saved search 1 “${'x'.repeat(80)}”`, reason: 'its name was cut to 80 characters' },
    ]);
  });

  it('reads ISO dates as times, and sorts both lists', () => {
    const { data, issues } = validate(
      [{ ...ENTRY, addedAt: '2026-01-02T00:00:00.000Z' }, { ...ENTRY, id: 'kernelband', addedAt: 5 }],
      [{ ...SAVED, createdAt: 9 }, { ...SAVED, name: 'Bandits', createdAt: 3 }],
    );
    expect(issues).toEqual([]);
    expect(data.readingList.map((entry) => [entry.id, entry.addedAt])).toEqual([
      ['kernelband', 5],
      ['cfmm', Date.UTC(2026, 0, 2)],
    ]);
    expect(data.savedSearches.map((saved) => saved.name)).toEqual(['Bandits', 'GANs']);
  });

  it('ignores fields it does not know', () => {
    const { data, issues } = validate([{ ...ENTRY, colour: 'red' }]);
    expect(issues).toEqual([]);
    expect(data.readingList).toEqual([ENTRY]);
  });
});
