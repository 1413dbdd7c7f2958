import { Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { whenIdle } from '../../components/whenIdle';
import { lazyWithMessages, withMessages } from '../../i18n/withMessages';

// The sheet's code is no part of the first results' JavaScript (e2e/home.spec.ts's budget): fetched
// once the page is idle, so that it is in before a reader presses the button.
// Its code comes with the messages it shows on demand (the `later` bundle, src/lib/i18n/bundles.ts).
const loadSheet = () => import('./SheetDialog');
const SheetDialog = lazyWithMessages('later', loadSheet, 'SheetDialog');

interface FilterSheetProps {
  /** The opening button's text, "Filters (2 on)". */
  label: string;
  /** The results the chosen filters leave, for "Show N papers"; null while they are pending. */
  resultCount: number | null;
  children: ReactNode;
}

/**
 * The filters on a narrow screen: a button that opens them as a sheet over the results (a modal
 * <dialog>: the browser makes the page behind it inert and closes it on Escape), so choosing filters
 * never pushes the results down. "Show N papers" closes it, and the focus goes back to the button; Tab
 * wraps round inside it. The filters are drawn only while the sheet is open.
 */
export function FilterSheet({ label, resultCount, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => void withMessages('later', loadSheet)), []);
  return (
    <>
      <button ref={button} type="button" className="button facets-toggle" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SheetDialog
            resultCount={resultCount}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          >
            {children}
          </SheetDialog>
        </Suspense>
      )}
    </>
  );
}
