// Two versions of one reading-list entry put together field by field, so that nothing the reader wrote in
// either is lost: the status most recently set wins (a status never set loses to one that was), and two
// different notes are both kept, the newer first and the older below a marked line.
//
// Used by merge.ts for an import (two versions, nothing known of what came before) and for two tabs
// (three-way: a field one side left as it was in `base` takes the other side's value).

import { isoDay } from '../dates';
import { cutText } from './text';
import { MAX_KEPT_NOTE_LENGTH, READING_STATUSES } from './types';
import type { ReadingEntry } from './types';

/** Where the other version came from, for the line that marks its note: "— from import, 2026-05-01:". */
export type OtherSource = 'import' | 'tab';

/**
 * What became of one field of mine: `same` (nothing of theirs is missing from it), `kept` (mine won, theirs
 * differed), `took` (theirs won), `merged` (both notes kept, see mergeNotes).
 */
export type FieldOutcome = 'same' | 'kept' | 'took' | 'merged';

export interface EntryMerge {
  entry: ReadingEntry;
  status: Exclude<FieldOutcome, 'merged'>;
  note: FieldOutcome;
  /** Whether the merged note was cut to MAX_KEPT_NOTE_LENGTH (the end of the older note is lost). */
  cut: boolean;
}

/**
 * `mine` and `theirs` (one paper) as one entry. With `base`, the version both came from, a field that one
 * side did not change takes the other side's; without it, or when both changed a field:
 *  - status: the one set later (statusChangedAt); one never set (0) loses; on a tie, the later in
 *    READING_STATUSES;
 *  - note: see mergeNotes;
 *  - title and addedAt: mine (the paper keeps its place in my list).
 *   mergeEntry(starredLater, { …, status: 'reading', statusChangedAt: 5, note: 'see §3', noteChangedAt: 5 }, undefined, 'import')
 *     => { entry: { …, status: 'reading', note: 'see §3' }, status: 'took', note: 'took', cut: false }
 */
export function mergeEntry(mine: ReadingEntry, theirs: ReadingEntry, base: ReadingEntry | undefined, source: OtherSource): EntryMerge {
  const place = base !== undefined && mine.title === base.title && mine.addedAt === base.addedAt ? theirs : mine;
  const status = unchanged(mine, base, 'status') ? took(theirs, mine, 'status') : unchanged(theirs, base, 'status') ? same(mine) : mergeStatus(mine, theirs);
  const note = unchanged(mine, base, 'note')
    ? { ...took(theirs, mine, 'note'), cut: false }
    : unchanged(theirs, base, 'note')
      ? { ...same(mine), cut: false }
      : mergeNotes(mine, theirs, source);
  return {
    entry: {
      id: mine.id,
      title: place.title,
      addedAt: place.addedAt,
      status: status.entry.status,
      statusChangedAt: status.entry.statusChangedAt,
      note: note.entry.note,
      noteChangedAt: note.entry.noteChangedAt,
    },
    status: status.outcome,
    note: note.outcome,
    cut: note.cut,
  };
}

type Fielded = Pick<ReadingEntry, 'status' | 'statusChangedAt' | 'note' | 'noteChangedAt'>;
type Picked<Outcome extends FieldOutcome = FieldOutcome> = { entry: Fielded; outcome: Outcome };

function unchanged(side: ReadingEntry, base: ReadingEntry | undefined, field: 'status' | 'note'): boolean {
  if (base === undefined) return false;
  return field === 'status'
    ? side.status === base.status && side.statusChangedAt === base.statusChangedAt
    : side.note === base.note && side.noteChangedAt === base.noteChangedAt;
}

function took(theirs: Fielded, mine: Fielded, field: 'status' | 'note'): Picked<'same' | 'took'> {
  return { entry: theirs, outcome: theirs[field] === mine[field] ? 'same' : 'took' };
}

function same(mine: Fielded): Picked<'same'> {
  return { entry: mine, outcome: 'same' };
}

function mergeStatus(mine: Fielded, theirs: Fielded): Picked<EntryMerge['status']> {
  const statusChangedAt = Math.max(mine.statusChangedAt, theirs.statusChangedAt);
  if (mine.status === theirs.status) return { entry: { ...mine, statusChangedAt }, outcome: 'same' };
  const theirsWins =
    theirs.statusChangedAt > mine.statusChangedAt ||
    (theirs.statusChangedAt === mine.statusChangedAt && READING_STATUSES.indexOf(theirs.status) > READING_STATUSES.indexOf(mine.status));
  return theirsWins ? { entry: { ...mine, status: theirs.status, statusChangedAt }, outcome: 'took' } : { entry: { ...mine, statusChangedAt }, outcome: 'kept' };
}

/**
 * Two notes as one, losing neither: equal, empty or contained in the other, the fuller one; otherwise the
 * newer (noteChangedAt; on a tie, the later in code-unit order) followed by the older below a line that
 * says where it came from and when it was written:
 *   "Read §3 first.\n\n— from import, 2026-05-01:\nGood ablations."
 * Merging a note with one it already contains gives it back unchanged, so importing a file twice appends
 * once. The result is cut to MAX_KEPT_NOTE_LENGTH.
 */
export function mergeNotes(mine: Fielded, theirs: Fielded, source: OtherSource): Picked & { cut: boolean } {
  const noteChangedAt = Math.max(mine.noteChangedAt, theirs.noteChangedAt);
  const result = (note: string, outcome: FieldOutcome, cut = false) => ({ entry: { ...mine, note, noteChangedAt }, outcome, cut });
  if (mine.note.includes(theirs.note)) return result(mine.note, 'same');
  if (theirs.note.includes(mine.note)) return result(theirs.note, 'took');
  const theirsNewer = theirs.noteChangedAt > mine.noteChangedAt || (theirs.noteChangedAt === mine.noteChangedAt && theirs.note > mine.note);
  const [newer, older] = theirsNewer ? [theirs, mine] : [mine, theirs];
  const from = source === 'tab' ? 'from another tab' : theirsNewer ? 'from this browser, before the import' : 'from import';
  const text = `${newer.note}\n\n${noteMarker(from, older.noteChangedAt)}\n${older.note}`;
  const kept = cutText(text, MAX_KEPT_NOTE_LENGTH);
  return result(kept, 'merged', kept !== text);
}

// noteMarker('from import', Date.UTC(2026, 4, 1)) => "— from import, 2026-05-01:"; with no time, "— from import:"
function noteMarker(from: string, at: number): string {
  return at > 0 ? `— ${from}, ${isoDay(at)}:` : `— ${from}:`;
}
