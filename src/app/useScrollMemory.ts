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

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { safeStorage } from '../lib/safeStorage';

/** The positions, kept in sessionStorage across reloads of the tab. */
export const SCROLL_STORAGE_KEY = 'paper-explorer:scroll';
/** Entries remembered at most: the oldest go first. */
const MAX_ENTRIES = 500;
const session = safeStorage(() => sessionStorage);

// load() => the saved positions, or none when storage is unavailable or holds something else.
function load(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(session.readText(SCROLL_STORAGE_KEY) ?? 'null');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])),
    );
  } catch {
    return new Map();
  }
}

function save(positions: Map<string, number>): void {
  // Storage full or disabled: positions are kept for this page's life only.
  session.write(SCROLL_STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
}

// elementOfHash("#main") => the element with id "main"; null for none or a malformed fragment.
function elementOfHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

function remember(positions: Map<string, number>, key: string, y: number): void {
  positions.delete(key); // most recent last, for the trimming in save()
  positions.set(key, y);
}

// What stops a restore that waits for the page to grow: the reader scrolling or pressing a key first.
const READER_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
/** How long a restore waits for the page to grow tall enough (its data arriving), in ms. */
const RESTORE_WAIT_MS = 5000;

/**
 * Scrolls to y, and if the page is not yet that tall (Back to the search list before list.json is in),
 * again each time the page's size changes, until it gets there, the reader moves, or time runs out.
 * The positions are read in ResizeObserver callbacks, after a layout the browser did anyway. Returns
 * the way to stop waiting.
 */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (typeof ResizeObserver !== 'function') return () => {};
  const page = document.documentElement;
  const observer = new ResizeObserver(() => {
    if (Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y);
    if (page.scrollHeight - window.innerHeight >= y) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of READER_MOVES) window.removeEventListener(type, stop, true);
  };
  observer.observe(page);
  for (const type of READER_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

// Where a new page opens: at its #fragment when there is one, else at the top.
function openNew(hash: string): number | null {
  if (hash === '') return 0;
  elementOfHash(hash)?.scrollIntoView();
  return null;
}

/** A page shown again gets back the reader's place in it: the scroll position (the focus: useNavigationFocus). */
export function useScrollMemory(): void {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const shown = useRef<{ key: string; pathname: string; y: number } | null>(null);
  const stopRestoring = useRef<() => void>(() => {});

  // Take over from the browser; follow the scroll of the entry on screen; keep it all across reloads.
  useEffect(() => {
    const memory = (positions.current ??= load());
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      const entry = shown.current;
      if (!entry) return;
      entry.y = window.scrollY;
      remember(memory, entry.key, entry.y);
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

  useLayoutEffect(() => {
    const memory = (positions.current ??= load());
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
      y = saved;
      stopRestoring.current = restore(saved);
    } else if (before === null) {
      // An address loaded afresh (typed, pasted, a link from elsewhere): a new page.
      y = openNew(hash);
    } else if (navigationType === 'POP') {
      // Back or Forward to an entry not seen scrolled: wherever the browser put it.
      y = null;
    } else if (before.pathname === pathname) {
      // The same page with another query or filter: stay put, and so does the entry it replaces.
      y = null;
      remember(memory, key, before.y);
    } else {
      y = openNew(hash);
    }
    if (y !== null && !returning) window.scrollTo(0, y);
    shown.current = { key, pathname, y: y ?? before?.y ?? 0 };
  }, [key, pathname, hash, navigationType]);
}
