import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import { LIBRARY_KEY } from '../../../../src/features/library/libraryStore';
import fixtureV1 from '../../lib/library/fixtures/library-v1.json';
import fixtureV2 from '../../lib/library/fixtures/library-v2.json';
import fixtureV3 from '../../lib/library/fixtures/library-v3.json';
import exportV2 from '../../lib/library/fixtures/export-v2.json';
import { BACKUP_KEY, clock, fakeStorage, stored, tab } from './fakeStorage';
import { inEnglish, issueInEnglish } from './inEnglish';
import type { ImportOutcome } from '../../../../src/features/library/libraryStore';
import { activateLocale } from '../../../../src/i18n/i18n';
import { readAs } from '../../lib/library/fixtures/readAs';

// The words of these sentences come from the catalogs: English here (a Node test has no tests/setup.ts).
await activateLocale('en', ['base', 'later']);

const CFMM = { id: 'cfmm', title: 'CFMM: few-step samplers' };
const KB = { id: 'kernelband', title: 'KernelBand' };
const MASH = { id: 'mash', title: 'MASH' };
const GAN = { ...EMPTY_SEARCH, q: 'gan' };
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);
// An import's outcome with what it skipped in English.
const worded = (outcome: ImportOutcome) => (outcome.ok ? { ...outcome, report: { ...outcome.report, skipped: inEnglish(outcome.report.skipped) } } : outcome);

describe('createLibraryStore', () => {
  it('starts empty, and writes nothing until something changes', () => {
    const storage = fakeStorage();
    const { state } = tab(storage);
    expect(state()).toMatchObject({ readingList: [], savedSearches: [], notice: null, storageWarning: null });
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('keeps the reading list in the order papers were added', () => {
    const { state } = tab(fakeStorage());
    state().add(KB);
    state().addAll([CFMM, KB, MASH]);
    state().add(CFMM);
    expect(ids(state().readingList)).toEqual(['kernelband', 'cfmm', 'mash']);
    expect(state().readingList[1]).toMatchObject({ title: 'CFMM: few-step samplers', status: 'to-read', note: '' });
  });

  it('toggles a paper in and out, and says where it stands', () => {
    const { state } = tab(fakeStorage());
    expect(state().toggle(CFMM)).toBe(true);
    expect(state().toggle(KB)).toBe(true);
    expect(state().toggle(CFMM)).toBe(false);
    expect(ids(state().readingList)).toEqual(['kernelband']);
  });

  it('counts the papers addAll added', () => {
    const { state } = tab(fakeStorage());
    state().add(CFMM);
    expect(state().addAll([CFMM, KB, { id: 'Not An Id', title: 'x' }])).toBe(1);
  });

  it('sets status and note, stamping each, without moving the entry', () => {
    const { state } = tab(fakeStorage());
    state().addAll([CFMM, KB]);
    const added = state().readingList[0]!.addedAt;
    state().setStatus('cfmm', 'reading');
    state().setNote('cfmm', 'skim §3\u0007');
    state().remove('nope');
    expect(ids(state().readingList)).toEqual(['cfmm', 'kernelband']);
    expect(state().readingList[0]).toMatchObject({ status: 'reading', note: 'skim §3' });
    expect(state().readingList[0]!.statusChangedAt).toBeGreaterThan(added);
    expect(state().readingList[0]!.noteChangedAt).toBeGreaterThan(state().readingList[0]!.statusChangedAt);
  });

  it('removes several papers and puts them back as they were, status and note included', () => {
    const storage = fakeStorage();
    const { state } = tab(storage);
    state().addAll([CFMM, KB, MASH]);
    state().setNote('kernelband', 'skim §3');
    state().setStatusOf(['kernelband', 'mash'], 'read');
    const before = state().readingList;
    const removed = state().removeMany(['kernelband', 'mash']);
    expect(ids(removed)).toEqual(['kernelband', 'mash']);
    expect(ids(state().readingList)).toEqual(['cfmm']);
    state().restore(removed);
    expect(state().readingList).toEqual(before);
    expect(stored(storage)).toMatchObject({ state: { readingList: before } });
  });

  it('stores only what the reader made, under its key, at version 3', () => {
    const storage = fakeStorage();
    const { state } = tab(storage);
    state().add(CFMM);
    state().saveSearch('GANs', GAN);
    expect(Object.keys(stored(storage) as object)).toEqual(['state', 'version']);
    expect(stored(storage)).toEqual({ state: { readingList: state().readingList, savedSearches: state().savedSearches }, version: 3 });
    expect([...storage.data.keys()]).toEqual([LIBRARY_KEY]);
  });

  it('comes back in a new tab as it was left', () => {
    const storage = fakeStorage();
    const first = tab(storage);
    first.state().addAll([CFMM, KB]);
    first.state().setNote('kernelband', 'later');
    first.state().saveSearch('GANs', GAN);
    const second = tab(storage);
    expect(second.state().readingList).toEqual(first.state().readingList);
    expect(second.state().savedSearches).toEqual(first.state().savedSearches);
  });

  it('reads the version 3 fixture as it is, rewriting nothing', () => {
    const storage = fakeStorage({ [LIBRARY_KEY]: JSON.stringify(fixtureV3) });
    const { state } = tab(storage);
    expect(state().readingList).toEqual(fixtureV3.state.readingList);
    expect(state().savedSearches).toEqual(readAs(fixtureV3.state).savedSearches);
    expect(state().notice).toBeNull();
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('migrates the version 2 fixture: a status or note set counts as set when the entry last changed', () => {
    const text = JSON.stringify(fixtureV2);
    const storage = fakeStorage({ [LIBRARY_KEY]: text });
    const { state } = tab(storage);
    const [noted, plain] = fixtureV2.state.readingList;
    expect(state().readingList).toEqual([
      { id: noted!.id, title: noted!.title, addedAt: noted!.addedAt, status: 'reading', statusChangedAt: noted!.updatedAt, note: noted!.note, noteChangedAt: noted!.updatedAt },
      { id: plain!.id, title: plain!.title, addedAt: plain!.addedAt, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0 },
    ]);
    expect(state().notice).toBeNull();
    expect(storage.data.get(BACKUP_KEY)).toBe(text);
    expect(stored(storage)).toMatchObject({ version: 3, state: { readingList: state().readingList } });
  });

  it('migrates the version 1 fixture, backing it up before writing version 3', () => {
    const text = JSON.stringify(fixtureV1);
    const storage = fakeStorage({ [LIBRARY_KEY]: text });
    const { state } = tab(storage);
    expect(ids(state().readingList)).toEqual(fixtureV1.state.readingList);
    expect(state().savedSearches.map((saved) => saved.name)).toEqual(['Bandit theory', 'Agents with code']);
    expect(state().notice).toBeNull();
    expect(storage.setItem.mock.calls.map(([key]) => key)).toEqual([BACKUP_KEY, LIBRARY_KEY]);
    expect(storage.data.get(BACKUP_KEY)).toBe(text);
    expect(stored(storage)).toMatchObject({ version: 3, state: { readingList: state().readingList } });
  });
});

describe('saved searches in the store', () => {
  it('saves, renames and deletes, answering with the clean name or an error', () => {
    const { state } = tab(fakeStorage());
    expect(state().saveSearch('  GANs ', GAN)).toEqual({ ok: true, name: 'GANs' });
    expect(state().saveSearch('gans', GAN)).toEqual({ ok: false, error: { code: 'taken', name: 'GANs' } });
    expect(state().saveSearch('', GAN)).toEqual({ ok: false, error: { code: 'empty' } });
    expect(state().saveSearch('Bandits', { ...EMPTY_SEARCH, q: 'bandit' })).toEqual({ ok: true, name: 'Bandits' });
    expect(state().renameSearch('gans', 'bandits')).toEqual({ ok: false, error: { code: 'taken', name: 'Bandits' } });
    expect(state().renameSearch('gans', 'Generative  models')).toEqual({ ok: true, name: 'Generative models' });
    state().deleteSearch('BANDITS');
    expect(state().savedSearches).toEqual([{ name: 'Generative models', search: GAN, createdAt: expect.any(Number) }]);
  });
});

describe('importData and exportData', () => {
  it('merges a file in and reports what it did', () => {
    const { state } = tab(fakeStorage({ [LIBRARY_KEY]: JSON.stringify(fixtureV2) }));
    state().saveSearch('Bandits with code', { ...EMPTY_SEARCH, q: 'other' });
    const outcome = state().importData(JSON.stringify(exportV2), 'export-v2.json');
    expect(worded(outcome)).toEqual({
      ok: true,
      report: {
        added: { readingList: 1, savedSearches: 1 },
        updated: [{ id: 'cfmm', title: fixtureV2.state.readingList[1]!.title, status: { outcome: 'took', value: 'reading' }, note: 'took' }],
        skipped: [{ what: 'saved search “Bandit theory”', reason: 'it is already saved' }],
        renamed: [{ from: 'Bandits with code', to: 'Bandits with code (2)' }],
      },
    });
    expect(ids(state().readingList)).toEqual(['toolorchestra', 'cfmm', 'kernelband']);
    expect(state().readingList[1]!.note).toBe('Newer note from the laptop.');
  });

  it('keeps the status and note of a browser that listed a paper first, in one that starred it later', () => {
    const a = tab(fakeStorage(), clock(Date.UTC(2026, 4, 1)));
    a.state().add(CFMM);
    a.state().setStatus('cfmm', 'reading');
    a.state().setNote('cfmm', 'Read the appendix first');
    const file = a.state().exportData();
    const b = tab(fakeStorage(), clock(Date.UTC(2026, 4, 2))); // a day later
    b.state().add(CFMM);
    const outcome = b.state().importData(file, 'from-a.json');
    expect(b.state().readingList).toMatchObject([{ id: 'cfmm', status: 'reading', note: 'Read the appendix first' }]);
    expect(outcome).toEqual({
      ok: true,
      report: {
        added: { readingList: 0, savedSearches: 0 },
        updated: [{ id: 'cfmm', title: CFMM.title, status: { outcome: 'took', value: 'reading' }, note: 'took' }],
        skipped: [],
        renamed: [],
      },
    });
    // Importing it again changes nothing.
    const before = b.state().readingList;
    expect(b.state().importData(file, 'from-a.json')).toMatchObject({ ok: true, report: { updated: [] } });
    expect(b.state().readingList).toEqual(before);
  });

  it('lists entries the file had wrong among the skipped', () => {
    const { state } = tab(fakeStorage());
    const file = { ...exportV2, library: { ...exportV2.library, readingList: [{ id: 'x', title: 42 }] } };
    const outcome = state().importData(JSON.stringify(file), 'mine.json');
    expect(outcome.ok && issueInEnglish(outcome.report.skipped[0]!)).toEqual({ what: 'reading list item 1 (x)', reason: 'its title is not text (got a number)' });
  });

  it('answers bad JSON with an error naming the file, changing nothing', () => {
    const { state } = tab(fakeStorage());
    state().add(CFMM);
    const outcome = state().importData('{not json', 'reading-list.json');
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(/^reading-list\.json: it is not valid JSON \(/);
    expect(ids(state().readingList)).toEqual(['cfmm']);
  });

  it('exports what another store imports as it was', () => {
    const a = tab(fakeStorage());
    a.state().addAll([CFMM, KB]);
    a.state().setStatus('kernelband', 'read');
    a.state().saveSearch('GANs', GAN);
    const b = tab(fakeStorage());
    b.state().importData(a.state().exportData());
    expect(b.state().readingList).toEqual(a.state().readingList);
    expect(b.state().savedSearches).toEqual(a.state().savedSearches);
  });
});
