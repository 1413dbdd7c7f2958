import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * While `open`, a pointer press anywhere outside `root` calls `close`: how popups (the search help, the
 * site menu, the search box's suggestions) get out of the way of whatever the reader reaches for.
 */
export function usePressOutside(open: boolean, close: () => void, root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, root]);
}
