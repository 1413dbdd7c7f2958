// What the library store says about its storage, besides the library itself: a notice when stored data
// could not all be read (with "Download backup"), and a quiet warning while changes are not being saved.

import type { LibraryData, LibraryIssue } from '../../lib/library/types';

/** Why the browser's storage refused a read or a write. */
export type StorageProblem = 'unavailable' | 'full';

export interface LibraryNotice {
  /** One or two sentences for the reader. */
  message: string;
  /** What was left out or cut, one each. */
  issues: LibraryIssue[];
  /** Whether the copy of the stored text is in storage; false: in this tab only (download it now). */
  backupStored: boolean;
}

export interface StorageWarning {
  kind: StorageProblem | 'newer-version';
  message: string;
}

/** What the store shows about its storage, besides the library itself. */
export interface StorageStatus {
  /** Stored data that could not all be read, for a visible notice with "Download backup"; null for none. */
  notice: LibraryNotice | null;
  /** Why changes are not being saved, for a quiet, non-blocking warning; null while they are. */
  storageWarning: StorageWarning | null;
}

const WARNINGS: Record<StorageWarning['kind'], string> = {
  unavailable:
    'This browser is not letting the site store data (private browsing, or storage turned off): ' +
    'your reading list and saved searches work, but are forgotten when this tab closes.',
  full: "This browser's storage for the site is full: your latest changes are kept in this tab only. Export your reading list to keep them.",
  'newer-version': 'A newer version of this app has saved your reading list: changes made in this tab are not saved. Reload the page to update.',
};

// warningFor('full').message => "This browser's storage for the site is full: …"
export const warningFor = (kind: StorageWarning['kind']): StorageWarning => ({ kind, message: WARNINGS[kind] });

// noticeFor(issues, kept, true).message => "Part of your saved reading list … could not be read (2 problems); …"
export function noticeFor(issues: LibraryIssue[], kept: LibraryData, backupStored: boolean): LibraryNotice {
  const none = kept.readingList.length === 0 && kept.savedSearches.length === 0;
  const problems = `${issues.length} ${issues.length === 1 ? 'problem' : 'problems'}`;
  const what = none
    ? 'Your saved reading list and searches could not be read, so none are shown.'
    : `Part of your saved reading list and searches could not be read (${problems}); the rest is shown.`;
  const copy = backupStored
    ? 'A copy of what was stored has been kept: download it to recover anything by hand.'
    : 'A copy of what was stored is kept in this tab only (the browser would not store it): download it before closing the tab. ' +
      'Nothing will be saved until then.';
  return { message: `${what} ${copy}`, issues, backupStored };
}
