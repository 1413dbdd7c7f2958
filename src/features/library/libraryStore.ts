// The reader's reading list and saved searches: a vanilla zustand store made by a factory, so tests and
// the app each pass their own storage. Kept in localStorage: only what the reader made, never papers or
// the index. The stored library is read once, explicitly, as the store is made (read → migrate →
// validate → merge), and every change of the library is saved through the store's `subscribe`. How it is
// stored, backed up, kept safe from failing storage and shared between tabs: see storage.ts.

import { createStore } from 'zustand/vanilla';
import { isoDay } from '../../lib/dates';
import type { SearchState } from '../../lib/search/state';
import { exportLibrary, LibraryFileError, readLibraryFile } from '../../lib/library/file';
import type { LibraryFileProblem } from '../../lib/library/file';
import { mergeImport } from '../../lib/library/merge';
import type { ImportReport } from '../../lib/library/merge';
import { addPapers, removePaper, removePapers, restoreEntries, setEntriesStatus, setEntryNote, setEntryStatus } from '../../lib/library/readingList';
import type { PaperRef } from '../../lib/library/readingList';
import { deleteSearch, renameSearch, saveSearch } from '../../lib/library/savedSearches';
import type { NameProblem } from '../../lib/library/savedSearches';
import type { LibraryData, ReadingEntry, ReadingStatus } from '../../lib/library/types';
import type { StorageArea } from '../../lib/safeStorage';
import { t } from '../../i18n/i18n';
import { libraryPersistence } from './storage';
import type { StorageStatus } from './storageNotices';

/** Where the library is stored; the backup of unreadable data sits at `${LIBRARY_KEY}:backup`. */
export const LIBRARY_KEY = 'paper-explorer:library';

/** The library, and what the page shows about its storage (see StorageStatus). */
export type LibraryState = LibraryData & StorageStatus;

export type NameOutcome = { ok: true; name: string } | { ok: false; error: NameProblem };
/** A refused file's `error` is in English; `problem`, when known, lets the page say it in the reader's language. */
export type ImportOutcome = { ok: true; report: ImportReport } | { ok: false; error: string; problem?: LibraryFileProblem };

export interface LibraryActions {
  /** Adds the paper, or removes it if listed; returns whether it is listed now. */
  toggle: (paper: PaperRef) => boolean;
  /** Adds the paper at the end, to read, unless it is listed (or its id is not a paper id). */
  add: (paper: PaperRef) => void;
  /** Adds the papers not listed yet, in order; returns how many were added. */
  addAll: (papers: readonly PaperRef[]) => number;
  remove: (id: string) => void;
  /** Removes the papers; returns their entries as they were, for `restore` (Undo). */
  removeMany: (ids: readonly string[]) => ReadingEntry[];
  /** Puts removed entries back as they were (see restoreEntries). */
  restore: (entries: readonly ReadingEntry[]) => void;
  setStatus: (id: string, status: ReadingStatus) => void;
  setStatusOf: (ids: readonly string[], status: ReadingStatus) => void;
  /** Sets the note, as plain text of at most MAX_NOTE_LENGTH characters. */
  setNote: (id: string, note: string) => void;
  /** Saves the search under a new name, or says why the name cannot be used (see validateSearchName). */
  saveSearch: (name: string, search: SearchState) => NameOutcome;
  renameSearch: (from: string, to: string) => NameOutcome;
  deleteSearch: (name: string) => void;
  /** Merges a library file in (see mergeImport); `source` (the file's name) names it in errors. */
  importData: (text: string, source?: string) => ImportOutcome;
  /** The library as a file's text (see exportLibrary). */
  exportData: () => string;
  dismissNotice: () => void;
  /** The last stored text that had to be backed up, for "Download backup"; null when there is none. */
  backup: () => { text: string; fileName: string } | null;
}

export type LibraryStore = LibraryState & LibraryActions;

export interface LibraryStoreOptions {
  /** The storage to use, asked for on every access; window.localStorage by default. */
  storage?: () => StorageArea;
  /** Where other tabs' `storage` events arrive; window by default, null for none. */
  events?: EventTarget | null;
  /** The clock, in epoch milliseconds. */
  now?: () => number;
  /** The storage key; LIBRARY_KEY by default. */
  key?: string;
}

// The part of the state that is stored.
const dataOf = (state: LibraryData): LibraryData => ({ readingList: state.readingList, savedSearches: state.savedSearches });

export function createLibraryStore(options: LibraryStoreOptions = {}) {
  const now = options.now ?? Date.now;
  const events = options.events !== undefined ? options.events : typeof window === 'undefined' ? null : window;
  const storage = libraryPersistence<LibraryStore>({ key: options.key ?? LIBRARY_KEY, storage: options.storage ?? (() => window.localStorage), now });

  const store = createStore<LibraryStore>()((set, get) => {
    const setList = (readingList: LibraryData['readingList']) => set({ readingList });
    const listed = (id: string) => get().readingList.some((entry) => entry.id === id);
    return {
      ...storage.initial,

      toggle: (paper) => {
        setList(listed(paper.id) ? removePaper(get().readingList, paper.id) : addPapers(get().readingList, [paper], now()));
        return listed(paper.id);
      },
      add: (paper) => setList(addPapers(get().readingList, [paper], now())),
      addAll: (papers) => {
        const before = get().readingList.length;
        setList(addPapers(get().readingList, papers, now()));
        return get().readingList.length - before;
      },
      remove: (id) => setList(removePaper(get().readingList, id)),
      removeMany: (ids) => {
        const gone = new Set(ids);
        const removed = get().readingList.filter((entry) => gone.has(entry.id));
        setList(removePapers(get().readingList, gone));
        return removed;
      },
      restore: (entries) => setList(restoreEntries(get().readingList, entries)),
      setStatus: (id, status) => setList(setEntryStatus(get().readingList, id, status, now())),
      setStatusOf: (ids, status) => setList(setEntriesStatus(get().readingList, ids, status, now())),
      setNote: (id, note) => setList(setEntryNote(get().readingList, id, note, now())),

      saveSearch: (name, search) => {
        const result = saveSearch(get().savedSearches, name, search, now());
        if (!result.ok) return result;
        set({ savedSearches: result.list });
        return { ok: true, name: result.name };
      },
      renameSearch: (from, to) => {
        const result = renameSearch(get().savedSearches, from, to);
        if (!result.ok) return result;
        set({ savedSearches: result.list });
        return { ok: true, name: result.name };
      },
      deleteSearch: (name) => set({ savedSearches: deleteSearch(get().savedSearches, name) }),

      importData: (text, source = t('library.importedFile')) => {
        let file: ReturnType<typeof readLibraryFile>;
        try {
          file = readLibraryFile(text, source, now());
        } catch (error) {
          if (error instanceof LibraryFileError) return { ok: false, error: error.message, problem: error.problem };
          return { ok: false, error: error instanceof Error ? error.message : t('library.fileUnreadable', { file: source, error: String(error) }) };
        }
        const { data, report } = mergeImport(dataOf(get()), file.data);
        set(data);
        return { ok: true, report: { ...report, skipped: [...file.issues, ...report.skipped] } };
      },
      exportData: () => exportLibrary(dataOf(get()), now()),
      dismissNotice: () => set({ notice: null }),
      backup: () => {
        const text = storage.backup();
        return text === null ? null : { text, fileName: `paper-explorer-library-backup-${isoDay(now())}.txt` };
      },
    };
  });

  const stop = storage.start(store, events);
  return Object.assign(store, {
    /** Stops following other tabs (for tests, and a store that is thrown away). */
    disconnect: stop,
  });
}

export type LibraryStoreApi = ReturnType<typeof createLibraryStore>;
