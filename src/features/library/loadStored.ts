// One read of the stored library, as it passes through zustand persist's getItem → migrate → merge.
// persist hands getItem's `state` to migrate and migrate's result to merge, so this record carries what
// the read found (the text, what was dropped, whether it was migrated) from one step to the next as a
// value: no step reads what another left in a variable.

import { migrateLibrary } from '../../lib/library/migrate';
import { parseStored } from '../../lib/library/stored';
import { LIBRARY_VERSION } from '../../lib/library/types';
import type { LibraryIssue } from '../../lib/library/types';

/** How stored data is named in the reasons a notice lists. */
export const LABEL = 'saved library';

export interface Loaded {
  /** Whether the storage could not be read at all (then nothing else is known). */
  failed: boolean;
  /** The stored text as read; null: nothing stored (or not readable). */
  text: string | null;
  /** The library in the stored shape (after migrate: the current one); undefined when there is none. */
  data: unknown;
  /** What was dropped so far, with the reason. */
  issues: LibraryIssue[];
  migrated: boolean;
  /** Whether a newer version of the app stored it. */
  newer: boolean;
}

/** The marker persist needs to call migrate: the stored version when it differs from ours. */
export interface LoadedValue {
  state: Loaded;
  version: number;
}

/**
 * persist's getItem, from a read of the storage (safeStorage's): never null, so that merge always sees
 * the read, and with the stored version, so that persist calls migrate when it is not ours.
 *   loadStored({ ok: true, text: '{"state":{…},"version":1}' }) => { state: { failed: false, text: '{"state":…,"version":1}', data: {…}, … }, version: 1 }
 */
export function loadStored(read: { ok: false } | { ok: true; text: string | null }): LoadedValue {
  const none: Loaded = { failed: false, text: null, data: undefined, issues: [], migrated: false, newer: false };
  if (!read.ok) return { state: { ...none, failed: true }, version: LIBRARY_VERSION };
  if (read.text === null) return { state: none, version: LIBRARY_VERSION };
  const stored = parseStored(read.text, LABEL);
  if ('reason' in stored) return { state: { ...none, text: read.text, issues: [stored] }, version: LIBRARY_VERSION };
  return { state: { ...none, text: read.text, data: stored.state, newer: stored.version > LIBRARY_VERSION }, version: stored.version };
}

/** persist's migrate: the stored library brought to the current version (see migrateLibrary). */
export function migrateLoaded(loaded: Loaded, version: number, now: number): Loaded {
  const migrated = migrateLibrary(loaded.data, version, now, LABEL);
  return { ...loaded, data: migrated.state, issues: [...loaded.issues, ...migrated.issues], migrated: true };
}
