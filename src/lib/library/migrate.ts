// Earlier shapes of the stored library, and the steps that bring each to the current one. A step is
// structural only: it moves what it finds into the next shape and says what it could not move;
// validateLibrary then checks the result field by field.

import { isRecord } from '../json';
import { readSearchParams } from '../search/url';
import { valueKind } from './issues';
import type { IssueSubject, LibraryIssue, LibrarySource, ListName } from './issues';
import { LIBRARY_VERSION } from './types';

/**
 * Version 2: one time per entry for all its changes.
 *   { readingList: [{ id, title, addedAt, status, note, updatedAt }], savedSearches: [{ name, search, createdAt }] }
 */
export interface EntryV2 {
  id: string;
  title: string;
  addedAt: number;
  status: string;
  note: string;
  updatedAt: number;
}

export interface Migrated {
  /** The data in the current shape, to be validated (validateLibrary). null: nothing could be read. */
  state: unknown;
  /** What a step could not carry over, or why the data was not migrated at all. */
  issues: LibraryIssue[];
}

type Step = (state: unknown, now: number, source: LibrarySource) => Migrated;

// STEPS[n] takes version n to version n + 1.
const STEPS: Readonly<Record<number, Step>> = { 1: fromV1, 2: fromV2 };

/**
 * `state`, stored at `version`, in the shape of LIBRARY_VERSION. `now` stands in for the times earlier
 * versions did not keep; `source` names the whole in issues.
 *   migrateLibrary({ readingList: ['cfmm'], titles: {}, savedSearches: [] }, 1, now, STORED_LIBRARY).state
 *     => { readingList: [{ id: 'cfmm', title: 'cfmm', status: 'to-read', … }], savedSearches: [] }
 * A newer version is passed on as it is, with an issue: its fields may still read as this version's.
 * An unknown older one (0, 1.5) gives null.
 */
export function migrateLibrary(state: unknown, version: number, now: number, source: LibrarySource): Migrated {
  if (version > LIBRARY_VERSION) {
    return { state, issues: [{ what: source, reason: { code: 'newerVersion', version, supported: LIBRARY_VERSION } }] };
  }
  if (version !== LIBRARY_VERSION && STEPS[version] === undefined) {
    return { state: null, issues: [{ what: source, reason: { code: 'unknownVersion', version } }] };
  }
  const issues: LibraryIssue[] = [];
  for (let from = version; from < LIBRARY_VERSION; from++) {
    const step = STEPS[from]!(state, now, source);
    state = step.state;
    issues.push(...step.issues);
  }
  return { state, issues };
}

// Version 1: the reading list as ids in the order added, their titles beside them, no status, notes or
// times; saved searches as the search page's query string.
//   { readingList: ['cfmm'], titles: { cfmm: 'CFMM: …' }, savedSearches: [{ name: 'GANs', query: 'q=gan&code=1' }] }
// It kept order but no times: entries get consecutive milliseconds up to `now`, so that they keep their
// order, and count as older than any change made after the upgrade. Read field by field, unchecked.
function fromV1(state: unknown, now: number, source: LibrarySource): Migrated {
  const issues: LibraryIssue[] = [];
  if (!isRecord(state)) return { state: null, issues: [{ what: source, reason: { code: 'notLibrary', got: valueKind(state) } }] };
  const ids = listAt(state, 'readingList', issues);
  const titles = isRecord(state.titles) ? state.titles : {};
  if (state.titles !== undefined && !isRecord(state.titles)) {
    issues.push({ what: { kind: 'titles' }, reason: { code: 'titlesNotObject', got: valueKind(state.titles) } });
  }
  const searches = listAt(state, 'savedSearches', issues);

  const readingList = ids.map((id, index) => {
    const at = now - (ids.length - 1 - index);
    const title = typeof id === 'string' && typeof titles[id] === 'string' ? titles[id] : id;
    return { id, title, addedAt: at, status: 'to-read', note: '', updatedAt: at };
  });
  const savedSearches = searches.flatMap((saved, index) => {
    const createdAt = now - (searches.length - 1 - index);
    const query: unknown = isRecord(saved) ? saved.query : undefined;
    if (typeof query !== 'string') {
      const what: IssueSubject = { kind: 'item', list: 'savedSearches', n: index + 1 };
      issues.push({ what, reason: isRecord(saved) ? { code: 'queryNotText', got: valueKind(query) } : { code: 'notSavedSearch', got: valueKind(saved) } });
      return [];
    }
    return [{ name: (saved as Record<string, unknown>).name, search: searchFromQuery(query), createdAt }];
  });
  return { state: { readingList, savedSearches }, issues };
}

// Version 2 kept one time for the whole entry: a status other than 'to-read' and a note that is not
// empty count as set at that time; a field still at its default counts as never set, so that it does
// not win a merge against one the reader set elsewhere. Whatever is not in the expected shape is passed
// on as it is, for validateLibrary to name.
// An entry without its updatedAt keeps its status and note, as if never set, and says so if it had any.
function fromV2(state: unknown): Migrated {
  if (!isRecord(state) || !Array.isArray(state.readingList)) return { state, issues: [] };
  const issues: LibraryIssue[] = [];
  const readingList = state.readingList.map((entry: unknown, index) => {
    if (!isRecord(entry)) return entry;
    const { updatedAt, ...rest } = entry as Partial<EntryV2> & Record<string, unknown>;
    const statusSet = typeof rest.status === 'string' && rest.status !== 'to-read';
    const noteSet = typeof rest.note === 'string' && rest.note.trim() !== '';
    if (updatedAt === undefined && (statusSet || noteSet)) {
      const what: IssueSubject = { kind: 'item', list: 'readingList', n: index + 1, ...(typeof rest.id === 'string' && { id: rest.id }) };
      issues.push({ what, reason: { code: 'noUpdatedAt' } });
    }
    const set = (isSet: boolean) => (isSet ? (updatedAt ?? 0) : 0);
    return { ...rest, statusChangedAt: set(statusSet), noteChangedAt: set(noteSet) };
  });
  return { state: { ...state, readingList }, issues };
}

// The list at record[key]; an issue and [] when it is something else.
function listAt(record: Record<string, unknown>, key: ListName, issues: LibraryIssue[]): unknown[] {
  const value = record[key];
  if (Array.isArray(value)) return value;
  issues.push({ what: { kind: key }, reason: value === undefined ? { code: 'missing' } : { code: 'notList', got: valueKind(value) } });
  return [];
}

// A saved query string read the way the search page reads its address, except that every topic and
// benchmark it names is kept: the page drops the ones the collection no longer has when it opens it.
function searchFromQuery(query: string) {
  const params = new URLSearchParams(query);
  return readSearchParams(params, { topics: new Set(params.getAll('topic')), benchmarks: new Set(params.getAll('bench')) }).state;
}
