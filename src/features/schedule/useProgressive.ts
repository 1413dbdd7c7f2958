// A long schedule drawn a part at a time: the first parts at once, the others in transitions, each after
// the last has been painted, so that no task draws the whole of it (250 talks and posters in one went
// past React's time for a transition on a 4× slowed phone, and then it drew them all in one task).
import { startTransition, useEffect, useState } from 'react';

/** About how many papers each step draws. */
export const PAPERS_PER_STEP = 15;

/**
 * How many of `sizes` (each part's number of papers) to draw now: the first parts up to PAPERS_PER_STEP
 * at once, then that many more after each paint, until all are drawn. Never fewer than before.
 *   useProgressive([12, 40, 8]) => 2 (12 + 40 reach 15), then 3
 */
export function useProgressive(sizes: readonly number[]): number {
  const [drawn, setDrawn] = useState(() => nextStep(sizes, 0));
  const shown = Math.max(drawn, nextStep(sizes, 0));
  useEffect(() => {
    if (shown >= sizes.length) return;
    const timer = setTimeout(() => startTransition(() => setDrawn(nextStep(sizes, shown))), 0);
    return () => clearTimeout(timer);
  }, [sizes, shown]);
  return Math.min(shown, sizes.length);
}

/** The number of parts drawn after one more step from `from`: nextStep([12, 40, 8], 0) => 2 */
export function nextStep(sizes: readonly number[], from: number): number {
  let count = from;
  let papers = 0;
  while (count < sizes.length && papers < PAPERS_PER_STEP) papers += sizes[count++] as number;
  return count;
}
