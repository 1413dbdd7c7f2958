// The sheet itself, a chunk of its own: only a narrow screen opens it, after a press (FilterSheet.tsx).

import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '../../i18n/i18n';

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

interface SheetDialogProps {
  /** Null while the results are pending: "Show results". */
  resultCount: number | null;
  /** Called once the sheet has closed, however it closed (a button, Escape). */
  onClose: () => void;
  children: ReactNode;
}

/** The filters as a modal <dialog>, open from its first render until it closes. */
export function SheetDialog({ resultCount, onClose, children }: SheetDialogProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => dialog.current?.showModal(), []);
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} className="filter-sheet" aria-labelledby={titleId} onKeyDown={keepFocusInside} onClose={onClose}>
      <div className="filter-sheet-head">
        <h2 id={titleId}>{t('search.filters')}</h2>
        <button type="button" className="button" onClick={close}>
          {t('search.sheet.close')}
        </button>
      </div>
      <div className="filter-sheet-body">{children}</div>
      <div className="filter-sheet-foot">
        <button type="button" className="button" onClick={close}>
          {resultCount === null ? t('search.sheet.showPending') : t('search.sheet.show', { count: resultCount })}
        </button>
      </div>
    </dialog>
  );
}
