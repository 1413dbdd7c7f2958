import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { countLabel } from '../../lib/countLabel';

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

// A modal <dialog> makes the page behind it inert, but Tab past its last control still leaves for the
// browser's own toolbar: wrap round instead, so the focus stays with the filters until the sheet closes.
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  // Every element, then filtered: not every engine returns a selector list's matches in document order.
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('*')].filter((el) => el.matches(FOCUSABLE) && !el.closest('[hidden]'));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface FilterSheetProps {
  /** The opening button's text, "Filters (2 on)". */
  label: string;
  /** The results the chosen filters leave, for "Show N papers". */
  resultCount: number;
  children: ReactNode;
}

/**
 * The filters on a narrow screen: a button that opens them as a sheet over the results (a modal
 * <dialog>: the browser makes the page behind it inert and closes it on Escape), so choosing filters never pushes the
 * results down. "Show N papers" closes it, and the focus goes back to the button; Tab wraps round
 * inside it. The filters are drawn only while the sheet is open.
 */
export function FilterSheet({ label, resultCount, children }: FilterSheetProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button facets-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        {label}
      </button>
      {/* onClose: whatever closed it (a button, Escape), the reader is back where they opened it. */}
      <dialog
        ref={dialog}
        className="filter-sheet"
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
      >
        <div className="filter-sheet-head">
          <h2 id={titleId}>Filters</h2>
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        </div>
        <div className="filter-sheet-body">{open && children}</div>
        <div className="filter-sheet-foot">
          <button type="button" className="button" onClick={close}>
            Show {countLabel(resultCount)}
          </button>
        </div>
      </dialog>
    </>
  );
}
