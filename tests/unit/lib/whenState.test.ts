import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { whenState } from '../../../src/lib/whenState';

const statusStore = (status: string) => createStore<{ status: string }>(() => ({ status }));
const settled = (s: { status: string }) => s.status === 'ready' || s.status === 'error';

// Whether a promise has settled by the time the microtasks already queued have run.
const isSettled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('whenState', () => {
  it('resolves at once with the state when the store is there already', async () => {
    const store = statusStore('ready');
    await expect(whenState(store, settled)).resolves.toEqual({ status: 'ready' });
  });

  it('waits through the changes that do not get there, and resolves with the one that does', async () => {
    const store = statusStore('idle');
    const reached = whenState(store, settled);
    store.setState({ status: 'loading' });
    expect(await isSettled(reached)).toBe(false);
    store.setState({ status: 'error' });
    await expect(reached).resolves.toEqual({ status: 'error' });
  });

  it('stops listening once it resolves', async () => {
    const store = statusStore('idle');
    const asked: string[] = [];
    const reached = whenState(store, (s) => {
      asked.push(s.status);
      return settled(s);
    });
    store.setState({ status: 'ready' });
    await reached;
    store.setState({ status: 'loading' });
    store.setState({ status: 'error' });
    expect(asked).toEqual(['idle', 'ready']);
  });
});
