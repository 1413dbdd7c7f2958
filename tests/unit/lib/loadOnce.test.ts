import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../src/lib/loadOnce';

// A load that settles when told to: `finish()` resolves the latest one.
function controlledLoad<K = void>() {
  const finishers: (() => void)[] = [];
  const load = vi.fn<(key: K) => Promise<void>>(
    () =>
      new Promise<void>((resolve) => {
        finishers.push(resolve);
      }),
  );
  return { load, finish: () => finishers.at(-1)?.() };
}

describe('loadOnce', () => {
  it('shares the running load with every call made while it runs', async () => {
    const { load, finish } = controlledLoad();
    const once = loadOnce(load);
    const first = once.start();
    const second = once.start();
    expect(second).toBe(first);
    expect(once.startIf(true)).toBe(first);
    expect(once.startIf(false)).toBe(first);
    finish();
    await first;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when told not to and nothing runs', async () => {
    const load = vi.fn(() => Promise.resolve());
    const once = loadOnce(load);
    await expect(once.startIf(false)).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts again once the last load has settled (a retry after a failure)', async () => {
    const { load, finish } = controlledLoad();
    const once = loadOnce(load);
    const first = once.start();
    finish();
    await first;
    const again = once.startIf(true);
    expect(again).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
    finish();
    await again;
  });

  it('after a load has settled, answers a call it does not start with a settled promise', async () => {
    const { load, finish } = controlledLoad();
    const once = loadOnce(load);
    const first = once.start();
    finish();
    await first;
    await expect(once.startIf(false)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps one load per key, each shared and each settling on its own', async () => {
    const { load, finish } = controlledLoad<string>();
    const once = loadOnce(load);
    const cfmm = once.start('cfmm');
    const mash = once.start('mash');
    expect(mash).not.toBe(cfmm);
    expect(once.start('cfmm')).toBe(cfmm);
    expect(load.mock.calls.map(([key]) => key)).toEqual(['cfmm', 'mash']);
    finish(); // mash's
    await mash;
    expect(once.startIf(false, 'cfmm')).toBe(cfmm);
    expect(once.start('mash')).not.toBe(mash);
  });

  it('passes a rejection on, and forgets the load so that it can be started again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const once = loadOnce<void>(load);
    await expect(once.start()).rejects.toThrow('offline');
    await expect(once.start()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
