// "Search help": a disclosure button and the panel it opens, documenting the query syntax and keys.
// Non-modal: Esc or a click elsewhere closes it, and focus returns to the button on Esc.

import { Suspense, memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../../components/useDismiss';
import { whenIdle } from '../../components/whenIdle';
import { useT } from '../../i18n/i18n';
import { lazyWithMessages, withMessages } from '../../i18n/withMessages';

// Its code comes with the messages it shows on demand (the `later` bundle, src/lib/i18n/bundles.ts).
const loadContent = () => import('./SearchHelpContent');
const SearchHelpContent = lazyWithMessages('later', loadContent, 'default');

/**
 * Memoised: the page re-renders on every keystroke. `people`: the list has authors, and the help says how
 * to search them.
 */
export const SearchHelp = memo(function SearchHelp({ people = false }: { people?: boolean }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Fetched while the page is idle, so that the panel opens at once.
  useEffect(() => whenIdle(() => void withMessages('later', loadContent)), []);

  const close = useCallback(() => setOpen(false), []);
  const onKeyDown = useDismiss(open, close, root, button);

  return (
    <div className="search-help" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="button search-help-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        {/* On a phone the sign alone, so that the search box keeps the row (search.css); the name stays. */}
        <span className="search-help-sign" aria-hidden="true">
          ?
        </span>
        <span className="phone-hidden">{t('search.help.button')}</span>
      </button>
      <section id={`${id}-panel`} className="search-help-panel" aria-labelledby={`${id}-title`} hidden={!open}>
        <h2 id={`${id}-title`}>{t('search.help.title')}</h2>
        {open && (
          <Suspense fallback={<p>{t('search.help.loading')}</p>}>
            <SearchHelpContent people={people} />
          </Suspense>
        )}
      </section>
    </div>
  );
});
