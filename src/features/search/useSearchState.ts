// The search page's state, read from the URL and written back to it: the address is the only copy.
//
// History policy: a filter, sort or "clear" is one new entry (push). Typing is a session: its first
// keystroke pushes an entry and the following keystrokes replace it, so Back returns to the query as it
// was before typing began, not one letter at a time. The session ends on Enter, a picked suggestion,
// blur, any other change, and Back/Forward.
//
// A deliberate change navigates with flushSync: a checkbox or select controlled by the address never
// shows its old value. A keystroke navigates in a transition: the box (its own draft, useSearchDraft)
// shows the letter at once, and the results follow, rendered a few milliseconds at a time, so that the
// next key is never kept waiting (with flushSync, every key waited for the whole page's render: Event
// Timing p95 of 130-190 ms at 7,000 papers on a desktop). A faster typist's keys make one render.

import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import type { SearchState } from '../../lib/search/state';
import { readSearchParams, searchOf, wellFormedSearch, writeSearchParams } from '../../lib/search/url';
import type { KnownValues } from '../../lib/search/url';
import { TYPED_SEARCH } from '../../config/locationState';

/** The link to a search: searchHref({ ...state, q: 'kernel' }) => "?q=kernel" (relative to the page). */
export const searchHref = (state: SearchState): string => searchOf(writeSearchParams(state)) || '?';

export interface SearchStateApi {
  state: SearchState;
  /** A keystroke: pushes at the start of a typing session, replaces within it. */
  type: (q: string) => void;
  /** Ends the typing session; the next keystroke starts a new history entry. */
  commit: () => void;
  /** A deliberate change (filter, sort, clear): a new history entry. */
  change: (update: (state: SearchState) => SearchState) => void;
}

export function useSearchState(known: KnownValues): SearchStateApi {
  const { search, key } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // A malformed escape (?q=%E0%A4%A) is dropped, not shown as "�%A", and the address cleaned with it.
  const wellFormed = useMemo(() => wellFormedSearch(search), [search]);
  const read = useMemo(() => readSearchParams(new URLSearchParams(wellFormed), known), [wellFormed, known]);
  const { state, canonical } = read;
  const changed = read.changed || wellFormed !== search;

  // A hand-edited, legacy or stale address becomes the canonical one without a new history entry.
  useEffect(() => {
    if (changed) void navigate({ search: searchOf(canonical) }, { replace: true });
  }, [changed, canonical, navigate]);

  // The callbacks stay the same across renders (memoised facets and rows skip re-rendering), so they
  // read the latest state and address from refs.
  const latest = useRef({ state, search });
  const typing = useRef(false);
  useLayoutEffect(() => {
    latest.current = { state, search };
  }, [state, search]);
  useEffect(() => {
    if (navigationType === 'POP') typing.current = false;
  }, [key, navigationType]);

  // Navigates to `next` unless the address already says it; returns whether it navigated.
  const go = useCallback(
    (next: SearchState, replace: boolean, typed: boolean): boolean => {
      const nextSearch = searchOf(writeSearchParams(next));
      if (nextSearch === latest.current.search) return false;
      latest.current = { state: next, search: nextSearch };
      const go = () => void navigate({ search: nextSearch }, { replace, state: typed ? TYPED_SEARCH : null });
      if (typed) startTransition(go);
      else flushSync(go);
      return true;
    },
    [navigate],
  );

  const type = useCallback(
    (q: string) => {
      if (go({ ...latest.current.state, q }, typing.current, true)) typing.current = true;
    },
    [go],
  );
  const commit = useCallback(() => {
    typing.current = false;
  }, []);
  const change = useCallback(
    (update: (state: SearchState) => SearchState) => {
      typing.current = false;
      go(update(latest.current.state), false, false);
    },
    [go],
  );

  return { state, type, commit, change };
}
