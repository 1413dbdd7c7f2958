// The library store with stored data it cannot fully trust, and storage that fails.
import { describe, expect, it } from 'vitest';
import { createLibraryStore, LIBRARY_KEY } from '../../../../src/features/library/libraryStore';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import fixtureV3 from '../../lib/library/fixtures/library-v3.json';
import { BACKUP_KEY, fakeStorage, quotaError, stored, tab } from './fakeStorage';
import { inEnglish } from './inEnglish';

const CFMM = { id: 'cfmm', title: 'CFMM' };
const KB = { id: 'kernelband', title: 'KernelBand' };
const GOOD = fixtureV3.state.readingList[0]!;
const SEARCH = fixtureV3.state.savedSearches[0]!;
const envelope = (state: unknown, version: unknown = 3) => JSON.stringify({ state, version });

describe('stored data that cannot all be read', () => {
  it.each([
    ['not JSON', '{not json', 0, 0],
    ['a string', '"paper-explorer"', 0, 0],
    ['a foreign object', '{"theme":"dark"}', 0, 0],
    ['no version', JSON.stringify({ state: fixtureV3.state }), 0, 0],
    ['an unknown old version', envelope(fixtureV3.state, 0), 0, 0],
    ['a string for the reading list', envelope({ readingList: 'cfmm', savedSearches: [SEARCH] }), 0, 1],
    ['bad entries among good', envelope({ readingList: [GOOD, { ...GOOD, id: 'x', status: 'done' }, 7], savedSearches: [SEARCH, { name: '' }] }), 1, 1],
  ])('starts with what is valid in %s, backs the text up before overwriting it, and says so', (_, text, entries, searches) => {
    const storage = fakeStorage({ [LIBRARY_KEY]: text });
    const { state } = tab(storage);
    expect(state().readingList).toHaveLength(entries);
    expect(state().savedSearches).toHaveLength(searches);
    expect(storage.data.get(BACKUP_KEY)).toBe(text);
    const keys = storage.setItem.mock.calls.map(([key]) => key);
    expect(keys.indexOf(BACKUP_KEY)).toBe(0);
    expect(keys).toContain(LIBRARY_KEY); // repaired at once, after the backup
    expect(stored(storage)).toEqual({ state: { readingList: state().readingList, savedSearches: state().savedSearches }, version: 3 });
    expect(state().notice).toMatchObject({ backupStored: true });
    expect(state().notice!.issues.length).toBeGreaterThan(0);
    expect(state().backup()).toEqual({ text, fileName: expect.stringMatching(/^paper-explorer-library-backup-\d{4}-\d\d-\d\d\.txt$/) });
  });

  it('gives one reason per entry left out', () => {
    const text = envelope({ readingList: [GOOD, { ...GOOD, id: 'x', status: 'done' }, 7], savedSearches: [SEARCH] });
    const { state } = tab(fakeStorage({ [LIBRARY_KEY]: text }));
    expect(inEnglish(state().notice!.issues)).toEqual([
      { what: 'reading list item 2 (x)', reason: 'its status "done" is not to-read, reading or read' },
      { what: 'reading list item 3', reason: 'it is not an entry (got a number)' },
    ]);
    expect(state().notice?.none).toBe(false);
  });

  it('says when nothing could be read', () => {
    const { state } = tab(fakeStorage({ [LIBRARY_KEY]: '{not json' }));
    expect(state().notice?.none).toBe(true);
    expect(inEnglish(state().notice!.issues)).toEqual([{ what: 'saved library', reason: expect.stringMatching(/^it is not valid JSON/) }]);
  });

  it('forgets the notice when dismissed, keeping the backup', () => {
    const storage = fakeStorage({ [LIBRARY_KEY]: '{not json' });
    const { state } = tab(storage);
    state().dismissNotice();
    expect(state().notice).toBeNull();
    expect(state().backup()?.text).toBe('{not json');
  });

  it('writes nothing when only the notice changes', () => {
    const storage = fakeStorage({ [LIBRARY_KEY]: '{not json' });
    const { state } = tab(storage);
    const writes = storage.setItem.mock.calls.length;
    state().dismissNotice();
    expect(storage.setItem.mock.calls.length).toBe(writes);
  });

  it('does not show the notice again once the data was repaired', () => {
    const storage = fakeStorage({ [LIBRARY_KEY]: envelope({ readingList: [GOOD, 7], savedSearches: [] }) });
    tab(storage);
    expect(tab(storage).state().notice).toBeNull();
  });

  it('shows what it can of a newer version, without ever overwriting it', () => {
    const text = envelope({ ...fixtureV3.state, tags: ['x'] }, 4);
    const storage = fakeStorage({ [LIBRARY_KEY]: text });
    const { state } = tab(storage);
    expect(state().readingList).toEqual(fixtureV3.state.readingList);
    expect(inEnglish(state().notice!.issues)[0]?.reason).toMatch(/^it was saved by a newer version of this app \(version 4/);
    expect(state().storageWarning?.kind).toBe('newer-version');
    state().add(KB);
    expect(state().readingList).toHaveLength(3);
    expect(storage.data.get(LIBRARY_KEY)).toBe(text);
    expect(storage.data.get(BACKUP_KEY)).toBe(text);
  });

  it('keeps the original when the backup cannot be stored, and offers it from memory', () => {
    const storage = fakeStorage({ [LIBRARY_KEY]: '{not json' });
    storage.setItem.mockImplementation(() => {
      throw quotaError();
    });
    const { state } = tab(storage);
    expect(state().notice).toMatchObject({ backupStored: false });
    expect(state().storageWarning?.kind).toBe('full');
    storage.setItem.mockImplementation((key, value) => void storage.data.set(key, value));
    state().add(CFMM);
    expect(storage.data.get(LIBRARY_KEY)).toBe('{not json');
    expect(state().backup()?.text).toBe('{not json');
    expect(state().readingList).toHaveLength(1);
  });
});

describe('storage that fails', () => {
  it('works in memory when window.localStorage itself throws', () => {
    const store = createLibraryStore({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      events: null,
    });
    const state = () => store.getState();
    expect(state().storageWarning?.kind).toBe('unavailable');
    expect(() => state().toggle(CFMM)).not.toThrow();
    expect(() => state().saveSearch('GANs', { ...EMPTY_SEARCH, q: 'gan' })).not.toThrow();
    expect(state().readingList).toHaveLength(1);
    expect(state().savedSearches).toHaveLength(1);
    expect(state().backup()).toBeNull();
  });

  it('keeps changes in memory when setItem throws QuotaExceededError, and saves them once it can', () => {
    const storage = fakeStorage();
    const { state } = tab(storage);
    storage.setItem.mockImplementation(() => {
      throw quotaError();
    });
    expect(() => state().add(CFMM)).not.toThrow();
    expect(state().readingList).toHaveLength(1);
    expect(state().storageWarning).toEqual({ kind: 'full' });
    storage.setItem.mockImplementation((key, value) => void storage.data.set(key, value));
    state().setStatus('cfmm', 'read');
    expect(state().storageWarning).toBeNull();
    expect(stored(storage)).toMatchObject({ state: { readingList: [{ id: 'cfmm', status: 'read' }] } });
  });

  it('never writes over data it could not read when getItem throws', () => {
    const storage = fakeStorage({ [LIBRARY_KEY]: JSON.stringify(fixtureV3) });
    storage.getItem.mockImplementation(() => {
      throw new Error('storage is disabled');
    });
    const { state } = tab(storage);
    expect(state().storageWarning?.kind).toBe('unavailable');
    expect(() => state().add(CFMM)).not.toThrow();
    expect(state().readingList).toHaveLength(1);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('merges in what was stored once getItem works again', () => {
    const storage = fakeStorage({ [LIBRARY_KEY]: JSON.stringify(fixtureV3) });
    storage.getItem.mockImplementationOnce(() => {
      throw new Error('storage is disabled');
    });
    const { state } = tab(storage);
    expect(state().readingList).toEqual([]);
    state().add(KB);
    expect(state().readingList.map((entry) => entry.id)).toEqual(['toolorchestra', 'cfmm', 'kernelband']);
    expect(state().storageWarning).toBeNull();
    expect(stored(storage)).toMatchObject({ state: { readingList: state().readingList } });
  });
});
