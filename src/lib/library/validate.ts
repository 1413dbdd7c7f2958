// Reads library data from outside the program (the browser's storage, an imported file) without ever
// trusting it: every entry that is valid is kept, every one that is not is left out with a reason (a
// code, see issues.ts), and nothing throws. Overlong notes, titles and names are cut rather than lost,
// and said so.

import { isRecord } from '../json';
import { SORT_ORDERS, type SearchState, type SortOrder } from '../search/state';
import { isPaperId } from '../paperId';
import { cleanEntryNote, cleanTitle, sortReadingList } from './readingList';
import { cleanSearch, cleanSearchName, nameKey, sortSavedSearches } from './savedSearches';
import { valueKind } from './issues';
import type { IssueReason, IssueSubject, LibraryIssue, LibrarySource, ListName, TimeField } from './issues';
import { cutText } from './text';
import { MAX_KEPT_NOTE_LENGTH, MAX_SEARCH_NAME_LENGTH, MAX_TITLE_LENGTH, READING_STATUSES } from './types';
import type { LibraryData, ReadingEntry, ReadingStatus, SavedSearch } from './types';

export interface Validated {
  /** The valid part, in the lists' own order. */
  data: LibraryData;
  /** What was left out or cut, one issue each, in the order met. */
  issues: LibraryIssue[];
}

const SORTS: readonly SortOrder[] = SORT_ORDERS;

/**
 * The valid part of `value`, which should be LibraryData. `source` names the whole in issues (the
 * stored library, or a file by its name). null and undefined are no data, without an issue.
 *   validateLibrary({ readingList: 'cfmm', savedSearches: [] }, STORED_LIBRARY)
 *     => { data: EMPTY_LIBRARY, issues: [{ what: { kind: 'readingList' }, reason: { code: 'notList', got: 'string' } }] }
 */
export function validateLibrary(value: unknown, source: LibrarySource): Validated {
  const issues: LibraryIssue[] = [];
  if (value === null || value === undefined) return { data: { readingList: [], savedSearches: [] }, issues };
  if (!isRecord(value)) {
    issues.push({ what: source, reason: { code: 'notLibrary', got: valueKind(value) } });
    return { data: { readingList: [], savedSearches: [] }, issues };
  }
  const readingList = listOf(value, 'readingList', issues, readingEntry);
  const savedSearches = listOf(value, 'savedSearches', issues, savedSearch);
  return {
    data: { readingList: sortReadingList(newestPerId(readingList, issues)), savedSearches: sortSavedSearches(firstPerName(savedSearches, issues)) },
    issues,
  };
}

type Reader<T> = (value: unknown, what: IssueSubject, issues: LibraryIssue[]) => T | IssueReason;

// Whether a reader's result is why the value is not an item (no item has a `code` that is text: a
// search's is a boolean).
const isReason = (result: object): result is IssueReason => 'code' in result && typeof result.code === 'string';

// The valid items of record[key], each read by `read`, which returns an item or why it is not one.
function listOf<T extends object>(record: Record<string, unknown>, key: ListName, issues: LibraryIssue[], read: Reader<T>): { item: T; what: IssueSubject }[] {
  const value = record[key];
  if (value === undefined) {
    issues.push({ what: { kind: key }, reason: { code: 'missing' } });
    return [];
  }
  if (!Array.isArray(value)) {
    issues.push({ what: { kind: key }, reason: { code: 'notList', got: valueKind(value) } });
    return [];
  }
  const items: { item: T; what: IssueSubject }[] = [];
  value.forEach((raw: unknown, index) => {
    const what = itemName(key, index, raw);
    const result = read(raw, what, issues);
    if (isReason(result)) issues.push({ what, reason: result });
    else items.push({ item: result, what });
  });
  return items;
}

// itemName('readingList', 2, { id: 'cfmm' }) => { kind: 'item', list: 'readingList', n: 3, id: 'cfmm' }
// ("reading list item 3 (cfmm)"); an item without a paper id shows its name, if it has one.
function itemName(list: ListName, index: number, raw: unknown): IssueSubject {
  const base = { kind: 'item', list, n: index + 1 } as const;
  if (!isRecord(raw)) return base;
  if (typeof raw.id === 'string' && isPaperId(raw.id)) return { ...base, id: raw.id };
  const name = typeof raw.name === 'string' ? cutText(cleanSearchName(raw.name), MAX_SEARCH_NAME_LENGTH) : '';
  return name === '' ? base : { ...base, name };
}

const readingEntry: Reader<ReadingEntry> = (raw, what, issues) => {
  if (!isRecord(raw)) return { code: 'notEntry', got: valueKind(raw) };
  const { id, title, status, note } = raw;
  if (typeof id !== 'string') return id === undefined ? { code: 'noId' } : { code: 'idNotText', got: valueKind(id) };
  if (!isPaperId(id)) return { code: 'notPaperId', json: JSON.stringify(id) };
  if (typeof title !== 'string') return title === undefined ? { code: 'noTitle' } : { code: 'titleNotText', got: valueKind(title) };
  if (status === undefined) return { code: 'noStatus' };
  if (!READING_STATUSES.includes(status as ReadingStatus)) return { code: 'badStatus', json: JSON.stringify(status) };
  if (typeof note !== 'string') return note === undefined ? { code: 'noNote' } : { code: 'noteNotText', got: valueKind(note) };
  const addedAt = time(raw.addedAt, 'addedAt');
  if (typeof addedAt !== 'number') return addedAt;
  const statusChangedAt = time(raw.statusChangedAt, 'statusChangedAt');
  if (typeof statusChangedAt !== 'number') return statusChangedAt;
  const noteChangedAt = time(raw.noteChangedAt, 'noteChangedAt');
  if (typeof noteChangedAt !== 'number') return noteChangedAt;
  if (note.length > MAX_KEPT_NOTE_LENGTH) issues.push({ what, reason: { code: 'noteCut', max: MAX_KEPT_NOTE_LENGTH } });
  if (title.length > MAX_TITLE_LENGTH) issues.push({ what, reason: { code: 'titleCut', max: MAX_TITLE_LENGTH } });
  // In the order of ReadingEntry's fields, as the reading list's operations make entries: tabs compare stored text.
  return { id, title: cleanTitle(title, id), addedAt, status: status as ReadingStatus, statusChangedAt, note: cleanEntryNote(note), noteChangedAt };
};

const savedSearch: Reader<SavedSearch> = (raw, what, issues) => {
  if (!isRecord(raw)) return { code: 'notSavedSearch', got: valueKind(raw) };
  if (typeof raw.name !== 'string') return raw.name === undefined ? { code: 'noName' } : { code: 'nameNotText', got: valueKind(raw.name) };
  const name = cleanSearchName(raw.name);
  if (name === '') return { code: 'nameEmpty' };
  const search = searchState(raw.search);
  if (isReason(search)) return search;
  const createdAt = time(raw.createdAt, 'createdAt');
  if (typeof createdAt !== 'number') return createdAt;
  if (name.length > MAX_SEARCH_NAME_LENGTH) issues.push({ what, reason: { code: 'nameCut', max: MAX_SEARCH_NAME_LENGTH } });
  return { name: cutText(name, MAX_SEARCH_NAME_LENGTH).trimEnd(), search, createdAt };
};

// A SearchState, or why the value is not one.
function searchState(value: unknown): SearchState | IssueReason {
  if (!isRecord(value)) return value === undefined ? { code: 'noSearch' } : { code: 'searchNotSearch', got: valueKind(value) };
  const { q, topics, code, bench, sort } = value;
  if (typeof q !== 'string') return { code: 'queryNotText', got: valueKind(q) };
  if (!isStringList(topics)) return { code: 'topicsNotList', got: valueKind(topics) };
  if (typeof code !== 'boolean') return { code: 'codeNotBoolean', got: valueKind(code) };
  if (!isStringList(bench)) return { code: 'benchNotList', got: valueKind(bench) };
  if (sort !== null && !SORTS.includes(sort as SortOrder)) return { code: 'badSort', json: JSON.stringify(sort), sorts: SORTS };
  // The published data's filters came later: a search saved before them has none (absent is empty). One that
  // is not a list of text is read as none too, rather than losing the search over a filter.
  const list = (name: string) => (isStringList(value[name]) ? (value[name] as string[]) : []);
  return cleanSearch({
    q, topics, code, bench,
    authors: list('authors'), institutions: list('institutions'), types: list('types'), sessions: list('sessions'), days: list('days'),
    sort: sort as SortOrder | null,
  });
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

// Epoch milliseconds, from a number or an ISO date; or what is wrong with `field`.
function time(value: unknown, field: TimeField): number | IssueReason {
  if (value === undefined) return { code: 'timeMissing', field };
  const ms = typeof value === 'string' && /^\d{4}-\d\d-\d\d/.test(value) ? Date.parse(value) : value;
  if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) return Math.round(ms);
  return typeof value === 'string' ? { code: 'notTimeText', field, json: JSON.stringify(value) } : { code: 'notTime', field, got: valueKind(value) };
}

// One entry per paper: the most recently changed is kept (the first listed, on a tie).
function newestPerId(items: { item: ReadingEntry; what: IssueSubject }[], issues: LibraryIssue[]): ReadingEntry[] {
  const kept = new Map<string, { item: ReadingEntry; what: IssueSubject }>();
  for (const current of items) {
    const other = kept.get(current.item.id);
    if (other === undefined) {
      kept.set(current.item.id, current);
      continue;
    }
    const [winner, loser] = lastChange(current.item) > lastChange(other.item) ? [current, other] : [other, current];
    kept.set(current.item.id, winner);
    issues.push({ what: loser.what, reason: { code: 'repeats', of: winner.what } });
  }
  return [...kept.values()].map(({ item }) => item);
}

// When the entry last changed: added, or a field set.
function lastChange(entry: ReadingEntry): number {
  return Math.max(entry.addedAt, entry.statusChangedAt, entry.noteChangedAt);
}

// One search per name, ignoring case: the first listed is kept.
function firstPerName(items: { item: SavedSearch; what: IssueSubject }[], issues: LibraryIssue[]): SavedSearch[] {
  const kept = new Map<string, { item: SavedSearch; what: IssueSubject }>();
  for (const current of items) {
    const key = nameKey(current.item.name);
    const other = kept.get(key);
    if (other === undefined) kept.set(key, current);
    else issues.push({ what: current.what, reason: { code: 'nameUsed', by: other.what } });
  }
  return [...kept.values()].map(({ item }) => item);
}
