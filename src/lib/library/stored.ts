// The text the library store keeps in the browser's storage: an envelope around LibraryData with its version,
//   {"state":{"readingList":[…],"savedSearches":[…]},"version":2}
// read here without trusting it (another tab, an older or newer app, or a person may have written it).

import { messageOf } from '../errors';
import { isRecord } from '../json';
import { STORED_LIBRARY, valueKind } from './issues';
import type { LibraryIssue } from './issues';
import { LIBRARY_VERSION } from './types';
import type { LibraryData } from './types';

export interface StoredLibrary {
  /** The library in the shape of `version`: to migrate, then validate. */
  state: unknown;
  version: number;
}

/**
 * The envelope of stored text, or why it is not one.
 *   parseStored('{"state":{…},"version":1}') => { state: {…}, version: 1 }
 *   parseStored('{not json') => { what: { kind: 'library' }, reason: { code: 'notJson', error: '…' } }
 */
export function parseStored(text: string): StoredLibrary | LibraryIssue {
  const what = STORED_LIBRARY;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { what, reason: { code: 'notJson', error: messageOf(error) } };
  }
  if (!isRecord(json) || !('state' in json)) return { what, reason: { code: 'notSavedLibrary', got: valueKind(json) } };
  const { version } = json;
  if (version === undefined) return { what, reason: { code: 'noVersion' } };
  if (typeof version !== 'number' || !Number.isInteger(version)) return { what, reason: { code: 'badVersion', json: JSON.stringify(version) } };
  return { state: json.state, version };
}

/** The version of stored text, or null when it has none that can be read. */
export function storedVersion(text: string): number | null {
  const stored = parseStored(text);
  return 'version' in stored ? stored.version : null;
}

/** The text to store for a library, in the current version. */
export function storedText(data: LibraryData): string {
  return JSON.stringify({ state: { readingList: data.readingList, savedSearches: data.savedSearches }, version: LIBRARY_VERSION });
}
