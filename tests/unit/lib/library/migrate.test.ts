import { describe, expect, it } from 'vitest';
import { STORED_LIBRARY } from '../../../../src/lib/library/issues';
import { migrateLibrary } from '../../../../src/lib/library/migrate';
import { validateLibrary } from '../../../../src/lib/library/validate';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import fixtureV1 from './fixtures/library-v1.json';
import fixtureV2 from './fixtures/library-v2.json';
import fixtureV3 from './fixtures/library-v3.json';
import { inEnglish } from '../../features/library/inEnglish';
import { readAs } from './fixtures/readAs';

const NOW = 1_777_000_000_000;
const migrate = (state: unknown, version: number) => migrateLibrary(state, version, NOW, STORED_LIBRARY);

describe('migrateLibrary', () => {
  it('takes the version 1 fixture to version 3, keeping order, titles and searches', () => {
    const migrated = migrate(fixtureV1.state, fixtureV1.version);
    expect(migrated.issues).toEqual([]);
    const { data, issues } = validateLibrary(migrated.state, STORED_LIBRARY);
    expect(issues).toEqual([]);
    expect(data.readingList).toEqual([
      { id: 'toolorchestra', title: fixtureV1.state.titles.toolorchestra, addedAt: NOW - 2, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0 },
      { id: 'cfmm', title: fixtureV1.state.titles.cfmm, addedAt: NOW - 1, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0 },
      // No title was kept for it: its id stands in.
      { id: 'regret-bounds-for-bandits', title: 'regret-bounds-for-bandits', addedAt: NOW, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0 },
    ]);
    expect(data.savedSearches).toEqual([
      { name: 'Bandit theory', search: { ...EMPTY_SEARCH, q: 'bandit', topics: ['theory'], sort: 'title' }, createdAt: NOW - 1 },
      { name: 'Agents with code', search: { ...EMPTY_SEARCH, topics: ['agents-reasoning'], code: true }, createdAt: NOW },
    ]);
  });

  it('takes the version 2 fixture to version 3: a status or note set counts as set when the entry last changed', () => {
    const migrated = migrate(fixtureV2.state, 2);
    expect(migrated.issues).toEqual([]);
    const { data, issues } = validateLibrary(migrated.state, STORED_LIBRARY);
    expect(issues).toEqual([]);
    const [noted, plain] = fixtureV2.state.readingList;
    expect(data.readingList).toEqual([
      { id: noted!.id, title: noted!.title, addedAt: noted!.addedAt, status: 'reading', statusChangedAt: noted!.updatedAt, note: noted!.note, noteChangedAt: noted!.updatedAt },
      // Still as added: nothing was set, so nothing here wins over what another browser set.
      { id: plain!.id, title: plain!.title, addedAt: plain!.addedAt, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0 },
    ]);
    expect(data.savedSearches).toEqual(readAs(fixtureV2.state).savedSearches);
  });

  it('passes version 2 entries that are not objects on, for validation to name', () => {
    const migrated = migrate({ readingList: [7], savedSearches: [] }, 2);
    expect(migrated.state).toEqual({ readingList: [7], savedSearches: [] });
    expect(inEnglish(validateLibrary(migrated.state, STORED_LIBRARY).issues)).toEqual([{ what: 'reading list item 1', reason: 'it is not an entry (got a number)' }]);
  });

  it('keeps a version 2 entry that lost its updatedAt, its status and note as if never set, saying so', () => {
    const noted: Record<string, unknown> = { ...fixtureV2.state.readingList[0]! };
    delete noted.updatedAt;
    const migrated = migrate({ readingList: [noted], savedSearches: [] }, 2);
    expect(inEnglish(migrated.issues)).toEqual([
      { what: 'reading list item 1 (toolorchestra)', reason: 'it has no updatedAt: its status and note are kept, as if never set' },
    ]);
    const { data, issues } = validateLibrary(migrated.state, STORED_LIBRARY);
    expect(issues).toEqual([]);
    expect(data.readingList).toEqual([{ ...noted, statusChangedAt: 0, noteChangedAt: 0 }]);
  });

  it('leaves the version 3 fixture as it is', () => {
    expect(migrate(fixtureV3.state, 3)).toEqual({ state: fixtureV3.state, issues: [] });
  });

  it('carries over what it can of a damaged version 1 library', () => {
    const migrated = migrate({ readingList: ['cfmm', 7], titles: 'none', savedSearches: [{ name: 'x' }, 'q=gan'] }, 1);
    expect(inEnglish(migrated.issues)).toEqual([
      { what: 'titles', reason: 'they are not an object (got a string); ids stand in for titles' },
      { what: 'saved search 1', reason: 'its query is not text (got nothing)' },
      { what: 'saved search 2', reason: 'it is not a saved search (got a string)' },
    ]);
    const { data, issues } = validateLibrary(migrated.state, STORED_LIBRARY);
    expect(data.readingList.map((entry) => entry.id)).toEqual(['cfmm']);
    expect(inEnglish(issues)).toEqual([{ what: 'reading list item 2', reason: 'its id is not text (got a number)' }]);
  });

  it('reads a version 1 value that is not a library as nothing', () => {
    const migrated = migrate([1, 2], 1);
    expect(migrated.state).toBeNull();
    expect(inEnglish(migrated.issues)).toEqual([{ what: 'saved library', reason: 'it is not a library (got a list)' }]);
  });

  it('reads an unknown older version as nothing, saying so', () => {
    const migrated = migrate(fixtureV3.state, 0);
    expect(migrated.state).toBeNull();
    expect(inEnglish(migrated.issues)).toEqual([{ what: 'saved library', reason: 'it has an unknown version (0)' }]);
  });

  it('passes a newer version on as it is, saying so', () => {
    const migrated = migrate(fixtureV3.state, 4);
    expect(migrated.state).toBe(fixtureV3.state);
    expect(inEnglish(migrated.issues)).toEqual([
      {
        what: 'saved library',
        reason: 'it was saved by a newer version of this app (version 4; this one reads up to 3), so only what this version understands is shown',
      },
    ]);
  });
});
