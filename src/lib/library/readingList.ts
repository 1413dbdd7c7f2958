// The reading list's operations, as pure functions from one list to the next. Each returns the list it
// was given when nothing changes, so a store can skip the write.

import { isPaperId } from '../paperId';
import { cutText, cleanNote, oneLine } from './text';
import { MAX_KEPT_NOTE_LENGTH, MAX_TITLE_LENGTH } from './types';
import type { ReadingEntry, ReadingStatus } from './types';

/** What the reading list needs to know of a paper when it is added. */
export interface PaperRef {
  id: string;
  title: string;
}

/** A title to keep: one line, at most MAX_TITLE_LENGTH; the id when there is nothing else. */
export function cleanTitle(raw: string, id: string): string {
  return cutText(oneLine(raw), MAX_TITLE_LENGTH).trim() || id;
}

/**
 * cleanEntryNote("  ") => "": see cleanNote, at MAX_KEPT_NOTE_LENGTH (the text field holds what one types
 * to MAX_NOTE_LENGTH; a merged note may be longer, and editing it must not cut it).
 */
export function cleanEntryNote(raw: string): string {
  return cleanNote(raw, MAX_KEPT_NOTE_LENGTH);
}

/** The list in its one order: by addedAt, then by id (so that every tab sorts ties alike). */
export function sortReadingList(list: readonly ReadingEntry[]): ReadingEntry[] {
  return [...list].sort((a, b) => a.addedAt - b.addedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The list with the papers it does not hold yet appended, each `to-read` with no note, in the order
 * given. Papers with an id that is not a paper id are left out. addedAt is `now`, or one millisecond
 * after the last entry when the clock says otherwise, so that what is added last is always listed last.
 *   addPapers([], [{ id: 'cfmm', title: 'CFMM: …' }], 1000) => [{ id: 'cfmm', addedAt: 1000, status: 'to-read', … }]
 */
export function addPapers(list: readonly ReadingEntry[], papers: readonly PaperRef[], now: number): ReadingEntry[] {
  const held = new Set(list.map((entry) => entry.id));
  let at = Math.max(now, (list.at(-1)?.addedAt ?? -Infinity) + 1);
  const added: ReadingEntry[] = [];
  for (const paper of papers) {
    if (held.has(paper.id) || !isPaperId(paper.id)) continue;
    held.add(paper.id);
    added.push({ id: paper.id, title: cleanTitle(paper.title, paper.id), addedAt: at, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0 });
    at++;
  }
  return added.length === 0 ? (list as ReadingEntry[]) : [...list, ...added];
}

/** The list without the paper `id`. */
export function removePaper(list: readonly ReadingEntry[], id: string): ReadingEntry[] {
  return list.some((entry) => entry.id === id) ? list.filter((entry) => entry.id !== id) : (list as ReadingEntry[]);
}

/** The paper's status set; nothing changes for a paper the list does not hold. */
export function setEntryStatus(list: readonly ReadingEntry[], id: string, status: ReadingStatus, now: number): ReadingEntry[] {
  return update(list, id, (entry) => (entry.status === status ? null : { status, statusChangedAt: stamp(now, entry.statusChangedAt, entry.addedAt) }));
}

/** The paper's note set, cleaned (see cleanEntryNote); nothing changes for a paper the list does not hold. */
export function setEntryNote(list: readonly ReadingEntry[], id: string, note: string, now: number): ReadingEntry[] {
  const clean = cleanEntryNote(note);
  return update(list, id, (entry) => (entry.note === clean ? null : { note: clean, noteChangedAt: stamp(now, entry.noteChangedAt, entry.addedAt) }));
}

// A field's change time: `now`, moved past the field's last change (and the entry's addition) if the clock
// went back, so that a change always wins a merge against the value it replaced.
//   stamp(10, 1000, 0) => 1001
function stamp(now: number, changedAt: number, addedAt: number): number {
  return Math.max(now, changedAt + 1, addedAt + 1);
}

// Applies a change to one entry; nothing changes when `change` gives null.
function update(list: readonly ReadingEntry[], id: string, change: (entry: ReadingEntry) => Partial<ReadingEntry> | null): ReadingEntry[] {
  const index = list.findIndex((entry) => entry.id === id);
  const patch = index < 0 ? null : change(list[index]!);
  if (patch === null) return list as ReadingEntry[];
  const next = [...list];
  next[index] = { ...list[index]!, ...patch };
  return next;
}

/** The list without the papers `ids`. */
export function removePapers(list: readonly ReadingEntry[], ids: Iterable<string>): ReadingEntry[] {
  const gone = new Set(ids);
  return list.some((entry) => gone.has(entry.id)) ? list.filter((entry) => !gone.has(entry.id)) : (list as ReadingEntry[]);
}

/**
 * The list with removed entries put back as they were (status, note, when added), in the list's one
 * order; an entry whose paper is listed again meanwhile is left as it is now.
 *   restoreEntries(removePapers(list, ['cfmm']), [cfmmEntry]) => list
 */
export function restoreEntries(list: readonly ReadingEntry[], entries: readonly ReadingEntry[]): ReadingEntry[] {
  const held = new Set(list.map((entry) => entry.id));
  const back = entries.filter((entry) => !held.has(entry.id) && isPaperId(entry.id));
  return back.length === 0 ? (list as ReadingEntry[]) : sortReadingList([...list, ...back]);
}

/** Each of the papers `ids` given the status; see setEntryStatus. */
export function setEntriesStatus(list: readonly ReadingEntry[], ids: Iterable<string>, status: ReadingStatus, now: number): ReadingEntry[] {
  let next = list as ReadingEntry[];
  for (const id of new Set(ids)) next = setEntryStatus(next, id, status, now);
  return next;
}
