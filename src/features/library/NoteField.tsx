// A reading-list entry's note, folded so that a list of papers stays a list: an empty note is only an
// "Add a note" button (AddNoteButton, among the row's controls) until pressed; a long one shows its
// first two lines, with "Show more".

import { useId, useState } from 'react';
import { T } from '../../i18n/T';
import { MAX_NOTE_LENGTH } from '../../lib/library/types';
import { noteLines } from '../../lib/library/text';
import { useLibrary } from './LibraryProvider';

/** The lines a folded note shows. */
const FOLDED_LINES = 2;
/** The most lines an unfolded note's field takes before it scrolls. */
const MAX_LINES = 12;

interface NoteFieldProps {
  entryId: string;
  note: string;
  /** The paper's title, to name the controls. */
  title: string;
  /** Whether the reader just pressed "Add a note": the empty field then shows, and takes focus. */
  opened: boolean;
  /** Called when an emptied field is left, to fold it back to its button. */
  onFold: () => void;
}

export function NoteField({ entryId, note, title, opened, onFold }: NoteFieldProps) {
  const id = useId();
  const setNote = useLibrary((s) => s.setNote);
  const [expanded, setExpanded] = useState(false);
  if (note === '' && !opened) return null;
  const lines = noteLines(note);
  const long = lines > FOLDED_LINES;
  return (
    <div className="reading-entry-note">
      <label htmlFor={`${id}-note`} className="visually-hidden">
        <T id="library.noteOn" values={{ title }} components={{ 0: <span lang="en" /> }} />
      </label>
      <textarea
        id={`${id}-note`}
        className="field"
        // Only when the reader has just asked for the field: a note shown on arrival takes no focus.
        autoFocus={opened && note === ''}
        rows={Math.min(lines, expanded ? MAX_LINES : FOLDED_LINES)}
        // A merged note may be longer than one types (see MAX_KEPT_NOTE_LENGTH): it must stay editable.
        maxLength={Math.max(MAX_NOTE_LENGTH, note.length)}
        value={note}
        onChange={(event) => setNote(entryId, event.target.value)}
        onBlur={(event) => event.target.value.trim() === '' && onFold()}
      />
      {long && (
        <button type="button" className="link-button note-toggle" aria-expanded={expanded} aria-controls={`${id}-note`} onClick={() => setExpanded(!expanded)}>
          <T id={expanded ? 'library.showLess' : 'library.showMore'} values={{ title }} components={{ 0: <span className="visually-hidden" />, 1: <span lang="en" /> }} />
        </button>
      )}
    </div>
  );
}

/** What an empty, folded note shows: the button that opens its field. */
export function AddNoteButton({ title, onOpen }: { title: string; onOpen: () => void }) {
  return (
    <button type="button" className="button button-small" onClick={onOpen}>
      <T id="library.addNote" values={{ title }} components={{ 0: <span className="visually-hidden" />, 1: <span lang="en" /> }} />
    </button>
  );
}
