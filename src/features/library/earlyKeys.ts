// The `b` presses that come before the reading list listens for them: on the prerendered page, or in the
// app while the library is still loading (useReadingListKey does nothing without it). A paper's page shows
// its title at once, so a reader who opens one and presses `b` straight away lost the press. They are
// kept here from the start (main.tsx), each with what had focus and where the reader was, and the first
// useReadingListKey to listen takes them up.

import { isEditable } from '../../components/isEditable';

/** `b`, no modifier, not typed into a field, not taken by anything else: the reading list's key. */
export const isReadingListKey = (event: KeyboardEvent): boolean =>
  event.key === 'b' && !event.defaultPrevented && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);

export interface EarlyPress {
  /** What had focus when it was pressed (a result row, on the search page). */
  focused: Element | null;
  /** The page's path then: a press is taken up only on the page it was pressed on. */
  path: string;
}

let pressed: EarlyPress[] = [];
let stopWatching: (() => void) | null = null;

/** Keeps the reading list's key pressed in `doc` from now until takeEarlyPresses(). */
export function watchEarlyPresses(doc: Document): void {
  stopWatching?.();
  pressed = [];
  const onKeyDown = (event: KeyboardEvent) => {
    if (isReadingListKey(event)) pressed.push({ focused: doc.activeElement, path: doc.location.pathname });
  };
  doc.addEventListener('keydown', onKeyDown);
  stopWatching = () => doc.removeEventListener('keydown', onKeyDown);
}

/** The presses kept on the page at `path` (the others are dropped), once: watching stops. */
export function takeEarlyPresses(path: string): EarlyPress[] {
  stopWatching?.();
  stopWatching = null;
  const taken = pressed.filter((press) => press.path === path);
  pressed = [];
  return taken;
}
