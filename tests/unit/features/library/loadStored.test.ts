import { describe, expect, it } from 'vitest';
import { loadStored, migrateLoaded } from '../../../../src/features/library/loadStored';
import { LIBRARY_VERSION } from '../../../../src/lib/library/types';

describe('loadStored', () => {
  it('says the storage failed, with our version so that persist does not migrate', () => {
    expect(loadStored({ ok: false })).toEqual({ state: expect.objectContaining({ failed: true, text: null, data: undefined }), version: LIBRARY_VERSION });
  });

  it('gives an empty read, not null, when nothing is stored', () => {
    expect(loadStored({ ok: true, text: null })).toEqual({
      state: { failed: false, text: null, data: undefined, issues: [], migrated: false, newer: false },
      version: LIBRARY_VERSION,
    });
  });

  it('keeps text that is not a saved library, with the reason', () => {
    const { state, version } = loadStored({ ok: true, text: '{not json' });
    expect(version).toBe(LIBRARY_VERSION);
    expect(state.text).toBe('{not json');
    expect(state.data).toBeUndefined();
    expect(state.issues).toEqual([{ what: 'saved library', reason: expect.stringMatching(/^it is not valid JSON/) }]);
  });

  it('gives the stored library with its own version, and marks a newer one', () => {
    const text = JSON.stringify({ state: { readingList: [] }, version: LIBRARY_VERSION + 1 });
    expect(loadStored({ ok: true, text })).toEqual({
      state: { failed: false, text, data: { readingList: [] }, issues: [], migrated: false, newer: true },
      version: LIBRARY_VERSION + 1,
    });
  });
});

describe('migrateLoaded', () => {
  it('marks the read migrated and adds what migration dropped to what reading dropped', () => {
    const loaded = loadStored({ ok: true, text: JSON.stringify({ state: {}, version: 999 }) }).state;
    const migrated = migrateLoaded(loaded, 999, 0);
    expect(migrated.migrated).toBe(true);
    expect(migrated.issues).toEqual([{ what: 'saved library', reason: expect.stringMatching(/newer version of this app \(version 999/) }]);
  });
});
