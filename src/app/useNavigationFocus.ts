// Where focus goes after a navigation, in one place. To <main>: a keyboard or screen-reader user is not
// left on a link that no longer exists. Back from a paper to the results: on that paper's result, not
// on <main>, so that they go on from where they were instead of from the top of 5,000 results.

import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { findPaperLink } from '../components/paperMarks';
import { untilReaderActs } from '../components/untilReaderActs';

/** How long the results may take to be drawn again (the list or the route's code loading), in ms. */
const WAIT_MS = 5000;
// What the reader does that a late focus must not undo.
const READER_MOVES = ['pointerdown', 'keydown'] as const;

// paperIdOf("/paper/cfmm") => "cfmm"; paperIdOf("/") => null
const paperIdOf = (pathname: string): string | null => matchPath(paths.paper.path, pathname)?.params.id ?? null;

/**
 * Focuses what `find` returns once it is in the page, after the move of focus to <main> (hence never
 * synchronously), unless the reader acts first or time runs out. Focuses it once: a later change of
 * the page does not take the focus back from where the reader has put it since. Returns the way to
 * stop waiting.
 */
export function focusWhenShown(find: () => HTMLElement | null): () => void {
  let waiting = true;
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
    if (waiting) observer.observe(document.body, { childList: true, subtree: true });
  }, 0);
  const stop = untilReaderActs(
    () => {
      waiting = false;
      observer.disconnect();
      clearTimeout(timer);
    },
    WAIT_MS,
    READER_MOVES,
  );
  return stop;
}

/** Moves focus after each change of page, to `main` (the page's <main>) or to the result returned to. */
export function useNavigationFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    const from = shownPath.current;
    if (from === pathname) return; // first load: leave focus where the browser put it
    shownPath.current = pathname;
    main.current?.focus({ preventScroll: true });
    const paper = paperIdOf(from);
    if (paper === null || pathname !== paths.home.href()) return;
    // The result's title link, in <main>.
    return focusWhenShown(() => (main.current ? findPaperLink(main.current, paper) : null));
  }, [pathname, main]);
}
