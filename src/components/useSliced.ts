// A value worked out a slice at a time (runInSlices, src/lib/slices.ts) beside the render rather than in
// it: a component's render is one piece of work that React cannot split, so a join over thousands of
// papers made in one was a long task on a phone, transition or not.
import { startTransition, useEffect, useState } from 'react';
import { runInSlices } from '../lib/slices';

/** A value and the inputs it was worked out from. */
export interface Sliced<I, T> {
  from: I;
  value: T;
}

/**
 * `steps(inputs)` run to its end in slices once the component has rendered, its result then shown in a
 * transition; null until the first one is in. When `inputs` change (keep them memoized; `steps` stable),
 * the last result stays shown, with the inputs it came from, while the new one is worked out, and the
 * older work stops. What the steps throw is thrown from the render, for the route's error boundary.
 *   const planned = useSliced(inputs, planFor)  // null, then { from: inputs, value: { papers, schedule } } (ScheduleRoute.tsx)
 */
export function useSliced<I, T>(inputs: I, steps: (inputs: I) => Iterator<void, T>): Sliced<I, T> | null {
  const [shown, setShown] = useState<Sliced<I, T> | null>(null);
  useEffect(() => {
    const stop = new AbortController();
    runInSlices(steps(inputs), { signal: stop.signal }).then(
      (value) => startTransition(() => setShown({ from: inputs, value })),
      (error: unknown) => {
        if (stop.signal.aborted) return; // newer inputs: their own run shows
        setShown(() => {
          throw error;
        });
      },
    );
    return () => stop.abort();
  }, [inputs, steps]);
  return shown;
}
