// "Add to reading list" / "Remove from reading list": a toggle button (aria-pressed) on each result row
// and on a paper's page. Each toggle reads only whether its own paper is listed, so saving one paper
// re-renders one button, not the list.

import type { PaperRef } from '../../lib/library/readingList';
import { useLibrary, WithLibrary } from './LibraryProvider';

interface ReadingListToggleProps {
  paper: PaperRef;
  /** 'icon': a star, for result rows; 'text': the words, for a paper's page. */
  look?: 'icon' | 'text';
}

/** Shown once the library is loaded (see LibraryProvider). */
export function ReadingListToggle(props: ReadingListToggleProps) {
  return (
    <WithLibrary>
      <Toggle {...props} />
    </WithLibrary>
  );
}

function Toggle({ paper, look = 'text' }: ReadingListToggleProps) {
  const listed = useLibrary((s) => s.readingList.some((entry) => entry.id === paper.id));
  const toggle = useLibrary((s) => s.toggle);
  const name = listed ? 'Remove from reading list' : 'Add to reading list';
  return (
    <button
      type="button"
      className={look === 'icon' ? 'reading-toggle reading-toggle-icon' : 'button reading-toggle'}
      aria-pressed={listed}
      aria-label={look === 'icon' ? name : undefined}
      title={look === 'icon' ? `${name} (b)` : undefined}
      // The paper row's own keys (j/k) and link clicks are handled above; this click is the button's.
      onClick={() => void toggle(paper)}
    >
      <span aria-hidden="true">{listed ? '★' : '☆'}</span>
      {look === 'text' && ` ${name}`}
    </button>
  );
}
