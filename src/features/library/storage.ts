// How the library is kept in the browser's storage, for the store (see libraryStore.ts): loaded once,
// explicitly, when the store is made, and saved through the store's `subscribe` whenever the library
// itself (not a notice or a warning) changes.
//
// Never throwing (src/lib/safeStorage.ts). In private browsing, with storage blocked, or with the site's
// quota full, `window.localStorage` itself, getItem or setItem throw; the library then keeps working in
// memory and `storageWarning` says what is not being saved. Data that could not be read is never written over.
//
// Never trusting. Reading (loadStored: read → migrate → validate, then merged with this tab's library)
// keeps every valid entry and drops the rest with a reason. When anything was dropped, or the data was
// migrated, the stored text is first copied to `${key}:backup` and kept in memory, and with anything
// dropped `notice` says so, for a "Download backup" button. If the copy cannot be stored, the original
// is not overwritten.
//
// Tabs. Every write stores the whole library. Before writing, a tab reads the stored text again; if
// another tab wrote since this one last read or wrote it, the tab first merges that in (mergeSync:
// three-way, from the library both last saw), so neither tab's additions or removals are lost. On a
// `storage` event for the key it does the same; with no unsaved changes of its own, it simply adopts
// the other tab's library, and writes nothing back.

import type { StoreApi } from 'zustand/vanilla';
import { mergeSync } from '../../lib/library/merge';
import { storedText, storedVersion } from '../../lib/library/stored';
import { EMPTY_LIBRARY, LIBRARY_VERSION } from '../../lib/library/types';
import type { LibraryData } from '../../lib/library/types';
import { safeStorage, type ReadResult, type StorageArea } from '../../lib/safeStorage';
import { loadStored, type Loaded } from './loadStored';
import { noticeFor, warningFor, type StorageStatus, type StorageWarning } from './storageNotices';

/** The part of the store the persistence reads and sets. */
type State = LibraryData & StorageStatus;

export interface LibraryPersistenceOptions {
  key: string;
  storage: () => StorageArea;
  now: () => number;
}

/**
 * The library stored under `key`: `initial` is what the store starts with (the stored library, read
 * once, with its notice and warning); call `start(store, events)` once the store exists, to save its
 * changes and follow other tabs.
 */
export function libraryPersistence<S extends State>({ key, storage: getStorage, now }: LibraryPersistenceOptions) {
  const storage = safeStorage(getStorage);
  const backupKey = `${key}:backup`;
  // What this tab knows of the stored library, in one place; changed only by the functions below.
  const tab = {
    /** The store, once started: until then nothing is written and no warning is set on it. */
    api: undefined as StoreApi<S> | undefined,
    /** The stored text this tab last read or wrote (undefined: none yet)… */
    lastText: undefined as string | null | undefined,
    /** …and the library it held: the common ancestor of the next three-way merge. */
    base: EMPTY_LIBRARY as LibraryData,
    /** Stored text that could not be backed up, so must not be overwritten. */
    keep: null as string | null,
    /** The last backup, in memory. */
    memoryBackup: null as string | null,
    /** Whether the first read found data to replace (damaged or migrated), written back by `start`. */
    rewrite: false,
    /** Whether a save or a merge is under way: the state it sets is not a change of the reader's to save. */
    busy: false,
    warning: null as StorageWarning | null,
  };

  // Sets the warning; `quiet` while the caller sets the whole state anyway.
  const warn = (kind: StorageWarning['kind'] | null, quiet = false): void => {
    if ((tab.warning?.kind ?? null) === kind) return;
    tab.warning = kind === null ? null : warningFor(kind);
    if (!quiet) tab.api?.setState({ storageWarning: tab.warning } as Partial<S>);
  };

  // Copies stored text to the backup key; returns whether it is there. If not, the text is kept from
  // being overwritten, and stays downloadable from memory.
  const backUp = (text: string): boolean => {
    tab.memoryBackup = text;
    const stored = storage.write(backupKey, text);
    if (stored.ok) return true;
    tab.keep = text;
    warn(stored.problem, true);
    return false;
  };

  // The library read (see loadStored.ts) merged with this tab's (`current`), and what could not be read
  // backed up and reported: the state to set.
  const merge = (loaded: Loaded, current: State): State => {
    if (loaded.failed) {
      warn('unavailable', true);
      return { ...current, storageWarning: tab.warning };
    }
    tab.lastText = loaded.text;
    const { data: theirs, issues } = loaded;
    tab.rewrite = issues.length > 0 || loaded.migrated;
    const backupStored = tab.rewrite && loaded.text !== null ? backUp(loaded.text) : true;
    if (loaded.newer) warn('newer-version', true);
    // Damaged data says nothing about what was removed: merge it as if nothing had been stored before.
    const merged = mergeSync(issues.length > 0 ? EMPTY_LIBRARY : tab.base, current, theirs);
    tab.base = theirs;
    const notice = issues.length > 0 ? noticeFor(issues, theirs, backupStored) : current.notice;
    return { ...current, ...merged, notice, storageWarning: tab.warning };
  };

  // Merges what another tab stored into the store's library (the caller holds `busy`).
  const adopt = (api: StoreApi<S>, read: ReadResult): void => {
    const { readingList, savedSearches, notice, storageWarning } = merge(loadStored(read, now()), api.getState());
    api.setState({ readingList, savedSearches, notice, storageWarning } as Partial<S>);
  };

  // Writes the library, having first merged in whatever another tab stored since this one last looked.
  const save = (): void => {
    const { api } = tab;
    if (tab.busy || api === undefined) return;
    tab.busy = true;
    try {
      const read = storage.read(key);
      if (!read.ok) return warn(read.problem);
      if (read.text !== tab.lastText) adopt(api, read);
      if (read.text !== null && (storedVersion(read.text) ?? 0) > LIBRARY_VERSION) return warn('newer-version');
      if (read.text !== null && read.text === tab.keep) return;
      const { readingList, savedSearches } = api.getState();
      const text = storedText({ readingList, savedSearches });
      const written = text === read.text ? ({ ok: true } as const) : storage.write(key, text);
      if (!written.ok) return warn(written.problem);
      tab.lastText = text;
      tab.base = { readingList, savedSearches };
      warn(null);
    } finally {
      tab.busy = false;
    }
  };

  const onStorage = (event: Event): void => {
    const changed = (event as StorageEvent).key;
    const { api } = tab;
    if ((changed !== null && changed !== key) || tab.busy || api === undefined) return;
    const read = storage.read(key);
    if (!read.ok || read.text === tab.lastText) return;
    tab.busy = true;
    try {
      adopt(api, read);
    } finally {
      tab.busy = false;
    }
    save(); // writes only if this tab had changes the other's lacked (after a failed write)
  };

  return {
    /** The stored library, read once, merged into an empty one: the store's first state. */
    initial: merge(loadStored(storage.read(key), now()), { ...EMPTY_LIBRARY, notice: null, storageWarning: null }),
    /**
     * Once the store exists: writes back data that was migrated or repaired, saves the store's changes,
     * and follows other tabs. Returns the way to stop following them.
     *
     * Every state an action sets is a `save` (this module's own sets are not: `busy`), and `save` writes
     * only when the library's text differs from what is stored: a notice dismissed writes nothing. Even
     * an action that changed nothing catches up with what other tabs stored, whose `storage` events may
     * come late: its tab then writes its next change on top of theirs, not beside it.
     */
    start: (store: StoreApi<S>, events: EventTarget | null) => {
      tab.api = store;
      if (tab.rewrite) save();
      store.subscribe(save);
      events?.addEventListener('storage', onStorage);
      return () => events?.removeEventListener('storage', onStorage);
    },
    /** The last stored text that had to be backed up, from storage or else from memory; null for none. */
    backup: (): string | null => {
      const read = storage.read(backupKey);
      return read.ok && read.text !== null ? read.text : tab.memoryBackup;
    },
  };
}
