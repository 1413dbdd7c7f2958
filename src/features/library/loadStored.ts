// One read of the stored library, taken all the way: the envelope parsed, the data brought to the current
// version (migrate.ts) and checked entry by entry (validate.ts). What the read found travels with it (the
// text, what was dropped, whether it was migrated), for storage.ts to back up, report and merge.

import { STORED_LIBRARY } from '../../lib/library/issues';
import type { LibraryIssue } from '../../lib/library/issues';
import { migrateLibrary } from '../../lib/library/migrate';
import { parseStored } from '../../lib/library/stored';
import { EMPTY_LIBRARY, LIBRARY_VERSION } from '../../lib/library/types';
import type { LibraryData } from '../../lib/library/types';
import { validateLibrary } from '../../lib/library/validate';

export interface Loaded {
  /** Whether the storage could not be read at all (then nothing else is known). */
  failed: boolean;
  /** The stored text as read; null: nothing stored (or not readable). */
  text: string | null;
  /** The valid part of what was stored, in the current shape; empty when there is none. */
  data: LibraryData;
  /** What was dropped or cut, with the reason. */
  issues: LibraryIssue[];
  /** Whether it was stored in another version (and so brought to this one). */
  migrated: boolean;
  /** Whether a newer version of the app stored it. */
  newer: boolean;
}

/**
 * The library a read of the storage (safeStorage's) found: read → migrate → validate.
 *   loadStored({ ok: true, text: '{"state":{…},"version":1}' }, now) => { failed: false, text: '{"state":…', data: {…}, issues: [], migrated: true, newer: false }
 */
export function loadStored(read: { ok: false } | { ok: true; text: string | null }, now: number): Loaded {
  const none: Loaded = { failed: false, text: null, data: EMPTY_LIBRARY, issues: [], migrated: false, newer: false };
  if (!read.ok) return { ...none, failed: true };
  if (read.text === null) return none;
  const stored = parseStored(read.text);
  if ('reason' in stored) return { ...none, text: read.text, issues: [stored] };
  const migrated = stored.version === LIBRARY_VERSION ? null : migrateLibrary(stored.state, stored.version, now, STORED_LIBRARY);
  const { data, issues } = validateLibrary(migrated === null ? stored.state : migrated.state, STORED_LIBRARY);
  return {
    failed: false,
    text: read.text,
    data,
    issues: [...(migrated?.issues ?? []), ...issues],
    migrated: migrated !== null,
    newer: stored.version > LIBRARY_VERSION,
  };
}
