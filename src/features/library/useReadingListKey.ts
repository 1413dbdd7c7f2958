// The `b` key: adds the focused or open paper to the reading list, or takes it off.

import { useEffect } from 'react';
import type { PaperRef } from '../../lib/library/readingList';
import { useLibraryStore } from './LibraryProvider';
import { isReadingListKey, takeEarlyPresses } from './earlyKeys';

/**
 * While mounted, `b` (no modifier, not while typing in a field) toggles the paper `target()` names:
 * the result that has focus on the search page, the paper itself on its page; null: nothing to toggle.
 * Does nothing until the library is loaded; then takes up the presses made before (earlyKeys.ts).
 */
export function useReadingListKey(target: (focused: Element | null) => PaperRef | null): void {
  const store = useLibraryStore();
  useEffect(() => {
    if (store === null) return;
    for (const { focused } of takeEarlyPresses(window.location.pathname)) {
      const paper = target(focused);
      if (paper !== null) store.getState().toggle(paper);
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isReadingListKey(event)) return;
      const paper = target(document.activeElement);
      if (paper === null) return;
      event.preventDefault();
      store.getState().toggle(paper);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [target, store]);
}
