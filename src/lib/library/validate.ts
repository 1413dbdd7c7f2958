// Reads library data from outside the program (the browser's storage, an imported file) without ever
// trusting it: every entry that is valid is kept, every one that is not is left out with a reason, and
// nothing throws. Overlong notes, titles and names are cut rather than lost, and said so.

import { isRecord } from '../json';
import type { SearchState, SortOrder } from '../search/state';
import { isPaperId } from '../paperId';
import { cleanEntryNote, cleanTitle, sortReadingList } from './readingList';
import { cleanSearch, cleanSearchName, nameKey, sortSavedSearches } from './savedSearches';
import { cutText } from './text';
import { MAX_KEPT_NOTE_LENGTH, MAX_SEARCH_NAME_LENGTH, MAX_TITLE_LENGTH, READING_STATUSES } from './types';
import type { LibraryData, LibraryIssue, ReadingEntry, ReadingStatus, SavedSearch } from './types';

export interface Validated {
  /** The valid part, in the lists' own order. */
  data: LibraryData;
  /** What was left out or cut, one issue each, in the order met. */
  issues: LibraryIssue[];
}

const SORTS: readonly SortOrder[] = ['relevance', 'title', 'list'];

/** describeValue("x") => 'a string', describeValue([]) => 'a list', describeValue(null) => 'null' */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * The valid part of `value`, which should be LibraryData. `label` names the whole in issues
 * ("saved library", "reading-list.json"). null and undefined are no data, without an issue.
 *   validateLibrary({ readingList: 'cfmm', savedSearches: [] }, 'saved library')
 *     => { data: EMPTY_LIBRARY, issues: [{ what: 'reading list', reason: 'it is not a list (got a string)' }] }
 */
export function validateLibrary(value: unknown, label: string): Validated {
  const issues: LibraryIssue[] = [];
  if (value === null || value === undefined) return { data: { readingList: [], savedSearches: [] }, issues };
  if (!isRecord(value)) {
    issues.push({ what: label, reason: `it is not a library (got ${describeValue(value)})` });
    return { data: { readingList: [], savedSearches: [] }, issues };
  }
  const readingList = listOf(value, 'readingList', 'reading list', issues, readingEntry);
  const savedSearches = listOf(value, 'savedSearches', 'saved searches', issues, savedSearch);
  return {
    data: { readingList: sortReadingList(newestPerId(readingList, issues)), savedSearches: sortSavedSearches(firstPerName(savedSearches, issues)) },
    issues,
  };
}

type Reader<T> = (value: unknown, what: string, issues: LibraryIssue[]) => T | string;

// The valid items of record[key], each read by `read`, which returns an item or why it is not one.
function listOf<T>(record: Record<string, unknown>, key: string, name: string, issues: LibraryIssue[], read: Reader<T>): { item: T; what: string }[] {
  const value = record[key];
  if (value === undefined) {
    issues.push({ what: name, reason: 'it is missing' });
    return [];
  }
  if (!Array.isArray(value)) {
    issues.push({ what: name, reason: `it is not a list (got ${describeValue(value)})` });
    return [];
  }
  const items: { item: T; what: string }[] = [];
  value.forEach((raw: unknown, index) => {
    const what = itemName(name, index, raw);
    const result = read(raw, what, issues);
    if (typeof result === 'string') issues.push({ what, reason: result });
    else items.push({ item: result, what });
  });
  return items;
}

// itemName('reading list', 2, { id: 'cfmm' }) => "reading list item 3 (cfmm)"; saved searches show their name.
function itemName(list: string, index: number, raw: unknown): string {
  const base = `${list === 'reading list' ? 'reading list item' : 'saved search'} ${index + 1}`;
  if (!isRecord(raw)) return base;
  if (typeof raw.id === 'string' && isPaperId(raw.id)) return `${base} (${raw.id})`;
  const name = typeof raw.name === 'string' ? cutText(cleanSearchName(raw.name), MAX_SEARCH_NAME_LENGTH) : '';
  return name === '' ? base : `${base} “${name}”`;
}

const readingEntry: Reader<ReadingEntry> = (raw, what, issues) => {
  if (!isRecord(raw)) return `it is not an entry (got ${describeValue(raw)})`;
  const { id, title, status, note } = raw;
  if (typeof id !== 'string') return id === undefined ? 'it has no id' : `its id is not text (got ${describeValue(id)})`;
  if (!isPaperId(id)) return `its id ${JSON.stringify(id)} is not a paper id (a-z, 0-9 and -, at most 48 characters)`;
  if (typeof title !== 'string') return title === undefined ? 'it has no title' : `its title is not text (got ${describeValue(title)})`;
  if (status === undefined) return 'it has no status';
  if (!READING_STATUSES.includes(status as ReadingStatus)) return `its status ${JSON.stringify(status)} is not to-read, reading or read`;
  if (typeof note !== 'string') {
    return note === undefined ? 'it has no note (not even an empty one)' : `its note is not text (got ${describeValue(note)})`;
  }
  const addedAt = time(raw.addedAt);
  if (typeof addedAt === 'string') return `its addedAt ${addedAt}`;
  const statusChangedAt = time(raw.statusChangedAt);
  if (typeof statusChangedAt === 'string') return `its statusChangedAt ${statusChangedAt}`;
  const noteChangedAt = time(raw.noteChangedAt);
  if (typeof noteChangedAt === 'string') return `its noteChangedAt ${noteChangedAt}`;
  if (note.length > MAX_KEPT_NOTE_LENGTH) issues.push({ what, reason: `its note was cut to ${MAX_KEPT_NOTE_LENGTH} characters` });
  if (title.length > MAX_TITLE_LENGTH) issues.push({ what, reason: `its title was cut to ${MAX_TITLE_LENGTH} characters` });
  // In the order of ReadingEntry's fields, as the reading list's operations make entries: tabs compare stored text.
  return { id, title: cleanTitle(title, id), addedAt, status: status as ReadingStatus, statusChangedAt, note: cleanEntryNote(note), noteChangedAt };
};

const savedSearch: Reader<SavedSearch> = (raw, what, issues) => {
  if (!isRecord(raw)) return `it is not a saved search (got ${describeValue(raw)})`;
  if (typeof raw.name !== 'string') return raw.name === undefined ? 'it has no name' : `its name is not text (got ${describeValue(raw.name)})`;
  const name = cleanSearchName(raw.name);
  if (name === '') return 'its name is empty';
  const search = searchState(raw.search);
  if (typeof search === 'string') return search;
  const createdAt = time(raw.createdAt);
  if (typeof createdAt === 'string') return `its createdAt ${createdAt}`;
  if (name.length > MAX_SEARCH_NAME_LENGTH) issues.push({ what, reason: `its name was cut to ${MAX_SEARCH_NAME_LENGTH} characters` });
  return { name: cutText(name, MAX_SEARCH_NAME_LENGTH).trimEnd(), search, createdAt };
};

// A SearchState, or why the value is not one.
function searchState(value: unknown): SearchState | string {
  if (!isRecord(value)) return value === undefined ? 'it has no search' : `its search is not a search (got ${describeValue(value)})`;
  const { q, topics, code, bench, sort } = value;
  if (typeof q !== 'string') return `its query is not text (got ${describeValue(q)})`;
  if (!isStringList(topics)) return `its topics are not a list of text (got ${describeValue(topics)})`;
  if (typeof code !== 'boolean') return `its code filter is not true or false (got ${describeValue(code)})`;
  if (!isStringList(bench)) return `its benchmarks are not a list of text (got ${describeValue(bench)})`;
  if (sort !== null && !SORTS.includes(sort as SortOrder)) return `its sort ${JSON.stringify(sort)} is not ${SORTS.join(', ')} or null`;
  return cleanSearch({ q, topics, code, bench, sort: sort as SortOrder | null });
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

// Epoch milliseconds, from a number or an ISO date; or what is wrong ("is missing", "is not a time …").
function time(value: unknown): number | string {
  if (value === undefined) return 'is missing';
  const ms = typeof value === 'string' && /^\d{4}-\d\d-\d\d/.test(value) ? Date.parse(value) : value;
  if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) return Math.round(ms);
  return `is not a time (got ${typeof value === 'string' ? JSON.stringify(value) : describeValue(value)})`;
}

// One entry per paper: the most recently changed is kept (the first listed, on a tie).
function newestPerId(items: { item: ReadingEntry; what: string }[], issues: LibraryIssue[]): ReadingEntry[] {
  const kept = new Map<string, { item: ReadingEntry; what: string }>();
  for (const current of items) {
    const other = kept.get(current.item.id);
    if (other === undefined) {
      kept.set(current.item.id, current);
      continue;
    }
    const [winner, loser] = lastChange(current.item) > lastChange(other.item) ? [current, other] : [other, current];
    kept.set(current.item.id, winner);
    issues.push({ what: loser.what, reason: `it repeats ${winner.what}, which is kept (the newer change wins)` });
  }
  return [...kept.values()].map(({ item }) => item);
}

// When the entry last changed: added, or a field set.
function lastChange(entry: ReadingEntry): number {
  return Math.max(entry.addedAt, entry.statusChangedAt, entry.noteChangedAt);
}

// One search per name, ignoring case: the first listed is kept.
function firstPerName(items: { item: SavedSearch; what: string }[], issues: LibraryIssue[]): SavedSearch[] {
  const kept = new Map<string, { item: SavedSearch; what: string }>();
  for (const current of items) {
    const key = nameKey(current.item.name);
    const other = kept.get(key);
    if (other === undefined) kept.set(key, current);
    else issues.push({ what: current.what, reason: `its name is already used by ${other.what}` });
  }
  return [...kept.values()].map(({ item }) => item);
}
