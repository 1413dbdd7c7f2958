// "Add to reading list" / "Remove from reading list": a toggle button (aria-pressed) on each result row
// and on a paper's page. Each toggle reads only whether its own paper is listed, so saving one paper
// re-renders one button, not the list.

import { useT } from '../../i18n/i18n';
import type { PaperRef } from '../../lib/library/readingList';
import { useLibrary, WithLibrary } from './LibraryProvider';

interface ReadingListToggleProps {
  paper: PaperRef;
  /** 'icon': a star, for result rows; 'text': the words, for a paper's page. */
  look?: 'icon' | 'text';
}

/**
 * Shown once the library is loaded (see LibraryProvider); until then an empty box of the button's size
 * holds its place (not a control: nothing to focus or press), so the row's title and the share buttons
 * beside it do not move when it arrives.
 */
export function ReadingListToggle(props: ReadingListToggleProps) {
  return (
    <WithLibrary fallback={<Pending look={props.look} />}>
      <Toggle {...props} />
    </WithLibrary>
  );
}

function Pending({ look = 'text' }: Pick<ReadingListToggleProps, 'look'>) {
  return (
    <span className={`${look === 'icon' ? 'reading-toggle-icon' : 'button'} reading-toggle reading-toggle-pending`} aria-hidden="true">
      {look === 'icon' ? '☆' : <Label listed={false} />}
    </span>
  );
}

// "☆ Add to reading list", as wide as "★ Remove from reading list": both words are laid out in one grid
// cell, the other one unseen, so the button never changes width, whether toggled or still unknown.
function Label({ listed }: { listed: boolean }) {
  const t = useT();
  const add = t('library.toggleAdd');
  const remove = t('library.toggleRemove');
  return (
    <span className="reading-toggle-label">
      <span>
        <span aria-hidden="true">{listed ? '★' : '☆'}</span> {listed ? remove : add}
      </span>
      <span className="reading-toggle-other" aria-hidden="true">
        ★ {listed ? add : remove}
      </span>
    </span>
  );
}

function Toggle({ paper, look = 'text' }: ReadingListToggleProps) {
  const listed = useLibrary((s) => s.readingList.some((entry) => entry.id === paper.id));
  const toggle = useLibrary((s) => s.toggle);
  const t = useT();
  const name = t(listed ? 'library.toggleRemove' : 'library.toggleAdd');
  return (
    <button
      type="button"
      className={look === 'icon' ? 'reading-toggle reading-toggle-icon' : 'button reading-toggle'}
      aria-pressed={listed}
      aria-label={look === 'icon' ? name : undefined}
      title={look === 'icon' ? t('library.toggleTitle', { name }) : undefined}
      // The paper row's own keys (j/k) and link clicks are handled above; this click is the button's.
      onClick={() => void toggle(paper)}
    >
      {look === 'icon' ? <span aria-hidden="true">{listed ? '★' : '☆'}</span> : <Label listed={listed} />}
    </button>
  );
}
