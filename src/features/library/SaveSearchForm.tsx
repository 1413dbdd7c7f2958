// The "Save search" button and its form (see SaveSearch): a chunk of its own, loaded with the library.
// The form and "Saved as…" open over the results, below the button, which stays where it is: opening
// them moves nothing on the page (issue 15).

import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SearchState } from '../../lib/search/state';
import { MAX_SEARCH_NAME_LENGTH } from '../../lib/library/types';
import { paths } from '../../config/paths';
import { t, useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';
import type { NameProblem } from '../../lib/library/savedSearches';
import { useLibrary } from './LibraryProvider';
import { nameProblemText } from './nameProblem';

// suggestedName({ q: 'kernel', … }) => "kernel"; with no query: "My search" (in the active language)
const suggestedName = (state: SearchState) => state.q.trim().slice(0, MAX_SEARCH_NAME_LENGTH) || t('library.defaultSearchName');

export interface SaveSearchProps {
  /** The search on screen when the reader acts (read then, so typing does not re-render this). */
  current: () => SearchState;
}

export function SaveSearchForm({ current }: SaveSearchProps) {
  const saveSearch = useLibrary((s) => s.saveSearch);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<NameProblem | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The search being named: the one on screen when "Save search" was pressed.
  const [state, setState] = useState<SearchState | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const translate = useT();

  const start = () => {
    const now = current();
    setState(now);
    setOpen(true);
    setName(suggestedName(now));
    setError(null);
    setSaved(null);
    requestAnimationFrame(() => inputRef.current?.select());
  };
  const submit = () => {
    if (state === null) return;
    const outcome = saveSearch(name, state);
    if (!outcome.ok) {
      setError(outcome.error);
      inputRef.current?.focus();
      return;
    }
    close();
    setSaved(outcome.name);
  };
  // Focus goes back to the button, which stayed: the form it was in is gone.
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="save-search">
      <button type="button" className="button" ref={buttonRef} aria-expanded={open} onClick={open ? close : start}>
        {translate('library.saveSearch')}
      </button>
      {open && (
        <form
          className="save-search-form popover"
          aria-label={translate('library.saveSearch')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <label htmlFor={`${id}-name`}>{translate('library.searchNameLabel')}</label>
          <input
            ref={inputRef}
            id={`${id}-name`}
            className="text-input"
            type="text"
            value={name}
            maxLength={MAX_SEARCH_NAME_LENGTH}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="button">
            {translate('library.save')}
          </button>
          <button type="button" className="button" onClick={close}>
            {translate('library.cancel')}
          </button>
          {error !== null && (
            <p id={`${id}-error`} className="form-error" role="alert">
              {nameProblemText(error)}
            </p>
          )}
        </form>
      )}
      <span className={saved === null ? 'save-search-status' : 'save-search-status popover'} aria-live="polite">
        {saved !== null && (
          <>
            <T id="library.savedAs" values={{ name: saved }} components={{ 0: <Link to={paths.readingList.href()} /> }} />
          </>
        )}
      </span>
    </div>
  );
}
