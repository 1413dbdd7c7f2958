// The text the library store keeps in the browser's storage: an envelope around LibraryData with its version,
//   {"state":{"readingList":[…],"savedSearches":[…]},"version":2}
// read here without trusting it (another tab, an older or newer app, or a person may have written it).

import { messageOf } from '../errors';
import { isRecord } from '../json';
import { describeValue } from './validate';
import { LIBRARY_VERSION } from './types';
import type { LibraryData, LibraryIssue } from './types';

export interface StoredLibrary {
  /** The library in the shape of `version`: to migrate, then validate. */
  state: unknown;
  version: number;
}

/**
 * The envelope of stored text, or why it is not one (`label` names it in the issue).
 *   parseStored('{"state":{…},"version":1}', 'saved library') => { state: {…}, version: 1 }
 *   parseStored('{not json', 'saved library') => { what: 'saved library', reason: 'it is not valid JSON (…)' }
 */
export function parseStored(text: string, label: string): StoredLibrary | LibraryIssue {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { what: label, reason: `it is not valid JSON (${messageOf(error)})` };
  }
  if (!isRecord(json) || !('state' in json)) return { what: label, reason: `it is not a saved library (got ${describeValue(json)} without "state")` };
  const { version } = json;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return { what: label, reason: `it has no version (got ${version === undefined ? 'none' : JSON.stringify(version)})` };
  }
  return { state: json.state, version };
}

/** The version of stored text, or null when it has none that can be read. */
export function storedVersion(text: string): number | null {
  const stored = parseStored(text, '');
  return 'version' in stored ? stored.version : null;
}

/** The text to store for a library, in the current version. */
export function storedText(data: LibraryData): string {
  return JSON.stringify({ state: { readingList: data.readingList, savedSearches: data.savedSearches }, version: LIBRARY_VERSION });
}
