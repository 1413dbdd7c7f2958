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
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new LibraryFileError(source, { code: 'notJson', error: messageOf(error) });
  }
  if (!isRecord(json) || json.format !== LIBRARY_FORMAT) throw new LibraryFileError(source, { code: 'notLibrary', format: LIBRARY_FORMAT });
  const version = json.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new LibraryFileError(source, { code: 'noVersion', got: JSON.stringify(version) ?? 'none' });
  }
  if (version > LIBRARY_VERSION) throw new LibraryFileError(source, { code: 'newerVersion', version, supported: LIBRARY_VERSION });
  if (json.library === undefined) throw new LibraryFileError(source, { code: 'noLibrary' });
  const file: LibrarySource = { kind: 'file', name: source };
  const migrated = migrateLibrary(json.library, version, now, file);
  const { data, issues } = validateLibrary(migrated.state, file);
  return { data, issues: [...migrated.issues, ...issues] };
}
