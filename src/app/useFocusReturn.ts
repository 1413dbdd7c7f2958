// Back from a paper to the results puts focus on that paper's result, not on <main>: a keyboard or
// screen-reader user goes on from where they were instead of from the top of 5,000 results.

import { useEffect, useRef } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../config/paths';

/** How long the results may take to be drawn again (the list or the route's code loading), in ms. */
const WAIT_MS = 5000;
// What the reader does that a late focus must not undo.
const READER_MOVES = ['pointerdown', 'keydown'] as const;

// paperIdOf("/paper/cfmm") => "cfmm"; paperIdOf("/") => null
const paperIdOf = (pathname: string): string | null => matchPath(paths.paper.path, pathname)?.params.id ?? null;

// The result's title link (ResultRow: <a data-route={id}>), compared as text: an id is never a selector.
const resultLink = (id: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('main a[data-route]')].find((link) => link.dataset.route === id) ?? null;

/**
 * Focuses what `find` returns once it is in the page, after the layout's own move of
 * focus to <main> (hence never synchronously), unless the reader acts first or time runs out. Returns
 * the way to stop waiting.
 */
export function focusWhenShown(find: () => HTMLElement | null): () => void {
  const attempt = () => {
    const element = find();
    if (element === null) return;
    // Without preventScroll: a result out of view (a paper walked to with Next) is scrolled to; one in
    // view, where the restored scroll position left it, does not move.
    element.focus();
    stop();
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(() => {
    attempt();
    observer.observe(document.body, { childList: true, subtree: true });
  }, 0);
  const giveUp = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(giveUp);
    for (const type of READER_MOVES) window.removeEventListener(type, stop, true);
  }
  for (const type of READER_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

export function useFocusReturn(): void {
  const { pathname } = useLocation();
  const shownPaper = useRef<string | null>(null);
  useEffect(() => {
    const from = shownPaper.current;
    shownPaper.current = paperIdOf(pathname);
    if (from === null || pathname !== paths.home.href()) return;
    return focusWhenShown(() => resultLink(from));
  }, [pathname]);
}
