// The "Save search" button and its form (see SaveSearch): a chunk of its own, loaded with the library.

import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SearchState } from '../../lib/search/state';
import { MAX_SEARCH_NAME_LENGTH } from '../../lib/library/types';
import { paths } from '../../config/paths';
import { useLibrary } from './LibraryProvider';

// suggestedName({ q: 'kernel', … }) => "kernel"; with no query: "My search"
const suggestedName = (state: SearchState) => state.q.trim().slice(0, MAX_SEARCH_NAME_LENGTH) || 'My search';

export interface SaveSearchProps {
  /** The search on screen when the reader acts (read then, so typing does not re-render this). */
  current: () => SearchState;
}

export function SaveSearchForm({ current }: SaveSearchProps) {
  const saveSearch = useLibrary((s) => s.saveSearch);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The search being named: the one on screen when "Save search" was pressed.
  const [state, setState] = useState<SearchState | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

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
    setOpen(false);
    setSaved(outcome.name);
  };

  return (
    <div className="save-search">
      {!open && (
        <button type="button" className="button" onClick={start}>
          Save search
        </button>
      )}
      {open && (
        <form
          className="save-search-form"
          aria-label="Save search"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <label htmlFor={`${id}-name`}>Name of this search</label>
          <input
            ref={inputRef}
            id={`${id}-name`}
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
            Save
          </button>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
          {error !== null && (
            <p id={`${id}-error`} className="form-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      <span className="save-search-status" aria-live="polite">
        {saved !== null && (
          <>
            Saved as “{saved}”. <Link to={paths.readingList.href()}>Your saved searches</Link>
          </>
        )}
      </span>
    </div>
  );
}
