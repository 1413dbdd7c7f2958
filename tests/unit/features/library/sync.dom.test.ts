// Two tabs ("stores") on one storage. Browsers tell the other tabs of a write with a `storage` event,
// some time later; here the test dispatches it, so it can also be late or missing.
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import { clock, fakeStorage, stored, tab as tabOn } from './fakeStorage';

const CFMM = { id: 'cfmm', title: 'CFMM' };
const KB = { id: 'kernelband', title: 'KernelBand' };
const MASH = { id: 'mash', title: 'MASH' };
// Tabs in one browser read one clock.
let now = clock();
const tab = (storage: ReturnType<typeof fakeStorage>) => tabOn(storage, now);
beforeEach(() => {
  now = clock();
});

const ids = (t: ReturnType<typeof tab>) => t.state().readingList.map((entry) => entry.id);
const storedIds = (storage: ReturnType<typeof fakeStorage>) =>
  (stored(storage) as { state: { readingList: { id: string }[] } }).state.readingList.map((entry) => entry.id);

describe('two tabs', () => {
  it('each show a paper saved in the other, without reloading', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    const b = tab(storage);
    a.state().add(CFMM);
    b.notify();
    expect(ids(b)).toEqual(['cfmm']);
    b.state().add(KB);
    a.notify();
    expect(ids(a)).toEqual(['cfmm', 'kernelband']);
    expect(ids(b)).toEqual(['cfmm', 'kernelband']);
  });

  it('keep both papers when the second tab writes before it hears of the first', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    const b = tab(storage);
    a.state().add(CFMM);
    b.state().add(KB); // no event yet: B must not write over A's paper
    expect(storedIds(storage)).toEqual(['cfmm', 'kernelband']);
    expect(ids(b)).toEqual(['cfmm', 'kernelband']);
    b.notify(); // A's late event: nothing new for B
    a.notify();
    expect(ids(a)).toEqual(['cfmm', 'kernelband']);
  });

  it('pass a removal on', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    a.state().addAll([CFMM, KB]);
    const b = tab(storage);
    a.state().remove('cfmm');
    b.notify();
    expect(ids(b)).toEqual(['kernelband']);
  });

  it('pass a removal on even when the other tab writes before hearing of it', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    a.state().addAll([CFMM, KB]);
    const b = tab(storage);
    a.state().remove('cfmm');
    b.state().add(MASH);
    expect(storedIds(storage)).toEqual(['kernelband', 'mash']);
    a.notify();
    expect(ids(a)).toEqual(['kernelband', 'mash']);
  });

  it('keep the note written last, by a tab that had heard of the one before', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    a.state().add(CFMM);
    const b = tab(storage);
    a.state().setNote('cfmm', 'from A');
    b.state().setStatus('kernelband', 'read');
    b.state().setNote('cfmm', 'from B, later');
    a.notify();
    expect(a.state().readingList[0]!.note).toBe('from B, later');
  });

  it('keep a note written in one and a status set in the other, each before hearing of the other', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    a.state().add(CFMM);
    const b = tab(storage);
    a.state().setNote('cfmm', 'from A');
    b.state().setStatus('cfmm', 'read'); // B has not heard of A's note: it writes after merging it in
    a.notify();
    for (const t of [a, b]) expect(t.state().readingList).toMatchObject([{ id: 'cfmm', status: 'read', note: 'from A' }]);
  });

  it('keep both texts of a note written in both before either heard of the other, the newer first', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    a.state().add(CFMM);
    const b = tab(storage);
    a.state().setNote('cfmm', 'from A');
    b.state().setNote('cfmm', 'from B, later');
    a.notify();
    const note = 'from B, later\n\n— from another tab, 2026-05-01:\nfrom A';
    for (const t of [a, b]) expect(t.state().readingList[0]!.note).toBe(note);
  });

  it('pass saved searches, renames and deletions on', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    const b = tab(storage);
    a.state().saveSearch('GANs', { ...EMPTY_SEARCH, q: 'gan' });
    b.notify();
    b.state().renameSearch('GANs', 'Generative');
    a.notify();
    expect(a.state().savedSearches.map((saved) => saved.name)).toEqual(['Generative']);
    a.state().deleteSearch('generative');
    b.notify();
    expect(b.state().savedSearches).toEqual([]);
  });

  it('adopt the other tab’s library without writing it back', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    const b = tab(storage);
    a.state().add(CFMM);
    const writes = storage.setItem.mock.calls.length;
    b.notify();
    expect(storage.setItem.mock.calls.length).toBe(writes);
  });

  it('ignore events for other keys', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    const b = tab(storage);
    a.state().add(CFMM);
    b.notify('something-else');
    expect(ids(b)).toEqual([]);
    b.notify(null); // localStorage.clear() in another tab: re-read
    expect(ids(b)).toEqual(['cfmm']);
  });

  it('keep changes that could not be saved, and save them when the other tab writes', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    const b = tab(storage);
    const setItem = storage.setItem.getMockImplementation()!;
    storage.setItem.mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    b.state().add(KB);
    expect(b.state().storageWarning?.kind).toBe('full');
    storage.setItem.mockImplementation(setItem);
    a.state().add(CFMM);
    b.notify();
    expect(ids(b)).toEqual(['kernelband', 'cfmm']);
    expect(storedIds(storage)).toEqual(['kernelband', 'cfmm']);
    expect(b.state().storageWarning).toBeNull();
  });

  it('stop following the other tab once disconnected', () => {
    const storage = fakeStorage();
    const a = tab(storage);
    const b = tab(storage);
    b.store.disconnect();
    a.state().add(CFMM);
    b.notify();
    expect(ids(b)).toEqual([]);
  });
});
