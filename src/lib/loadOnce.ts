// The one way the stores load a file: at most one request at a time per key, shared by every call made
// while it runs, and started again only when the caller's state says so (not loaded yet, or failed).
// The outcome (ready, error and its message) is the store's state, not this helper's: it only remembers
// what is running.

/** Where a store's file stands: what a store built on loadOnce keeps beside the loaded value. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface LoadOnce<K> {
  /** The load of `key` that is running, or a new one: calls made while it runs share its promise. */
  start: (key: K) => Promise<void>;
  /**
   * start(key) when `when` holds (e.g. status 'idle' for load, 'error' for retry); otherwise the load
   * that is running, or a settled promise: a call after a load succeeded fetches nothing.
   */
  startIf: (when: boolean, key: K) => Promise<void>;
}

/**
 * `load` must not reject: it records its outcome (in a store) and resolves.
 *   const list = loadOnce(() => fetchList().then(ready, failed));
 *   load: () => list.startIf(get().status === 'idle'), retry: () => list.startIf(get().status === 'error')
 * Keyed (a paper by id), each key has its own request: loadOnce((id: string) => …).start('cfmm').
 */
export function loadOnce<K = void>(load: (key: K) => Promise<void>): LoadOnce<K> {
  const running = new Map<K, Promise<void>>();
  const start = (key: K): Promise<void> => {
    const current = running.get(key);
    if (current) return current;
    const request = load(key).finally(() => running.delete(key));
    running.set(key, request);
    return request;
  };
  return {
    start,
    startIf: (when, key) => (when ? start(key) : (running.get(key) ?? Promise.resolve())),
  };
}
