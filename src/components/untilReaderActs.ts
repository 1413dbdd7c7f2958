// Work done on the reader's behalf after a navigation (putting back their scroll, their focus, the row
// they opened) waits for the page to be ready, and must not undo what the reader does meanwhile: it ends
// the moment they act.

/** What the reader does that ends such work: scroll with a wheel, touch, press a pointer or a key. */
export const READER_ACTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Calls `end` once: when the reader first does one of `acts` (seen before the page handles it), after
 * `ms`, or when the returned function is called, whichever comes first.
 *   const stop = untilReaderActs(() => observer.disconnect(), 5000);
 */
export function untilReaderActs(end: () => void, ms: number, acts: readonly string[] = READER_ACTS): () => void {
  let ended = false;
  const timer = setTimeout(() => stop(), ms);
  function stop() {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    for (const type of acts) window.removeEventListener(type, stop, true);
    end();
  }
  for (const type of acts) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
