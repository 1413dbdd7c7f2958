// Waiting for a store to get somewhere: main.tsx waits for list.json before loading what the first
// results do not need, the offline copy waits for the full text before it competes for the network.

/** What whenState reads of a store: a zustand store (createStore) has both. */
export interface Watchable<S> {
  getState: () => S;
  subscribe: (listener: (state: S) => void) => () => void;
}

/**
 * Resolves with the store's state once `reached(state)` holds: at once if it holds now, else at the
 * first change that makes it hold (then it stops listening). Never rejects; never resolves if the store
 * never gets there.
 *   await whenState(catalog, (s) => s.status === 'ready' || s.status === 'error')  // list.json in, or failed
 */
export function whenState<S>(store: Watchable<S>, reached: (state: S) => boolean): Promise<S> {
  return new Promise((resolve) => {
    const now = store.getState();
    if (reached(now)) return resolve(now);
    const stop = store.subscribe((state) => {
      if (!reached(state)) return;
      stop();
      resolve(state);
    });
  });
}
