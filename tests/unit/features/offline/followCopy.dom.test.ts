import { afterEach, describe, expect, it, vi } from 'vitest';
import { READY_SHOWN_MS, followCopy } from '../../../../src/features/offline/startOffline';
import type { CopySource } from '../../../../src/features/offline/startOffline';
import { offlineStore } from '../../../../src/features/offline/offlineStore';
import { progressChannel, progressMessage } from '../../../../src/lib/offline/progress';

const SCOPE = 'https://example.org/icml2026/';
const channels: BroadcastChannel[] = [];

afterEach(() => {
  channels.splice(0).forEach((channel) => channel.close());
  offlineStore.setState({ online: true, ready: false, saving: false, progress: null, update: null });
});

/** The service worker's end of the site's channel. */
function workerChannel(scope = SCOPE) {
  const channel = new BroadcastChannel(progressChannel(scope));
  channels.push(channel);
  return channel;
}

/** A stand-in for workbox-window's Workbox: its redundant event fired by hand. */
function fakeWorker() {
  let redundant = () => {};
  const worker: CopySource & { becomeRedundant: () => void } = {
    addEventListener: (_, listener) => void (redundant = listener),
    becomeRedundant: () => redundant(),
  };
  return worker;
}

describe('followCopy', () => {
  it("shows the worker's reports of the copy, the one sent before it began included", async () => {
    const copy = followCopy(SCOPE, fakeWorker());
    const worker = workerChannel();
    worker.postMessage(progressMessage({ done: 0, total: 5000 }));
    // Given time to arrive, the first report waits for begin().
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(offlineStore.getState()).toMatchObject({ saving: false, progress: null });
    copy.begin();
    expect(offlineStore.getState()).toMatchObject({ saving: true, progress: { done: 0, total: 5000 } });
    worker.postMessage(progressMessage({ done: 1200, total: 5000 }));
    await vi.waitFor(() => expect(offlineStore.getState().progress).toEqual({ done: 1200, total: 5000 }));
    copy.stop();
  });

  it("reads neither another site's copy nor anything that is no report", async () => {
    const copy = followCopy(SCOPE, fakeWorker());
    copy.begin();
    workerChannel('https://example.org/neurips2026/').postMessage(progressMessage({ done: 10, total: 20 }));
    const worker = workerChannel();
    worker.postMessage({ type: 'offline-copy-progress', done: 'a lot' });
    worker.postMessage(progressMessage({ done: 3, total: 5000 }));
    await vi.waitFor(() => expect(offlineStore.getState().progress).toEqual({ done: 3, total: 5000 }));
    copy.stop();
  });

  it('says nothing more once stopped, and drops the copy when the worker fails to install', async () => {
    const worker = fakeWorker();
    const copy = followCopy(SCOPE, worker);
    copy.begin();
    const channel = workerChannel();
    channel.postMessage(progressMessage({ done: 200, total: 5000 }));
    await vi.waitFor(() => expect(offlineStore.getState().progress).toEqual({ done: 200, total: 5000 }));
    worker.becomeRedundant();
    expect(offlineStore.getState()).toMatchObject({ saving: false, progress: null });
    channel.postMessage(progressMessage({ done: 400, total: 5000 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(offlineStore.getState().progress).toBeNull();
  });

  it('says the copy it saw being made is ready for a while, then nothing', () => {
    vi.useFakeTimers();
    try {
      const copy = followCopy(SCOPE, fakeWorker());
      copy.begin();
      copy.complete();
      expect(offlineStore.getState().saving).toBe(true);
      vi.advanceTimersByTime(READY_SHOWN_MS);
      expect(offlineStore.getState()).toMatchObject({ saving: false, progress: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing when no copy is being made (the worker was installed before)', () => {
    const copy = followCopy(SCOPE, fakeWorker());
    copy.stop();
    copy.complete();
    expect(offlineStore.getState()).toMatchObject({ saving: false, progress: null });
  });
});
