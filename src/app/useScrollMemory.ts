// Where each history entry was scrolled to: a new page opens at the top (or at its #fragment), Back and
// Forward return to where the reader was, and a change of the query or filters leaves the scroll alone.
//
// React Router's <ScrollRestoration> does this too, but it reads window.scrollY as each navigation
// starts, and the search box's every keystroke is a navigation whose input has just changed: the read
// forced a layout of the page before the results were even computed (about 1 ms per keystroke at
// 5,000 papers in npm run bench). This reads the position only in scroll events, and carries it over
// to the entry a query change replaces.

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The positions, kept in sessionStorage across reloads of the tab. */
export const SCROLL_STORAGE_KEY = 'paper-explorer:scroll';
/** Entries remembered at most: the oldest go first. */
const MAX_ENTRIES = 500;

// load() => the saved positions, or none when storage is unavailable or holds something else.
function load(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? 'null');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])),
    );
  } catch {
    return new Map();
  }
}

function save(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or disabled: positions are kept for this page's life only.
  }
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

export function useScrollMemory(): void {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const shown = useRef<{ key: string; pathname: string; y: number } | null>(null);

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
    const saved = memory.get(key);
    let y: number | null;
    if (before === null || navigationType === 'POP') {
      // Back, Forward, a reload: where this entry was, if known; else wherever the browser put it.
      y = saved ?? null;
    } else if (before.pathname === pathname) {
      // The same page with another query or filter: stay put, and so does the entry it replaces.
      y = null;
      remember(memory, key, before.y);
    } else {
      y = hash === '' ? 0 : null;
      if (hash !== '') elementOfHash(hash)?.scrollIntoView();
    }
    if (y !== null) window.scrollTo(0, y);
    shown.current = { key, pathname, y: y ?? before?.y ?? 0 };
  }, [key, pathname, hash, navigationType]);
}
