// Putting two libraries together: an imported file into the reader's own (mergeImport), and the copy
// another tab saved into this tab's (mergeSync). Reading-list entries are matched by paper id and merged
// field by field (see mergeEntry.ts): nothing the reader wrote on either side is dropped; saved searches
// are matched by name, ignoring case.

import { mergeEntry } from './mergeEntry';
import type { FieldOutcome } from './mergeEntry';
import { sortReadingList } from './readingList';
import { freeName, nameKey, sameSearch, sortSavedSearches } from './savedSearches';
import type { IssueSubject, LibraryIssue } from './issues';
import { MAX_KEPT_NOTE_LENGTH } from './types';
import type { LibraryData, ReadingEntry, ReadingStatus, SavedSearch } from './types';

/** A paper on both lists that took something from the file: what became of its status and of its note. */
export interface UpdatedEntry {
  id: string;
  /** The title on my list. */
  title: string;
  /** `kept`: my status won (the file's differed); `took`: the file's won. `value` is the status now. */
  status: { outcome: 'same' | 'kept' | 'took'; value: ReadingStatus };
  /** `took`: the file's note replaced mine (mine was empty, or is part of it); `merged`: both are kept. */
  note: Exclude<FieldOutcome, 'kept'>;
}

export interface ImportReport {
  /** How many new entries and searches came in. */
  added: { readingList: number; savedSearches: number };
  /** The papers on both lists that took the file's status or note, or merged the two notes, in file order. */
  updated: UpdatedEntry[];
  /** What was not taken, and why, for the reader (see issues.ts). */
  skipped: LibraryIssue[];
  /** Imported searches whose name was taken by a different search, and the name they got. */
  renamed: { from: string; to: string }[];
}

/**
 * `mine` with `incoming` merged in:
 *  - a paper not on my list is added (also one I removed: the file says nothing of removals); one on it
 *    is merged field by field (see mergeEntry): the status set later wins, one never set loses, and two
 *    different notes are both kept, the older below a line "— from import, <date>:";
 *  - a search the same as one I have saved (under any name) is skipped; a different search under a name
 *    I use is added as "name (2)"; any other is added.
 * Nothing is lost: every note on either side is in the result (unless past MAX_KEPT_NOTE_LENGTH, which the
 * report says), and every status set on either side is, unless the other side set its status later.
 * Idempotent: merging the same file twice changes nothing the second time.
 *   mergeImport(mine, file).report => { added: { readingList: 2, savedSearches: 0 }, updated: [{ id: 'cfmm', … }], skipped: [ … ], renamed: [] }
 */
export function mergeImport(mine: LibraryData, incoming: LibraryData): { data: LibraryData; report: ImportReport } {
  const report: ImportReport = { added: { readingList: 0, savedSearches: 0 }, updated: [], skipped: [], renamed: [] };

  const entries = new Map(mine.readingList.map((entry) => [entry.id, entry]));
  for (const entry of incoming.readingList) {
    const own = entries.get(entry.id);
    const what: IssueSubject = { kind: 'paper', id: entry.id, title: entry.title };
    if (own === undefined) {
      entries.set(entry.id, entry);
      report.added.readingList++;
      continue;
    }
    const merged = mergeEntry(own, entry, undefined, 'import');
    entries.set(entry.id, merged.entry);
    if (merged.status === 'took' || merged.note !== 'same') {
      const note = merged.note as UpdatedEntry['note'];
      report.updated.push({ id: own.id, title: own.title, status: { outcome: merged.status, value: merged.entry.status }, note });
    } else if (merged.status === 'kept') {
      report.skipped.push({ what, reason: { code: 'statusNewerHere' } });
    } else {
      report.skipped.push({ what, reason: { code: 'alreadyListed' } });
    }
    if (merged.cut) report.skipped.push({ what, reason: { code: 'notesCut', max: MAX_KEPT_NOTE_LENGTH } });
  }

  const searches = [...mine.savedSearches];
  const taken = new Set(searches.map((saved) => nameKey(saved.name)));
  for (const saved of incoming.savedSearches) {
    const same = searches.find((own) => sameSearch(own.search, saved.search));
    if (same !== undefined) {
      const what: IssueSubject = { kind: 'savedSearch', name: saved.name };
      report.skipped.push({ what, reason: nameKey(same.name) === nameKey(saved.name) ? { code: 'alreadySaved' } : { code: 'alreadySavedAs', name: same.name } });
      continue;
    }
    const name = freeName(saved.name, taken);
    if (name !== saved.name) report.renamed.push({ from: saved.name, to: name });
    taken.add(nameKey(name));
    searches.push({ ...saved, name });
    report.added.savedSearches++;
  }

  return { data: { readingList: sortReadingList([...entries.values()]), savedSearches: sortSavedSearches(searches) }, report };
}

/**
 * A three-way merge of this tab's library (`mine`) with the one another tab saved (`theirs`), given the
 * last saved library both started from (`base`):
 *  - what one side added is kept, and what one side removed is removed, unless the other side changed
 *    it since `base` (a note written in one tab outlives its removal in another);
 *  - an entry changed on both sides is merged field by field (see mergeEntry): a field changed on one side
 *    takes that change, so a note written in one tab and a status set in the other both survive; a
 *    status changed on both takes the later; a note changed on both keeps both texts;
 *  - two different searches saved under one name on both sides are both kept: theirs as "name (2)".
 * With nothing changed here (mine equals base), the result is theirs; with nothing changed there
 * (theirs equals base), it is mine. Tabs that adopt each other's saves therefore agree.
 */
export function mergeSync(base: LibraryData, mine: LibraryData, theirs: LibraryData): LibraryData {
  const readingList = threeWay(base.readingList, mine.readingList, theirs.readingList, (entry) => entry.id, sameEntry, (m, t, b) => [
    mergeEntry(m, t, b, 'tab').entry,
  ]);
  const savedSearches = threeWay(base.savedSearches, mine.savedSearches, theirs.savedSearches, (saved) => nameKey(saved.name), sameSaved, (m, t) =>
    sameSearch(m.search, t.search) ? [m] : [m, t],
  );
  return { readingList: sortReadingList(readingList), savedSearches: sortSavedSearches(renameRepeats(savedSearches)) };
}

// The second search under a name (theirs, after a clash) gets the first free "name (n)".
function renameRepeats(list: readonly SavedSearch[]): SavedSearch[] {
  const taken = new Set(list.map((saved) => nameKey(saved.name)));
  const seen = new Set<string>();
  return list.map((saved) => {
    const key = nameKey(saved.name);
    if (!seen.has(key)) {
      seen.add(key);
      return saved;
    }
    const name = freeName(saved.name, taken);
    taken.add(nameKey(name));
    seen.add(nameKey(name));
    return { ...saved, name };
  });
}

// The three-way merge of two keyed lists; `both` settles items changed on both sides.
function threeWay<T>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  key: (item: T) => string,
  same: (a: T, b: T) => boolean,
  both: (mine: T, theirs: T, base: T | undefined) => T[],
): T[] {
  const baseBy = new Map(base.map((item) => [key(item), item]));
  const theirsBy = new Map(theirs.map((item) => [key(item), item]));
  const mineKeys = new Set(mine.map(key));
  const result: T[] = [];
  for (const m of mine) {
    const k = key(m);
    const b = baseBy.get(k);
    const t = theirsBy.get(k);
    if (t === undefined) {
      // Gone from theirs: removed there, unless it is new or changed here.
      if (b === undefined || !same(m, b)) result.push(m);
    } else if (same(m, t) || (b !== undefined && same(t, b))) {
      result.push(m);
    } else if (b !== undefined && same(m, b)) {
      result.push(t);
    } else {
      result.push(...both(m, t, b));
    }
  }
  for (const t of theirs) {
    const k = key(t);
    if (mineKeys.has(k)) continue;
    const b = baseBy.get(k);
    // Gone from mine: removed here, unless it is new or changed there.
    if (b === undefined || !same(t, b)) result.push(t);
  }
  return result;
}

function sameEntry(a: ReadingEntry, b: ReadingEntry): boolean {
  return (
    a.id === b.id &&
    a.title === b.title &&
    a.addedAt === b.addedAt &&
    a.status === b.status &&
    a.statusChangedAt === b.statusChangedAt &&
    a.note === b.note &&
    a.noteChangedAt === b.noteChangedAt
  );
}

function sameSaved(a: SavedSearch, b: SavedSearch): boolean {
  return a.name === b.name && a.createdAt === b.createdAt && sameSearch(a.search, b.search);
}
