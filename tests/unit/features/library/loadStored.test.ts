import { describe, expect, it } from 'vitest';
import { loadStored } from '../../../../src/features/library/loadStored';
import { EMPTY_LIBRARY, LIBRARY_VERSION } from '../../../../src/lib/library/types';
import fixtureV2 from '../../lib/library/fixtures/library-v2.json';
import fixtureV3 from '../../lib/library/fixtures/library-v3.json';
import { inEnglish } from './inEnglish';
import { readAs } from '../../lib/library/fixtures/readAs';

describe('loadStored', () => {
  it('says the storage failed', () => {
    expect(loadStored({ ok: false }, 0)).toEqual(expect.objectContaining({ failed: true, text: null, data: EMPTY_LIBRARY }));
  });

  it('gives an empty read when nothing is stored', () => {
    expect(loadStored({ ok: true, text: null }, 0)).toEqual({ failed: false, text: null, data: EMPTY_LIBRARY, issues: [], migrated: false, newer: false });
  });

  it('keeps text that is not a saved library, with the reason', () => {
    const loaded = loadStored({ ok: true, text: '{not json' }, 0);
    expect(loaded.text).toBe('{not json');
    expect(loaded.data).toEqual(EMPTY_LIBRARY);
    expect(loaded.migrated).toBe(false);
    expect(inEnglish(loaded.issues)).toEqual([{ what: 'saved library', reason: expect.stringMatching(/^it is not valid JSON/) }]);
  });

  it('reads the current version as it is, neither migrated nor newer', () => {
    const text = JSON.stringify(fixtureV3);
    expect(loadStored({ ok: true, text }, 0)).toEqual({ failed: false, text, data: readAs(fixtureV3.state), issues: [], migrated: false, newer: false });
  });

  it('marks an older version migrated, and gives it in the current shape', () => {
    const loaded = loadStored({ ok: true, text: JSON.stringify(fixtureV2) }, 0);
    expect(loaded).toMatchObject({ migrated: true, newer: false, issues: [] });
    expect(loaded.data.readingList[0]).toHaveProperty('statusChangedAt');
  });

  it('marks a newer version, and adds what migration said to what validation dropped', () => {
    const text = JSON.stringify({ state: { readingList: [7], savedSearches: [] }, version: LIBRARY_VERSION + 1 });
    const loaded = loadStored({ ok: true, text }, 0);
    expect(loaded).toMatchObject({ text, migrated: true, newer: true, data: EMPTY_LIBRARY });
    expect(inEnglish(loaded.issues)).toEqual([
      { what: 'saved library', reason: expect.stringMatching(/newer version of this app \(version 4/) },
      { what: 'reading list item 1', reason: 'it is not an entry (got a number)' },
    ]);
  });
});
