// The `b` key: adds the focused or open paper to the reading list, or takes it off.

import { useEffect } from 'react';
import type { PaperRef } from '../../lib/library/readingList';
import { isEditable } from '../../components/isEditable';
import { useLibraryStore } from './LibraryProvider';

/**
 * While mounted, `b` (no modifier, not while typing in a field) toggles the paper `target()` names:
 * the result that has focus on the search page, the paper itself on its page; null: nothing to toggle.
 * Does nothing until the library is loaded.
 */
export function useReadingListKey(target: (focused: Element | null) => PaperRef | null): void {
  const store = useLibraryStore();
  useEffect(() => {
    if (store === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'b' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditable(event.target)) return;
      const paper = target(document.activeElement);
      if (paper === null) return;
      event.preventDefault();
      store.getState().toggle(paper);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [target, store]);
}
