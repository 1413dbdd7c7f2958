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
import { migrateLibrary } from '../../lib/library/migrate';
import { parseStored, storedText, storedVersion } from '../../lib/library/stored';
import { EMPTY_LIBRARY, LIBRARY_VERSION } from '../../lib/library/types';
import type { LibraryData, LibraryIssue } from '../../lib/library/types';
import { validateLibrary } from '../../lib/library/validate';

export type StorageProblem = 'unavailable' | 'full';

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

export interface LibraryNotice {
  /** One or two sentences for the reader. */
  message: string;
  /** What was left out or cut, one each. */
  issues: LibraryIssue[];
  /** Whether the copy of the stored text is in storage; false: in this tab only (download it now). */
  backupStored: boolean;
}

export interface StorageWarning {
  kind: StorageProblem | 'newer-version';
  message: string;
}

/** What the store shows about its storage, besides the library itself. */
export interface StorageStatus {
  /** Stored data that could not all be read, for a visible notice with "Download backup"; null for none. */
  notice: LibraryNotice | null;
  /** Why changes are not being saved, for a quiet, non-blocking warning; null while they are. */
  storageWarning: StorageWarning | null;
}

const WARNINGS: Record<StorageWarning['kind'], string> = {
  unavailable:
    'This browser is not letting the site store data (private browsing, or storage turned off): ' +
    'your reading list and saved searches work, but are forgotten when this tab closes.',
  full: "This browser's storage for the site is full: your latest changes are kept in this tab only. Export your reading list to keep them.",
  'newer-version': 'A newer version of this app has saved your reading list: changes made in this tab are not saved. Reload the page to update.',
};

// noticeFor(issues, kept, true).message => "Part of your saved reading list … could not be read (2 problems); …"
function noticeFor(issues: LibraryIssue[], kept: LibraryData, backupStored: boolean): LibraryNotice {
  const none = kept.readingList.length === 0 && kept.savedSearches.length === 0;
  const problems = `${issues.length} ${issues.length === 1 ? 'problem' : 'problems'}`;
  const what = none
    ? 'Your saved reading list and searches could not be read, so none are shown.'
    : `Part of your saved reading list and searches could not be read (${problems}); the rest is shown.`;
  const copy = backupStored
    ? 'A copy of what was stored has been kept: download it to recover anything by hand.'
    : 'A copy of what was stored is kept in this tab only (the browser would not store it): download it before closing the tab. ' +
      'Nothing will be saved until then.';
  return { message: `${what} ${copy}`, issues, backupStored };
}

/** How stored data is named in the reasons a notice lists. */
const LABEL = 'saved library';

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
 * Everything persist needs for the library under `key`: call `connect(api)` in the state creator,
 * spread `options` into persist's, and call `start(events)` once the store exists.
 */
export function libraryPersistence<S extends State>({ key, storage: getStorage, now }: LibraryPersistenceOptions) {
  const storage = safeStorage(getStorage);
  const backupKey = `${key}:backup`;
  let api: PersistedApi<S> | undefined;
  // The stored text this tab last read or wrote (undefined: none yet), and the library it held: the
  // common ancestor of the next three-way merge.
  let lastText: string | null | undefined;
  let base: LibraryData = EMPTY_LIBRARY;
  // Stored text that could not be backed up, so must not be overwritten; and the last backup, in memory.
  let keep: string | null = null;
  let memoryBackup: string | null = null;
  // What one pass of getItem → migrate → merge found; `rewrite`: the stored text should be replaced.
  let loading = { failed: false, text: null as string | null, issues: [] as LibraryIssue[], migrated: false, newer: false };
  let rewrite = false;
  let writing = false;
  let ready = false;
  let warning: StorageWarning | null = null;

  // Sets the warning; `quiet` while persist is about to set the whole state anyway.
  const warn = (kind: StorageWarning['kind'] | null, quiet = false): void => {
    if ((warning?.kind ?? null) === kind) return;
    warning = kind === null ? null : { kind, message: WARNINGS[kind] };
    if (ready && !quiet) api?.setState({ storageWarning: warning } as Partial<S>);
  };

  // Copies stored text to the backup key; returns whether it is there. If not, the text is kept from
  // being overwritten, and stays downloadable from memory.
  const backUp = (text: string): boolean => {
    memoryBackup = text;
    const stored = storage.write(backupKey, text);
    if (stored.ok) return true;
    keep = text;
    warn(stored.problem, true);
    return false;
  };

  // Writes the library, having first merged in whatever another tab stored since this one last looked.
  const save = (): void => {
    if (writing || !ready || api === undefined) return;
    writing = true;
    try {
      const read = storage.read(key);
      if (!read.ok) return warn(read.problem);
      if (read.text !== lastText) void api.persist.rehydrate(); // synchronous: the storage is
      if (read.text !== null && (storedVersion(read.text) ?? 0) > LIBRARY_VERSION) return warn('newer-version');
      if (read.text !== null && read.text === keep) return;
      const { readingList, savedSearches } = api.getState();
      const text = storedText({ readingList, savedSearches });
      const written = text === read.text ? ({ ok: true } as const) : storage.write(key, text);
      if (!written.ok) return warn(written.problem);
      lastText = text;
      base = { readingList, savedSearches };
      warn(null);
    } finally {
      writing = false;
    }
  };

  const persistStorage: PersistStorage<LibraryData> = {
    getItem: () => {
      loading = { failed: false, text: null, issues: [], migrated: false, newer: false };
      const read = storage.read(key);
      if (!read.ok) {
        loading.failed = true;
        warn(read.problem, true);
        return null;
      }
      lastText = loading.text = read.text;
      if (read.text === null) return null;
      const stored = parseStored(read.text, LABEL);
      if ('reason' in stored) {
        loading.issues.push(stored);
        return null;
      }
      loading.newer = stored.version > LIBRARY_VERSION;
      return stored as { state: LibraryData; version: number };
    },
    setItem: save,
    removeItem: () => undefined,
  };

  const options: Required<Pick<PersistOptions<S, LibraryData>, 'name' | 'version' | 'storage' | 'migrate' | 'merge'>> = {
    name: key,
    version: LIBRARY_VERSION,
    storage: persistStorage,
    migrate: (state, version) => {
      const migrated = migrateLibrary(state, version, now(), LABEL);
      loading.issues.push(...migrated.issues);
      loading.migrated = true;
      return migrated.state as LibraryData;
    },
    merge: (persisted, current) => {
      if (loading.failed) return { ...current, storageWarning: warning };
      const { data: theirs, issues } = validateLibrary(persisted, LABEL);
      const all = [...loading.issues, ...issues];
      rewrite = all.length > 0 || loading.migrated;
      const backupStored = rewrite && loading.text !== null ? backUp(loading.text) : true;
      if (loading.newer) warn('newer-version', true);
      // Damaged data says nothing about what was removed: merge it as if nothing had been stored before.
      const merged = mergeSync(all.length > 0 ? EMPTY_LIBRARY : base, current, theirs);
      base = theirs;
      const notice = all.length > 0 ? noticeFor(all, theirs, backupStored) : current.notice;
      return { ...current, ...merged, notice, storageWarning: warning };
    },
  };

  const onStorage = (event: Event): void => {
    const changed = (event as StorageEvent).key;
    if ((changed !== null && changed !== key) || writing || api === undefined) return;
    const read = storage.read(key);
    if (!read.ok || read.text === lastText) return;
    void api.persist.rehydrate();
    save(); // writes only if this tab had changes the other's lacked (after a failed write)
  };

  return {
    options,
    connect: (storeApi: PersistedApi<S>) => {
      api = storeApi;
    },
    /** Once the store exists: writes back data that was migrated or repaired, and follows other tabs. */
    start: (events: EventTarget | null) => {
      ready = true;
      if (rewrite) save();
      events?.addEventListener('storage', onStorage);
      return () => events?.removeEventListener('storage', onStorage);
    },
    /** The last stored text that had to be backed up, from storage or else from memory; null for none. */
    backup: (): string | null => {
      const read = storage.read(backupKey);
      return read.ok && read.text !== null ? read.text : memoryBackup;
    },
  };
}
