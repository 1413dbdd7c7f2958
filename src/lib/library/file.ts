// The reading list and saved searches as a file to keep or to move to another browser:
//
//   { "format": "paper-explorer-library", "version": 2, "exportedAt": "2026-05-01T09:30:00.000Z",
//     "library": { "readingList": [ … ], "savedSearches": [ … ] } }
//
// `library` has the stored shape of `version`, so one chain of migrations (migrate.ts) serves both.

import { isoDay } from '../dates';
import { FileError, messageOf } from '../errors';
import { isRecord } from '../json';
import type { LibraryIssue, LibrarySource } from './issues';
import { migrateLibrary } from './migrate';
import { validateLibrary } from './validate';
import { LIBRARY_VERSION } from './types';
import type { LibraryData } from './types';

/** The marker that tells a library file from any other JSON. */
export const LIBRARY_FORMAT = 'paper-explorer-library';

export interface LibraryFile {
  format: typeof LIBRARY_FORMAT;
  version: number;
  /** ISO 8601, for the reader: nothing reads it back. */
  exportedAt: string;
  library: LibraryData;
}

/**
 * Why a file is not a library this app can read, as data, for the page to say in the reader's language
 * (messages library.file<Code>); the error's message says it in English (fileProblemDetail), for logs
 * and scripts.
 */
export type LibraryFileProblem =
  | { code: 'otherFormat'; kind: OtherFormat }
  | { code: 'notJson'; error: string }
  | { code: 'notLibrary'; format: string }
  | { code: 'noVersion'; got: string }
  | { code: 'newerVersion'; version: number; supported: number }
  | { code: 'noLibrary' };

/**
 * Thrown for a file that is not a library this app can read. The message names the file, in English:
 *   new LibraryFileError('list.json', { code: 'noLibrary' }).message => 'list.json: it has no "library"'
 */
export class LibraryFileError extends FileError {
  override name = 'LibraryFileError';
  readonly problem: LibraryFileProblem;

  constructor(source: string, problem: LibraryFileProblem) {
    super(source, fileProblemDetail(problem));
    this.problem = problem;
  }
}

/**
 * A problem in English, for the error's message; the page words it from the messages library.file<Code>,
 * whose English tests/unit/features/library/issueText.test.ts keeps equal to this.
 *   fileProblemDetail({ code: 'noVersion', got: '"2"' }) => 'it has no valid version (got "2")'
 */
export function fileProblemDetail(problem: LibraryFileProblem): string {
  switch (problem.code) {
    case 'otherFormat':
      return `it is ${OTHER_FORMAT_NAMES[problem.kind]}, not a library file: import reads the .json file that Export saves, or a JSON list of papers such as [{"id": "cfmm"}]`;
    case 'notJson':
      return `it is not valid JSON (${problem.error})`;
    case 'notLibrary':
      return `it is not a reading list exported by this app (no "format": "${problem.format}")`;
    case 'noVersion':
      return `it has no valid version (got ${problem.got})`;
    case 'newerVersion':
      return `it was exported by a newer version of this app (version ${problem.version}; this one reads up to ${problem.supported})`;
    case 'noLibrary':
      return 'it has no "library"';
  }
}

/** What a file that is not JSON looks like: the exports of this app and others that a reader might pick. */
export type OtherFormat = 'csv' | 'bibtex' | 'markdown' | 'text';

const OTHER_FORMAT_NAMES: Record<OtherFormat, string> = { csv: 'a CSV file', bibtex: 'a BibTeX file', markdown: 'a Markdown file', text: 'plain text' };

/**
 * What a text that does not parse as JSON is, by its first line; null for one that looks like JSON (it
 * starts with { or [), whose parser error is then the useful thing to say.
 *   otherFormat('id,title,title_source\r\n…') => 'csv'; otherFormat('@misc{cfmm,…') => 'bibtex'; otherFormat('{"a": }') => null
 */
export function otherFormat(text: string): OtherFormat | null {
  const first = text.trimStart().split(/\r?\n/, 1)[0] ?? '';
  if (/^[[{]/.test(first)) return null;
  if (/^@\w+\s*[{(]/.test(first) || /^%/.test(first)) return 'bibtex';
  if (/^(#{1,6}\s|[-*+]\s|\d+\.\s)/.test(first)) return 'markdown';
  if (/^[^,]+(,[^,]*)+$/.test(first)) return 'csv';
  return 'text';
}

/** The library as a file's text: pretty-printed JSON, ending with a newline. */
export function exportLibrary(data: LibraryData, now: number): string {
  const file: LibraryFile = { format: LIBRARY_FORMAT, version: LIBRARY_VERSION, exportedAt: new Date(now).toISOString(), library: data };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** exportFileName(Date.UTC(2026, 4, 1)) => "paper-explorer-library-2026-05-01.json" */
export function exportFileName(now: number): string {
  return `${LIBRARY_FORMAT}-${isoDay(now)}.json`;
}

/**
 * The valid part of a library file, and what was left out of it. Throws a LibraryFileError naming
 * `source` for a file that is not one at all: not JSON, no format marker, an unknown or newer version,
 * no library.
 *   readLibraryFile('{not json', 'mine.json', now) => throws "mine.json: it is not valid JSON (…)"
 */
export function readLibraryFile(text: string, source: string, now: number): { data: LibraryData; issues: LibraryIssue[] } {
  let json: unknown;
  const body = text.replace(/^\uFEFF/, '');
  try {
    json = JSON.parse(body);
  } catch (error) {
    const kind = otherFormat(body);
    throw new LibraryFileError(source, kind === null ? { code: 'notJson', error: messageOf(error) } : { code: 'otherFormat', kind });
  }
  const file: LibrarySource = { kind: 'file', name: source };
  // A list made by hand or by a script: papers, each an id or an entry with at least one.
  const list = Array.isArray(json) ? json : isRecord(json) && json.format === undefined && Array.isArray(json.readingList) ? json.readingList : null;
  if (list !== null) return validateLibrary({ readingList: completeEntries(list, now), savedSearches: [] }, file);
  if (!isRecord(json) || json.format !== LIBRARY_FORMAT) throw new LibraryFileError(source, { code: 'notLibrary', format: LIBRARY_FORMAT });
  const version = json.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new LibraryFileError(source, { code: 'noVersion', got: JSON.stringify(version) ?? 'none' });
  }
  if (version > LIBRARY_VERSION) throw new LibraryFileError(source, { code: 'newerVersion', version, supported: LIBRARY_VERSION });
  if (json.library === undefined) throw new LibraryFileError(source, { code: 'noLibrary' });
  const migrated = migrateLibrary(json.library, version, now, file);
  const state = migrated.state;
  const completed = isRecord(state) && Array.isArray(state.readingList) ? { ...state, readingList: completeEntries(state.readingList, now) } : state;
  const { data, issues } = validateLibrary(completed, file);
  return { data, issues: [...migrated.issues, ...issues] };
}

/**
 * Reading-list entries with what a file may leave out filled in: a paper id alone, or an entry without
 * its title (the id stands in; the page shows the list's title), status (to read), note (none) or times
 * (added now; the status and note as old as can be, so that they never win over the reader's own in a
 * merge). What a file says is kept as it is, to be checked by validateLibrary.
 *   completeEntries(['cfmm'], now) => [{ id: 'cfmm', title: 'cfmm', status: 'to-read', note: '', addedAt: now, statusChangedAt: 0, noteChangedAt: 0 }]
 */
export function completeEntries(entries: readonly unknown[], now: number): unknown[] {
  return entries.map((entry) => {
    const record = typeof entry === 'string' ? { id: entry } : entry;
    if (!isRecord(record) || typeof record.id !== 'string') return entry;
    return { title: record.id, status: 'to-read', note: '', addedAt: now, statusChangedAt: 0, noteChangedAt: 0, ...withoutUndefined(record) };
  });
}

// withoutUndefined({ a: 1, b: undefined }) => { a: 1 }: an undefined field is one the file left out.
const withoutUndefined = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
