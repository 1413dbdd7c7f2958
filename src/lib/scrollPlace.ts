// The reader's place in a page, as the scroll memory keeps it (src/app/useScrollMemory.ts): the scroll
// position, and in a virtual list the row the reader was at. The search results draw each row they have
// not measured yet at an estimated height, and a list shown again (Back) has measured none: the same
// scroll position then lands on other rows, 60 places off 20,000 px down a phone. A row's index and its
// distance from the window's top do not depend on the heights of the rows above it.

/** A row of a virtual list, and where it stood on screen. */
export interface ScrollAnchor {
  /** Its place in the list, from 0. */
  index: number;
  /** The paper it shows: what finds the row again if the list has changed since. */
  id: string;
  /** Its top minus the window's top, in px (negative: partly scrolled out above). */
  offset: number;
}

/** Where the reader was in one history entry's page. */
export interface ScrollPlace {
  /** window.scrollY. */
  y: number;
  /** The row the reader was at, when the page is a virtual list. */
  anchor?: ScrollAnchor;
}

/**
 * Where the anchored row is in `rows` now: at its index if its paper is still there, else wherever the
 * paper moved to, -1 if it is gone.
 *   anchoredIndex({ index: 1, id: 'b', offset: 0 }, [{ id: 'a' }, { id: 'b' }]) => 1
 *   anchoredIndex({ index: 1, id: 'b', offset: 0 }, [{ id: 'b' }]) => 0
 */
export function anchoredIndex(anchor: ScrollAnchor, rows: readonly { id: string }[]): number {
  if (rows[anchor.index]?.id === anchor.id) return anchor.index;
  return rows.findIndex((row) => row.id === anchor.id);
}

const isAnchor = (value: unknown): value is ScrollAnchor => {
  if (typeof value !== 'object' || value === null) return false;
  const { index, id, offset } = value as Partial<Record<keyof ScrollAnchor, unknown>>;
  return Number.isInteger(index) && (index as number) >= 0 && typeof id === 'string' && Number.isFinite(offset);
};

/**
 * The places as saved by placesToSave, read back; whatever is not a place is left out (storage written by
 * an older build, or by hand).
 *   readPlaces([['k1', 640], ['k2', 90, { index: 3, id: 'cfmm', offset: 12 }], ['k3', 'NaN']]) => Map { k1 → { y: 640 }, k2 → { y: 90, anchor } }
 */
export function readPlaces(saved: unknown): Map<string, ScrollPlace> {
  const places = new Map<string, ScrollPlace>();
  if (!Array.isArray(saved)) return places;
  for (const entry of saved as unknown[]) {
    if (!Array.isArray(entry)) continue;
    const [key, y, anchor] = entry as unknown[];
    if (typeof key !== 'string' || !Number.isFinite(y)) continue;
    places.set(key, isAnchor(anchor) ? { y: y as number, anchor } : { y: y as number });
  }
  return places;
}

/**
 * The last `max` places, in a form for JSON: [key, y], or [key, y, anchor] for a place in a list.
 *   placesToSave(new Map([['k1', { y: 640 }]]), 500) => [['k1', 640]]
 */
export function placesToSave(places: ReadonlyMap<string, ScrollPlace>, max: number): unknown[] {
  return [...places].slice(-max).map(([key, { y, anchor }]) => (anchor ? [key, y, anchor] : [key, y]));
}
