// The one module that knows React Router's history: the shape of the state it keeps in each entry,
// the history the app's router is given, and the router itself. lazyHistory.ts (a window whose
// history writes typing lazily) knows nothing of React Router: it is told here which writes may wait.
//
// What relies on unstable exports or internals, and what to check when React Router is upgraded
// (docs/architecture.md, "React Router and history"):
// - `unstable_HistoryRouter` and `UNSAFE_createBrowserHistory`: the router is given a history built on
//   a proxied window (lazyHistory.ts), so that typed queries reach the address bar once typing pauses
//   while the router's location changes on every keystroke. <BrowserRouter> makes its own history from
//   the real window and offers no hook for that.
// - `v5Compat: true`: pushes and replaces are reported to the router too, which the lazy history needs.
// - `useTransitions={false}`: the router wraps nothing in a transition of its own; the app says which
//   navigations are transitions (a keystroke's: useSearchState) and which commit at once (the rest).
// - The state the router writes in each entry, `{ usr, key, idx }` (RouterEntryState): keyFirstEntry
//   writes one, and the lazy history reads `usr` (the location's state) for the typed-search mark.
// Then: `npx vitest run tests/unit/app` (this module, lazy history, scroll memory) and
// `npx playwright test e2e/search.spec.ts e2e/takeover.spec.ts` (typing, Back, reload); router code is
// in the first load, so the budget test too (e2e/home.spec.ts).

import { useEffect, useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { HistoryRouterProps } from 'react-router';
import { isTypedLocation } from '../config/locationState';
import { windowWithLazyHistory } from './lazyHistory';

/** The history the app's router is given (a browser history in the app, a memory one in tests). */
export type RouterHistory = HistoryRouterProps['history'];

/** What React Router keeps in each history entry's state (window.history.state). */
export interface RouterEntryState {
  /** The location's own state, as given to navigate(…, { state }): `location.state`. */
  usr: unknown;
  /** The entry's key (`location.key`): 'default' for an entry the router did not write. */
  key: string;
  /** The entry's index in the session, counted by the router. */
  idx: number;
}

// locationStateOf({ usr: { searchTyped: true }, key: 'k1', idx: 2 }) => { searchTyped: true }; anything else => undefined
const locationStateOf = (entry: unknown): unknown => (entry as Partial<RouterEntryState> | null)?.usr;

// newKey() => "k4f9x0a2b": unique enough for the entries of one tab (React Router's own keys are alike).
const newKey = () => 'k' + Math.random().toString(36).slice(2, 10);

/**
 * Gives the entry a document opened on a key of its own, before the router reads it. An address
 * typed, pasted or followed from elsewhere loads with no history state, and the router calls every
 * such entry 'default': scroll positions are kept by entry key (useScrollMemory.ts), so each fresh load
 * in a tab would then be scrolled to where the last one was (the search list's 1,400 px opened a pasted
 * paper link scrolled past its title). The key is kept in the entry's state, so a reload of the entry,
 * and Back to it from another document, find it again.
 */
export function keyFirstEntry(history: History): void {
  const state: unknown = history.state;
  if (state !== null && typeof state !== 'object') return; // not the router's: leave it alone
  if (typeof (state as Partial<RouterEntryState> | null)?.key === 'string') return;
  // With idx as the router would set it, so that the router need not write the state a second time.
  const entry: RouterEntryState = { usr: null, idx: 0, ...(state as object | null), key: newKey() };
  history.replaceState(entry, '');
}

/**
 * The history of the app's router, over the browser's: its first entry keyed (keyFirstEntry), and the
 * search box's keystrokes reaching the address bar once typing pauses (lazyHistory.ts), while the
 * router's location, which every view reads, changes at once.
 */
export function createAppHistory(window: Window): RouterHistory {
  keyFirstEntry(window.history);
  const routerWindow = windowWithLazyHistory(window, { isLazy: (entry) => isTypedLocation(locationStateOf(entry)) });
  return createBrowserHistory({ window: routerWindow, v5Compat: true });
}

/**
 * The app's router over `history` (createAppHistory; tests pass a memory history). The router makes no
 * transitions of its own (see useTransitions above).
 */
export function AppRouter({ history, basename, children }: { history: RouterHistory; basename?: string; children: ReactNode }) {
  // The address the router first renders. The app's first render is a transition (main.tsx), a few ms
  // at a time: Back or Forward pressed meanwhile changes the address before the router listens for it.
  const [first] = useState(() => history.location);
  useEffect(() => {
    // After every layout effect of the first commit: the router is listening now. Tell it what it missed.
    const now = history.location;
    if (typeof window !== 'undefined' && (now.pathname !== first.pathname || now.search !== first.search || now.hash !== first.hash)) {
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
    }
  }, [history, first]);
  return (
    <HistoryRouter history={history} basename={basename} useTransitions={false}>
      {children}
    </HistoryRouter>
  );
}
