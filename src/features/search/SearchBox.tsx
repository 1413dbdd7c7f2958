// The search box: a searchbox with autocomplete (ARIA 1.2: aria-autocomplete, aria-controls and
// aria-activedescendant on the input, which keeps its searchbox role), suggestions in a listbox below.
//
// The input shows a local draft, not the address: router updates arrive in a transition, and an input
// controlled by them would lose the caret and keystrokes. The draft follows the address whenever the
// address changes for any reason other than this box's own typing (Back/Forward, a link, Esc, a pick).

import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import type { ChangeEvent, KeyboardEvent, Ref } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { IndexReader } from '../../lib/search/indexReader';
import { suggestions } from '../../lib/search/suggest';
import { MAX_QUERY_LENGTH } from '../../lib/search/url';
import { isTypedLocation } from './useSearchState';
import { isEditable } from '../../components/isEditable';

const SUGGESTION_LIMIT = 6;

interface SearchBoxProps {
  /** The query in the address. */
  query: string;
  /** What suggestions come from; null while it is being built (no suggestions yet). */
  index: IndexReader | null;
  /** Every change of the text. */
  onType: (q: string) => void;
  /** Enter, a picked suggestion, leaving the box: the query is settled. */
  onCommit: () => void;
  /** Esc in a box with text and no suggestions open. */
  onClear: () => void;
  /** ↓ with the suggestions closed: go to the results. */
  onLeaveDown: () => void;
  ref?: Ref<HTMLInputElement>;
}

export function SearchBox({ query, index, onType, onCommit, onClear, onLeaveDown, ref }: SearchBoxProps) {
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const [draft, setDraft] = useState(query);
  const [open, setOpen] = useState(false);

  // Follow the address when something else changed it (see the note at the top).
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === 'POP' || !isTypedLocation(location.state)) {
      setDraft(query);
      setOpen(false);
    }
  }

  // Deferred: a keystroke's results commit first, its suggestions in a render right after (they cost
  // 1–2 ms of the keystroke's budget at 5,000 papers, measured in npm run bench).
  const suggestFor = useDeferredValue(open ? draft : null);
  const options = useMemo(() => (suggestFor === null || index === null ? [] : suggestions(index, suggestFor, SUGGESTION_LIMIT)), [index, suggestFor]);
  const [highlight, setHighlight] = useState({ options, index: -1 });
  const active = highlight.options === options ? highlight.index : -1;
  const expanded = options.length > 0;

  // "/" anywhere but in a field focuses the box.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditable(event.target)) return;
      const input = document.getElementById(id);
      if (!(input instanceof HTMLInputElement)) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [id]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    setOpen(true);
    onType(event.target.value);
  };

  const pick = (suggestion: string) => {
    setDraft(suggestion);
    setOpen(false);
    onType(suggestion);
    onCommit();
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const move = (step: number) => {
      event.preventDefault();
      const next = active + step;
      setHighlight({ options, index: next < -1 ? options.length - 1 : next >= options.length ? -1 : next });
    };
    switch (event.key) {
      case 'ArrowDown':
        if (expanded) move(1);
        else if (!event.altKey) {
          event.preventDefault();
          onLeaveDown();
        }
        return;
      case 'ArrowUp':
        if (expanded) move(-1);
        return;
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          pick(options[active]!);
        } else {
          setOpen(false);
          onCommit();
        }
        return;
      case 'Escape':
        // Also keeps the browser's own clearing of type="search" out of the way.
        event.preventDefault();
        if (expanded) setOpen(false);
        else if (draft !== '') {
          setDraft('');
          onClear();
        }
        return;
    }
  };

  return (
    <div className="searchbox">
      <input
        id={id}
        ref={ref}
        className="searchbox-input"
        type="search"
        aria-label="Search papers"
        placeholder="Search titles, abstracts, topics, benchmarks…"
        value={draft}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? `${listboxId}-${active}` : undefined}
        aria-keyshortcuts="/"
        onChange={change}
        onKeyDown={keyDown}
        onBlur={() => {
          setOpen(false);
          onCommit();
        }}
      />
      <kbd className="searchbox-shortcut" aria-hidden="true">
        /
      </kbd>
      <ul id={listboxId} className="suggestions" role="listbox" aria-label="Suggestions" hidden={!expanded}>
        {options.map((option, i) => (
          <li
            key={option}
            id={`${listboxId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="suggestion"
            // mousedown would blur the input (closing the list) before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {option}
          </li>
        ))}
      </ul>
    </div>
  );
}
