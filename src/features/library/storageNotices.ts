// What the library store says about its storage, besides the library itself: a notice when stored data
// could not all be read (with "Download backup"), and a quiet warning while changes are not being saved.
// Data, not sentences: LibraryNoticesBody says them in the active language, and again after a switch.

import type { LibraryIssue } from '../../lib/library/issues';
import type { LibraryData } from '../../lib/library/types';
import type { StorageProblem } from '../../lib/safeStorage';

export interface LibraryNotice {
  /** Whether nothing could be read (none shown), rather than a part. */
  none: boolean;
  /** What was left out or cut, one each. */
  issues: LibraryIssue[];
  /** Whether the copy of the stored text is in storage; false: in this tab only (download it now). */
  backupStored: boolean;
}

export interface StorageWarning {
  kind: StorageProblem | 'newer-version';
}

/** What the store shows about its storage, besides the library itself. */
export interface StorageStatus {
  /** Stored data that could not all be read, for a visible notice with "Download backup"; null for none. */
  notice: LibraryNotice | null;
  /** Why changes are not being saved, for a quiet, non-blocking warning; null while they are. */
  storageWarning: StorageWarning | null;
}

// warningFor('full') => { kind: 'full' }
export const warningFor = (kind: StorageWarning['kind']): StorageWarning => ({ kind });

// noticeFor(issues, EMPTY_LIBRARY, true) => { none: true, issues, backupStored: true }
export function noticeFor(issues: LibraryIssue[], kept: LibraryData, backupStored: boolean): LibraryNotice {
  const none = kept.readingList.length === 0 && kept.savedSearches.length === 0;
  return { none, issues, backupStored };
}
