import { describe, expect, it, vi } from 'vitest';
import { createPapersStore } from '../../../../src/features/papers/papersStore';
import { papersFixture } from '../../lib/fixtures/papersFixture';

describe('createPapersStore', () => {
  it('starts idle with nothing loaded', () => {
    const store = createPapersStore(vi.fn());
    expect(store.getState()).toMatchObject({ status: 'idle', data: null, error: null });
  });

  it('loads, validates and becomes ready', async () => {
    const store = createPapersStore(async () => papersFixture());
    const loading = store.getState().load();
    expect(store.getState().status).toBe('loading');
    await loading;
    expect(store.getState().status).toBe('ready');
    expect(store.getState().data?.papers).toHaveLength(3);
  });

  it('fetches once when load is called again while loading', async () => {
    const fetcher = vi.fn(async () => papersFixture());
    const store = createPapersStore(fetcher);
    await Promise.all([store.getState().load(), store.getState().load()]);
    await store.getState().load();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps the validation message when the file is wrongly shaped', async () => {
    const store = createPapersStore(async () => ({ ...papersFixture(), version: 2 }));
    await store.getState().load();
    expect(store.getState()).toMatchObject({
      status: 'error',
      data: null,
      error: 'papers.json: unsupported version 2 (this app reads version 1)',
    });
  });

  it('keeps the message of a failed fetch', async () => {
    const store = createPapersStore(() => Promise.reject(new Error('network down')));
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'error', error: 'network down' });
  });

  it('does not fetch again on load after an error, only on retry', async () => {
    const fetcher = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(papersFixture());
    const store = createPapersStore(fetcher);
    await store.getState().load();
    await store.getState().load();
    expect(fetcher).toHaveBeenCalledTimes(1);

    await store.getState().retry();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ status: 'ready', error: null });
  });

  it('ignores retry when nothing failed', async () => {
    const fetcher = vi.fn(async () => papersFixture());
    const store = createPapersStore(fetcher);
    await store.getState().retry();
    expect(fetcher).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('idle');
  });
});
