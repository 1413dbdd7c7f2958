// Long work in short slices: how long a slice may run, and how to give the browser a turn between
// slices (the search index build, the overview's word counts).

export interface BuildOptions {
  /** Work at most about this long before giving the browser a turn (milliseconds). */
  sliceMs?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
  /** How to give the browser a turn (tests pass their own). */
  yieldToBrowser?: () => Promise<void>;
  /** Stops the work before its next slice (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** A slice of indexing: short enough that a keystroke waiting behind it still feels instant. */
export const INDEX_SLICE_MS = 8;

/**
 * Lets the browser paint, handle input and run its other tasks, then resumes: a message, which (unlike
 * a nested setTimeout) is never delayed by 4 ms. Not scheduler.yield(): its continuations run ahead of
 * other tasks, so a build made of them starved timers and React's deferred renders until it was done
 * (measured: the first paint's follow-up task waited 0.9 s behind the titles index at 5,000 papers).
 */
export function giveWay(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `steps` to the end a slice at a time (at least one step per slice), giving the browser a turn
 * between slices; resolves to what the generator returns.
 */
export async function runInSlices<T>(steps: Iterator<void, T>, options: BuildOptions = {}): Promise<T> {
  const { sliceMs = INDEX_SLICE_MS, now = () => performance.now(), yieldToBrowser = giveWay, signal } = options;
  for (;;) {
    signal?.throwIfAborted();
    const end = now() + sliceMs;
    let step = steps.next();
    while (!step.done && now() < end) step = steps.next();
    if (step.done) return step.value;
    await yieldToBrowser();
  }
}
