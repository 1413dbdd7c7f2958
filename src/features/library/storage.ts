// How the library is kept in the browser's storage, for zustand's `persist` (see libraryStore.ts).
//
// Never throwing. In private browsing, with storage blocked, or with the site's quota full,
// `window.localStorage` itself, getItem or setItem throw; the library then keeps working in memory and
// `storageWarning` says what is not being saved. Data that could not be read is never written over.
//
// Never trusting. Reading (persist's getItem → migrate → merge) keeps every valid entry and drops the
// rest with a reason. When anything was dropped, or the data was migrated, the stored text is first
// copied to `${key}:backup` and kept in memory, and with anything dropped `notice` says so, for a
// "Download backup" button. If the copy cannot be stored, the original is not overwritten.
//
// Tabs. Every write stores the whole library. Before writing, a tab reads the stored text again; if
// another tab wrote since this one last read or wrote it, the tab first merges that in (mergeSync:
// three-way, from the library both last saw), so neither tab's additions or removals are lost. On a
// `storage` event for the key it does the same; with no unsaved changes of its own, it simply adopts
// the other tab's library, and writes nothing back.

import type { PersistOptions, PersistStorage } from 'zustand/middleware';
import { mergeSync } from '../../lib/library/merge';
import { storedText, storedVersion } from '../../lib/library/stored';
import { EMPTY_LIBRARY, LIBRARY_VERSION } from '../../lib/library/types';
import type { LibraryData } from '../../lib/library/types';
import { validateLibrary } from '../../lib/library/validate';
import { LABEL, loadStored, migrateLoaded, type Loaded } from './loadStored';
import { noticeFor, warningFor, type StorageProblem, type StorageStatus, type StorageWarning } from './storageNotices';

export type ReadResult = { ok: true; text: string | null } | { ok: false; problem: 'unavailable' };
export type WriteResult = { ok: true } | { ok: false; problem: StorageProblem };

export interface SafeStorage {
  read: (key: string) => ReadResult;
  write: (key: string, text: string) => WriteResult;
}

/** The storage a Storage getter gives, asked afresh on every call: a getter that throws once may not later. */
export function safeStorage(getStorage: () => Pick<Storage, 'getItem' | 'setItem'>): SafeStorage {
  return {
    read: (key) => {
      try {
        return { ok: true, text: getStorage().getItem(key) };
      } catch {
        return { ok: false, problem: 'unavailable' };
      }
    },
    write: (key, text) => {
      try {
        getStorage().setItem(key, text);
        return { ok: true };
      } catch (error) {
        return { ok: false, problem: isQuotaExceeded(error) ? 'full' : 'unavailable' };
      }
    },
  };
}

/**
 * Whether an error is the browser saying the storage quota is used up: QuotaExceededError in most
 * browsers, NS_ERROR_DOM_QUOTA_REACHED in old Firefox (legacy codes 22 and 1014).
 */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** The part of the store the persistence reads and sets. */
type State = LibraryData & StorageStatus;

/** The store, as persist makes it. */
export interface PersistedApi<S extends State> {
  getState: () => S;
  setState: (partial: Partial<S>) => unknown;
  persist: { rehydrate: () => Promise<void> };
}

export interface LibraryPersistenceOptions {
  key: string;
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
}

/**
 * Everything persist needs for the library under `key`: spread `options` into persist's, and call
 * `start(store, events)` once the store exists.
 *
 * What this relies on in zustand 5.1.0's persist (node_modules/zustand/esm/middleware.mjs; checked by
 * tests/unit/features/library/persistOrder.test.ts, which fails if an upgrade changes it):
 * - A getItem that returns a value, not a promise, is followed synchronously: toThenable wraps the value
 *   in toSyncThenable (line 489), whose `then` calls on at once (lines 481-485). So the first hydration
 *   (hydrate() at line 648) is over before createStore returns, with the merged state as the initial one
 *   (line 650), and `persist.rehydrate()` (lines 626-628) has merged the stored library into the state
 *   when it returns: `save` reads the state right after calling it.
 * - In one call of hydrate, getItem's `state` goes to migrate when its `version` differs from ours
 *   (lines 558-569), and migrate's result, or else `state` itself (line 575), goes to merge (lines
 *   585-588). A `Loaded` record travels through the three as a value (see loadStored.ts); loadStored
 *   never returns null, for which merge would get undefined (line 578).
 * - merge's result is set with the store's own `set` (line 589), which does not call setItem; only a
 *   migration does (lines 590-591): during the first hydration, before `start`, where `save` ignores it
 *   (`start` writes the migrated data back instead), or within `save`, where `writing` stops it.
 */
export function libraryPersistence<S extends State>({ key, storage: getStorage, now }: LibraryPersistenceOptions) {
  const storage = safeStorage(getStorage);
  const backupKey = `${key}:backup`;
  // What this tab knows of the stored library, in one place; changed only by the functions below.
  const tab = {
    /** The store, once started: until then nothing is written and no warning is set on it. */
    api: undefined as PersistedApi<S> | undefined,
    /** The stored text this tab last read or wrote (undefined: none yet)… */
    lastText: undefined as string | null | undefined,
    /** …and the library it held: the common ancestor of the next three-way merge. */
    base: EMPTY_LIBRARY as LibraryData,
    /** Stored text that could not be backed up, so must not be overwritten. */
    keep: null as string | null,
    /** The last backup, in memory. */
    memoryBackup: null as string | null,
    /** Whether the last read found data to replace (damaged or migrated), written back by `start`. */
    rewrite: false,
    /** Whether a save is under way: what it sets off (a rehydration, a storage event) does not save again. */
    writing: false,
    warning: null as StorageWarning | null,
  };

  // Sets the warning; `quiet` while persist is about to set the whole state anyway.
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

  // Writes the library, having first merged in whatever another tab stored since this one last looked.
  const save = (): void => {
    const { api } = tab;
    if (tab.writing || api === undefined) return;
    tab.writing = true;
    try {
      const read = storage.read(key);
      if (!read.ok) return warn(read.problem);
      if (read.text !== tab.lastText) void api.persist.rehydrate(); // synchronous: see above
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
      tab.writing = false;
    }
  };

  // persist's merge: the library read (see loadStored.ts) validated, merged with this tab's, and what
  // could not be read backed up and reported.
  const merge = (loaded: Loaded, current: S): S => {
    if (loaded.failed) {
      warn('unavailable', true);
      return { ...current, storageWarning: tab.warning };
    }
    tab.lastText = loaded.text;
    const { data: theirs, issues } = validateLibrary(loaded.data, LABEL);
    const all = [...loaded.issues, ...issues];
    tab.rewrite = all.length > 0 || loaded.migrated;
    const backupStored = tab.rewrite && loaded.text !== null ? backUp(loaded.text) : true;
    if (loaded.newer) warn('newer-version', true);
    // Damaged data says nothing about what was removed: merge it as if nothing had been stored before.
    const merged = mergeSync(all.length > 0 ? EMPTY_LIBRARY : tab.base, current, theirs);
    tab.base = theirs;
    const notice = all.length > 0 ? noticeFor(all, theirs, backupStored) : current.notice;
    return { ...current, ...merged, notice, storageWarning: tab.warning };
  };

  // The stored value persist passes between its steps is a Loaded record (getItem's), never the
  // library itself; what it would write (setItem's argument) is ignored: `save` reads the store.
  const persistStorage: PersistStorage<LibraryData | Loaded> = {
    getItem: () => loadStored(storage.read(key)),
    setItem: save,
    removeItem: () => undefined,
  };

  const options: Required<Pick<PersistOptions<S, LibraryData | Loaded>, 'name' | 'version' | 'storage' | 'migrate' | 'merge'>> = {
    name: key,
    version: LIBRARY_VERSION,
    storage: persistStorage,
    migrate: (loaded, version) => migrateLoaded(loaded as Loaded, version, now()),
    merge: (loaded, current) => merge(loaded as Loaded, current),
  };

  const onStorage = (event: Event): void => {
    const changed = (event as StorageEvent).key;
    if ((changed !== null && changed !== key) || tab.writing || tab.api === undefined) return;
    const read = storage.read(key);
    if (!read.ok || read.text === tab.lastText) return;
    void tab.api.persist.rehydrate();
    save(); // writes only if this tab had changes the other's lacked (after a failed write)
  };

  return {
    options,
    /** Once the store exists: writes back data that was migrated or repaired, and follows other tabs. */
    start: (store: PersistedApi<S>, events: EventTarget | null) => {
      tab.api = store;
      if (tab.rewrite) save();
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
