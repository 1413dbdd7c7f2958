// How a page that can say where its reader is better than a scroll position (the virtual results list,
// by a row: src/lib/scrollPlace.ts) lends that to the scroll memory (src/app/useScrollMemory.ts), which
// keeps it with the history entry and hands it back when the reader returns. Here because the shell
// provides it and a feature uses it.

import { createContext, use, useLayoutEffect } from 'react';
import type { ScrollAnchor } from '../lib/scrollPlace';

/** What a page shown tells the scroll memory. */
export interface AnchoredPage {
  /** The row the reader is at now, or null when the page cannot say. */
  anchor: () => ScrollAnchor | null;
  /** Scrolls so that the anchor's row stands where it stood; false when the page cannot (its row is gone). */
  restore: (anchor: ScrollAnchor) => boolean;
}

/** Registers the page shown; returns the way to unregister it. Null outside the app's frame (a test rendering a feature). */
export const ScrollAnchorContext = createContext<((page: AnchoredPage) => () => void) | null>(null);

/** Lends `page` to the scroll memory while it is mounted; keep it stable (its functions read refs). */
export function useAnchoredPage(page: AnchoredPage): void {
  const register = use(ScrollAnchorContext);
  // A layout effect: registered before the frame's own layout effect restores the entry shown.
  useLayoutEffect(() => register?.(page), [register, page]);
}
