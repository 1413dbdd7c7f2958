// What the reader keeps between visits: a reading list and saved searches. This is the shape stored in
// the browser (see src/features/library/libraryStore.ts) and, wrapped, the shape of an exported file
// (see file.ts). Bump LIBRARY_VERSION on any breaking change and teach migrate.ts the step.

import type { SearchState } from '../search/state';

/**
 * The version of LibraryData this code writes.
 *   1: `{ readingList: string[], titles: { [id]: title }, savedSearches: { name, query }[] }` — ids in the
 *      order added, no status or notes, searches as query strings (see migrate.ts).
 *   2: reading-list entries `{ id, title, addedAt, status, note, updatedAt }`: one time for the whole entry, so
 *      a merge could only take one side's entry or the other's (see migrate.ts).
 *   3: the shape below: a time per field (statusChangedAt, noteChangedAt), so that merges go field by field.
 */
export const LIBRARY_VERSION = 3;

export type ReadingStatus = 'to-read' | 'reading' | 'read';

/** The statuses, in the order a reader moves through them. */
export const READING_STATUSES: readonly ReadingStatus[] = ['to-read', 'reading', 'read'];

/** The longest note one types, in UTF-16 code units (what a textarea's maxLength counts). */
export const MAX_NOTE_LENGTH = 500;
/**
 * The longest note kept: a merge keeps both of two notes written apart (see mergeNotes), so a note can
 * outgrow what one types. Beyond this, the older text is cut, and the import report says so.
 */
export const MAX_KEPT_NOTE_LENGTH = 10 * MAX_NOTE_LENGTH;
/** The longest saved-search name, in UTF-16 code units. */
export const MAX_SEARCH_NAME_LENGTH = 80;
/** The longest title kept with an entry; derived titles are at most 120 characters. */
export const MAX_TITLE_LENGTH = 300;

export interface ReadingEntry {
  /** The paper's id ([a-z0-9-], at most 48 characters, see src/lib/ids.ts). */
  id: string;
  /** The title when the paper was added, so the entry still reads well if the paper leaves the list. */
  title: string;
  /** When it was added, epoch milliseconds; the list is ordered by it (then by id). */
  addedAt: number;
  status: ReadingStatus;
  /**
   * When the reader last set the status, epoch milliseconds; 0 while it is the one given on adding
   * ('to-read'). A status set wins a merge over one never set, and the later of two set wins.
   */
  statusChangedAt: number;
  /** Plain text, at most MAX_KEPT_NOTE_LENGTH; '' for none. */
  note: string;
  /** When the reader last wrote the note, epoch milliseconds; 0 for never. */
  noteChangedAt: number;
}

export interface SavedSearch {
  /** Plain text, trimmed, single-spaced, 1–MAX_SEARCH_NAME_LENGTH characters, unique ignoring case. */
  name: string;
  search: SearchState;
  /** When it was saved, epoch milliseconds; the list is ordered by it. */
  createdAt: number;
}

export interface LibraryData {
  /** Ordered by addedAt, then id (see sortReadingList). */
  readingList: ReadingEntry[];
  /** Ordered by createdAt, then name (see sortSavedSearches). */
  savedSearches: SavedSearch[];
}

export const EMPTY_LIBRARY: LibraryData = Object.freeze({ readingList: [], savedSearches: [] }) as LibraryData;
