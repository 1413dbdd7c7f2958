// The results' part in the scroll memory (src/app/useScrollMemory.ts): which row the reader is at, and
// back to it. Shown again (Back from a paper), the virtual list has measured none of its rows and draws
// each at an estimate, so the scroll position alone would land rows away from the paper just opened
// (src/lib/scrollPlace.ts). Instead the row the reader opened goes back where it stood on screen, and is
// held there while the rows around it are measured: a row above it that turns out taller or shorter
// than its estimate moves the scroll by as much, not the row.

import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { ListPaper } from '../../lib/types';
import { anchoredIndex } from '../../lib/scrollPlace';
import type { ScrollAnchor } from '../../lib/scrollPlace';
import { useAnchoredPage } from '../../components/scrollAnchoring';
import { untilReaderActs } from '../../components/untilReaderActs';

/** How long a row returned to is held in place while the rows around it are measured, unless the reader acts first, in ms. */
const HOLD_MS = 3000;

interface Held {
  anchor: ScrollAnchor;
  /** Scrolls so that the row stands at its offset again. */
  place: () => void;
}

/**
 * Registers the list with the scroll memory. Returns `onOpen`, for the row of a paper being opened (its
 * place is what Back returns to), and `onRowsMeasured`, for the virtualizer's every change of a row's
 * size (its onChange when not scrolling).
 */
export function useResultAnchor(virtualizer: Virtualizer<Window, Element>, results: readonly ListPaper[], listRef: RefObject<HTMLElement | null>) {
  const latestResults = useRef(results);
  useLayoutEffect(() => {
    latestResults.current = results;
  }, [results]);
  // The row of the paper being opened, as it stood when clicked.
  const opened = useRef<ScrollAnchor | null>(null);
  const held = useRef<Held | null>(null);
  const stopHolding = useRef(() => {});

  const page = useMemo(() => {
    // Row `index`'s top in the document. The list's own top is read: a list just mounted has not yet
    // given the virtualizer its scrollMargin. getTotalSize() brings the measurements up to date.
    const rowTop = (index: number): number | null => {
      const list = listRef.current;
      virtualizer.getTotalSize();
      const item = virtualizer.measurementsCache[index];
      if (!list || !item) return null;
      return list.getBoundingClientRect().top + window.scrollY + item.start - virtualizer.options.scrollMargin;
    };
    const anchor = (): ScrollAnchor | null => {
      if (opened.current) return opened.current;
      if (held.current) return held.current.anchor;
      // The row at the window's top, in the virtualizer's own terms (no layout read but the scroll).
      const top = window.scrollY;
      const item = virtualizer.getVirtualItemForOffset(top);
      const paper = item && latestResults.current[item.index];
      return item && paper ? { index: item.index, id: paper.id, offset: item.start - top } : null;
    };
    const restore = (saved: ScrollAnchor): boolean => {
      const index = anchoredIndex(saved, latestResults.current);
      if (index < 0) return false;
      stopHolding.current();
      opened.current = null;
      // Only when the row has moved in the page (rows above it measured): the reader's own scroll stays.
      let placedAt: number | null = null;
      const place = () => {
        const top = rowTop(index);
        if (top === null || (placedAt !== null && Math.abs(top - placedAt) < 0.5)) return;
        placedAt = top;
        if (Math.abs(window.scrollY - (top - saved.offset)) >= 1) virtualizer.scrollToOffset(top - saved.offset);
      };
      held.current = { anchor: { ...saved, index }, place };
      place();
      stopHolding.current = untilReaderActs(() => (held.current = null), HOLD_MS);
      return true;
    };
    return { anchor, restore };
  }, [virtualizer, listRef]);
  useAnchoredPage(page);
  // A passive effect: it ends after the page has unregistered (layout effects end first), asking for the row held.
  useEffect(() => () => stopHolding.current(), []);

  return useMemo(
    () => ({
      onOpen: (id: string) => {
        const row = [...(listRef.current?.querySelectorAll('[data-index]') ?? [])].find((item) =>
          latestResults.current[Number(item.getAttribute('data-index'))]?.id === id,
        );
        if (!row) return;
        stopHolding.current();
        opened.current = { index: Number(row.getAttribute('data-index')), id, offset: row.getBoundingClientRect().top };
      },
      onRowsMeasured: () => held.current?.place(),
    }),
    [listRef],
  );
}
