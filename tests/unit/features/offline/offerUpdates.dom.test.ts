import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerUpdates } from '../../../../src/features/offline/startOffline';
import type { UpdateSource } from '../../../../src/features/offline/startOffline';
import { offlineStore } from '../../../../src/features/offline/offlineStore';

afterEach(() => offlineStore.setState({ online: true, ready: false, update: null }));

/** A stand-in for workbox-window's Workbox: its events fired by hand. */
function fakeWorker() {
  const listeners = new Map<string, (() => void)[]>();
  const worker: UpdateSource & { fire: (type: string) => void; skipped: number } = {
    skipped: 0,
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: () => void worker.skipped++,
    fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
  };
  return worker;
}

describe('offerUpdates', () => {
  it('offers nothing until a new build is waiting', () => {
    offerUpdates(fakeWorker(), vi.fn());
    expect(offlineStore.getState().update).toBeNull();
  });

  it('offers a waiting build, and only the reader accepting it makes it take over and reloads', () => {
    const worker = fakeWorker();
    const reload = vi.fn();
    offerUpdates(worker, reload);
    worker.fire('waiting');
    const update = offlineStore.getState().update;
    expect(update).not.toBeNull();
    // Another tab's worker taking over is no reason to reload this one under the reader.
    worker.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    expect(worker.skipped).toBe(0);

    update!();
    expect(worker.skipped).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    worker.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });
});
