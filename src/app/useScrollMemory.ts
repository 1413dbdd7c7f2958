// Where each history entry was scrolled to: a new page opens at the top (or at its #fragment), Back and
// Forward (and a reload) return to where the reader was, and a change of the query or filters leaves the
// scroll alone. Positions are kept by the entry's key, so every entry needs its own: see keyFirstEntry
// (history.tsx).
//
// React Router's <ScrollRestoration> does this too, but it reads window.scrollY as each navigation
// starts, and the search box's every keystroke is a navigation whose input has just changed: the read
// forced a layout of the page before the results were even computed (about 1 ms per keystroke at
// 5,000 papers in npm run bench). This reads the position only in scroll events, and carries it over
// to the entry a query change replaces.
//
// A position is not enough for the virtual results list: shown again, it draws every row at an estimated
// height until measured, and the same position lands on other rows (src/lib/scrollPlace.ts). The list
// registers (ScrollAnchorContext) to say which row the reader is at, and to scroll back to that row.

import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { safeStorage } from '../lib/safeStorage';
import { placesToSave, readPlaces } from '../lib/scrollPlace';
import type { ScrollAnchor, ScrollPlace } from '../lib/scrollPlace';
import { untilReaderActs } from '../components/untilReaderActs';
import type { AnchoredPage } from '../components/scrollAnchoring';

/** The positions, kept in sessionStorage across reloads of the tab. */
export const SCROLL_STORAGE_KEY = 'paper-explorer:scroll';
/** Entries remembered at most: the oldest go first. */
const MAX_ENTRIES = 500;
const session = safeStorage(() => sessionStorage);

// load() => the saved places, or none when storage is unavailable or holds something else.
function load(): Map<string, ScrollPlace> {
  try {
    return readPlaces(JSON.parse(session.readText(SCROLL_STORAGE_KEY) ?? 'null'));
  } catch {
    return new Map();
  }
}

function save(places: Map<string, ScrollPlace>): void {
  // Storage full or disabled: positions are kept for this page's life only.
  session.write(SCROLL_STORAGE_KEY, JSON.stringify(placesToSave(places, MAX_ENTRIES)));
}

// elementOfHash("#main") => the element with id "main"; null for none or a malformed fragment.
function elementOfHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

function remember(places: Map<string, ScrollPlace>, key: string, place: ScrollPlace): void {
  places.delete(key); // most recent last, for the trimming in save()
  places.set(key, place);
}

/** How long a restore waits for the page to grow tall enough (its data arriving), in ms. */
const RESTORE_WAIT_MS = 5000;

/**
 * Scrolls to y, and if the page is not yet that tall (Back to the search list before list.json is in),
 * again each time the page's size changes, until it gets there, the reader acts, or time runs out.
 * The positions are read in ResizeObserver callbacks, after a layout the browser did anyway. Returns
 * the way to stop waiting; `onEnd` is called when it stops, whatever the reason.
 */
function restore(y: number, onEnd: () => void): () => void {
  window.scrollTo(0, y);
  if (typeof ResizeObserver !== 'function') {
    onEnd();
    return () => {};
  }
  const page = document.documentElement;
  const observer = new ResizeObserver(() => {
    if (Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y);
    if (page.scrollHeight - window.innerHeight >= y) stop();
  });
  const stop = untilReaderActs(() => {
    observer.disconnect();
    onEnd();
  }, RESTORE_WAIT_MS);
  observer.observe(page);
  return stop;
}

// Where a new page opens: at its #fragment when there is one, else at the top.
function openNew(hash: string): number | null {
  if (hash === '') return 0;
  elementOfHash(hash)?.scrollIntoView();
  return null;
}

/**
 * A page shown again gets back the reader's place in it: the scroll position, or the row the reader was at
 * when the page is a virtual list that says so (the focus: useNavigationFocus). Returns what such a page
 * registers with (ScrollAnchorContext).
 */
export function useScrollMemory(): (page: AnchoredPage) => () => void {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const places = useRef<Map<string, ScrollPlace> | null>(null);
  const shown = useRef<{ key: string; pathname: string; y: number } | null>(null);
  const stopRestoring = useRef<() => void>(() => {});
  // The page that can say where its reader is, while it is mounted; and the row being returned to while
  // that page is not yet there (a reload of the list, before list.json is in).
  const anchoredPage = useRef<AnchoredPage | null>(null);
  const pendingAnchor = useRef<ScrollAnchor | null>(null);

  // Take over from the browser; follow the scroll of the entry on screen; keep it all across reloads.
  useEffect(() => {
    const memory = (places.current ??= load());
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      const entry = shown.current;
      if (!entry) return;
      entry.y = window.scrollY;
      // Without the page to say (still loading), the row returned to stays the place.
      const page = anchoredPage.current;
      const anchor = page ? page.anchor() : (memory.get(entry.key)?.anchor ?? null);
      remember(memory, entry.key, anchor ? { y: entry.y, anchor } : { y: entry.y });
    };
    const onPageHide = () => save(memory);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      history.scrollRestoration = previous;
    };
  }, []);

  const register = useCallback((page: AnchoredPage) => {
    anchoredPage.current = page;
    const pending = pendingAnchor.current;
    if (pending && page.restore(pending)) stopRestoring.current();
    return () => {
      if (anchoredPage.current === page) anchoredPage.current = null;
      // Unmounted as the reader leaves (the old page's effects end before the new entry's start): the row
      // they leave from, the result they opened, is their place.
      const entry = shown.current;
      const anchor = page.anchor();
      if (entry && anchor) remember((places.current ??= load()), entry.key, { y: entry.y, anchor });
    };
  }, []);

  useLayoutEffect(() => {
    const memory = (places.current ??= load());
    const before = shown.current;
    if (before?.key === key) return;
    stopRestoring.current();
    stopRestoring.current = () => {};
    const saved = memory.get(key);
    // Back, Forward, and the document's first entry: where the entry was, if it was shown before. A
    // reload, or Back to it from another document, finds it under its key (keyFirstEntry).
    const returning = saved !== undefined && (before === null || navigationType === 'POP');
    let y: number | null;
    if (returning) {
      y = saved.y;
      // The row the reader was at, by the page itself, else the position (while the page's data loads,
      // until the page registers and takes over).
      const { anchor } = saved;
      if (!anchor || !anchoredPage.current?.restore(anchor)) {
        pendingAnchor.current = anchor ?? null;
        stopRestoring.current = restore(saved.y, () => (pendingAnchor.current = null));
      }
    } else if (before === null) {
      // An address loaded afresh (typed, pasted, a link from elsewhere): a new page.
      y = openNew(hash);
    } else if (navigationType === 'POP') {
      // Back or Forward to an entry not seen scrolled: wherever the browser put it.
      y = null;
    } else if (before.pathname === pathname) {
      // The same page with another query or filter: stay put, and so does the entry it replaces.
      y = null;
      remember(memory, key, { y: before.y });
    } else {
      y = openNew(hash);
    }
    if (y !== null && !returning) window.scrollTo(0, y);
    shown.current = { key, pathname, y: y ?? before?.y ?? 0 };
  }, [key, pathname, hash, navigationType]);

  return register;
}
