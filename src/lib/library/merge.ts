// Putting two libraries together: an imported file into the reader's own (mergeImport), and the copy
// another tab saved into this tab's (mergeSync). Reading-list entries are matched by paper id and the
// newest change (updatedAt) wins; saved searches are matched by name, ignoring case.

import { sortReadingList } from './readingList';
import { freeName, nameKey, sameSearch, sortSavedSearches } from './savedSearches';
import type { LibraryData, LibraryIssue, ReadingEntry, SavedSearch } from './types';

export interface ImportReport {
  /** How many new entries and searches came in. */
  added: { readingList: number; savedSearches: number };
  /** How many entries took the imported note and status, because those were changed more recently. */
  updated: number;
  /** What was not taken, and why, for the reader. */
  skipped: LibraryIssue[];
  /** Imported searches whose name was taken by a different search, and the name they got. */
  renamed: { from: string; to: string }[];
}

/**
 * `mine` with `incoming` merged in:
 *  - a paper not on my list is added; one on it takes the incoming entry if that changed more recently,
 *    and is skipped otherwise;
 *  - a search the same as one I have saved (under any name) is skipped; a different search under a name
 *    I use is added as "name (2)"; any other is added.
 * Idempotent: merging the same file twice changes nothing the second time.
 *   mergeImport(mine, file).report => { added: { readingList: 2, savedSearches: 0 }, updated: 1, skipped: [ … ], renamed: [] }
 */
export function mergeImport(mine: LibraryData, incoming: LibraryData): { data: LibraryData; report: ImportReport } {
  const report: ImportReport = { added: { readingList: 0, savedSearches: 0 }, updated: 0, skipped: [], renamed: [] };

  const entries = new Map(mine.readingList.map((entry) => [entry.id, entry]));
  for (const entry of incoming.readingList) {
    const own = entries.get(entry.id);
    const what = `“${entry.title}” (${entry.id})`;
    if (own === undefined) {
      entries.set(entry.id, entry);
      report.added.readingList++;
    } else if (sameEntry(own, entry)) {
      report.skipped.push({ what, reason: 'it is already in your reading list' });
    } else if (entry.updatedAt > own.updatedAt) {
      entries.set(entry.id, entry);
      report.updated++;
    } else {
      report.skipped.push({ what, reason: 'your reading list has a more recent change to it' });
    }
  }

  const searches = [...mine.savedSearches];
  const taken = new Set(searches.map((saved) => nameKey(saved.name)));
  for (const saved of incoming.savedSearches) {
    const same = searches.find((own) => sameSearch(own.search, saved.search));
    if (same !== undefined) {
      const reason = nameKey(same.name) === nameKey(saved.name) ? 'it is already saved' : `it is already saved as “${same.name}”`;
      report.skipped.push({ what: `saved search “${saved.name}”`, reason });
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
 *  - an entry changed on one side only takes that change; changed on both, the newest updatedAt wins;
 *  - two different searches saved under one name on both sides are both kept: theirs as "name (2)".
 * With nothing changed here (mine equals base), the result is theirs; with nothing changed there
 * (theirs equals base), it is mine. Tabs that adopt each other's saves therefore agree.
 */
export function mergeSync(base: LibraryData, mine: LibraryData, theirs: LibraryData): LibraryData {
  const readingList = threeWay(base.readingList, mine.readingList, theirs.readingList, (entry) => entry.id, sameEntry, (m, t) =>
    t.updatedAt > m.updatedAt ? [t] : [m],
  );
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
  both: (mine: T, theirs: T) => T[],
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
      result.push(...both(m, t));
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
  return a.id === b.id && a.title === b.title && a.addedAt === b.addedAt && a.status === b.status && a.note === b.note && a.updatedAt === b.updatedAt;
}

function sameSaved(a: SavedSearch, b: SavedSearch): boolean {
  return a.name === b.name && a.createdAt === b.createdAt && sameSearch(a.search, b.search);
}
