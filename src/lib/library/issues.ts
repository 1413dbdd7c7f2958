// What reading the library left out or changed (stored data, an imported file, a shared link), as data:
// where (`what`) and why (`reason`), each a code with its values. src/lib says no sentence of it; the
// page words it in the reader's language (src/features/library/issueText.ts, with the messages
// library.issue.<code>, library.at.<kind> and library.value.<kind> of src/i18n/messages/<locale>/libraryLater.json).
//   { what: { kind: 'item', list: 'readingList', n: 3, id: 'cfmm' }, reason: { code: 'badStatus', json: '"done"' } }
//     => "reading list item 3 (cfmm): its status "done" is not to-read, reading or read"

/** What a value was, where a reason names what it got instead of what it wanted. */
export type ValueKind = 'null' | 'nothing' | 'list' | 'object' | 'string' | 'number' | 'boolean' | 'bigint' | 'symbol' | 'function';

/** valueKind("x") => 'string', valueKind([]) => 'list', valueKind(null) => 'null', valueKind(undefined) => 'nothing' */
export function valueKind(value: unknown): ValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  const type = typeof value;
  return type === 'undefined' ? 'nothing' : type;
}

/** Which list an item is in. */
export type ListName = 'readingList' | 'savedSearches';

/** What an issue is about. */
export type IssueSubject =
  /** The library kept in this browser. */
  | { kind: 'library' }
  /** An imported file, by its name. */
  | { kind: 'file'; name: string }
  | { kind: 'readingList' }
  | { kind: 'savedSearches' }
  /** Version 1's titles of the reading list's papers. */
  | { kind: 'titles' }
  /** The nth item (from 1) of a list, with its id or else its name when it has a usable one. */
  | { kind: 'item'; list: ListName; n: number; id?: string; name?: string }
  /** A paper of an imported file. */
  | { kind: 'paper'; id: string; title: string }
  /** A saved search of an imported file. */
  | { kind: 'savedSearch'; name: string }
  /** A value a shared link carries, as JSON text (cut when long). */
  | { kind: 'linkValue'; json: string }
  /** The papers a shared link carries past its limit. */
  | { kind: 'morePapers'; count: number };

/** The library as a whole, as the one who reads it names it: stored in this browser, or a file. */
export type LibrarySource = Extract<IssueSubject, { kind: 'library' | 'file' }>;

/** The library kept in this browser. */
export const STORED_LIBRARY: LibrarySource = Object.freeze({ kind: 'library' });

/** A field that holds a time. */
export type TimeField = 'addedAt' | 'statusChangedAt' | 'noteChangedAt' | 'createdAt';

/**
 * Why something was left out or changed. `got` names what a value was; `json` is a value as written,
 * in JSON (a literal of the data, the same in every language).
 */
export type IssueReason =
  // The stored envelope (stored.ts) and the versions (migrate.ts).
  | { code: 'notJson'; error: string }
  | { code: 'notSavedLibrary'; got: ValueKind }
  | { code: 'noVersion' }
  | { code: 'badVersion'; json: string }
  | { code: 'newerVersion'; version: number; supported: number }
  | { code: 'unknownVersion'; version: number }
  | { code: 'noUpdatedAt' }
  | { code: 'titlesNotObject'; got: ValueKind }
  // The shape, field by field (validate.ts).
  | { code: 'notLibrary'; got: ValueKind }
  | { code: 'missing' }
  | { code: 'notList'; got: ValueKind }
  | { code: 'notEntry'; got: ValueKind }
  | { code: 'noId' }
  | { code: 'idNotText'; got: ValueKind }
  | { code: 'notPaperId'; json: string }
  | { code: 'noTitle' }
  | { code: 'titleNotText'; got: ValueKind }
  | { code: 'noStatus' }
  | { code: 'badStatus'; json: string }
  | { code: 'noNote' }
  | { code: 'noteNotText'; got: ValueKind }
  | { code: 'timeMissing'; field: TimeField }
  | { code: 'notTime'; field: TimeField; got: ValueKind }
  | { code: 'notTimeText'; field: TimeField; json: string }
  | { code: 'noteCut'; max: number }
  | { code: 'titleCut'; max: number }
  | { code: 'nameCut'; max: number }
  | { code: 'notSavedSearch'; got: ValueKind }
  | { code: 'noName' }
  | { code: 'nameNotText'; got: ValueKind }
  | { code: 'nameEmpty' }
  | { code: 'noSearch' }
  | { code: 'searchNotSearch'; got: ValueKind }
  | { code: 'queryNotText'; got: ValueKind }
  | { code: 'topicsNotList'; got: ValueKind }
  | { code: 'codeNotBoolean'; got: ValueKind }
  | { code: 'benchNotList'; got: ValueKind }
  | { code: 'badSort'; json: string; sorts: readonly string[] }
  | { code: 'repeats'; of: IssueSubject }
  | { code: 'nameUsed'; by: IssueSubject }
  // An import (merge.ts).
  | { code: 'statusNewerHere' }
  | { code: 'alreadyListed' }
  | { code: 'notesCut'; max: number }
  | { code: 'alreadySaved' }
  | { code: 'alreadySavedAs'; name: string }
  // A shared link (shareLink.ts).
  | { code: 'notAPaperId' }
  | { code: 'linkLimit'; max: number };

export type IssueCode = IssueReason['code'];

/** Something left out or changed while reading stored or imported data, or a shared link. */
export interface LibraryIssue {
  what: IssueSubject;
  reason: IssueReason;
}
