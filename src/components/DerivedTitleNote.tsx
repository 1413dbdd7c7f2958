// The quiet mark under a derived title: visible small text (a tooltip alone reaches neither keyboard
// nor touch users), which the heading names as its description, so a screen reader says it with it.
import { DERIVED_TITLE_NOTE } from '../lib/titleSource';

/** `id` is what the title's element points at: <h1 aria-describedby={id}>. */
export function DerivedTitleNote({ id }: { id: string }) {
  return (
    <p className="derived-title-note" id={id}>
      {DERIVED_TITLE_NOTE}
    </p>
  );
}
