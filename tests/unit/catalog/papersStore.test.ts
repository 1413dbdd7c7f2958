import { describe, expect, it, vi } from 'vitest';
import { createPapersStore } from '../../../src/catalog/papersStore';
import { UnreachableError } from '../../../src/catalog/fetchPapers';
import { MAX_ID_LENGTH } from '../../../src/lib/paperId';
import { fixturePaperFetcher, paperFileFixture } from '../lib/fixtures/papersFixture';

describe('createPapersStore', () => {
  it('starts with no paper asked for', () => {
    expect(createPapersStore(vi.fn()).getState().entries).toEqual({});
  });

  it("loads, validates and keeps a paper's file", async () => {
    const store = createPapersStore(fixturePaperFetcher());
    const loading = store.getState().load('cfmm');
    expect(store.getState().entries.cfmm?.status).toBe('loading');
    await loading;
    expect(store.getState().entries.cfmm).toMatchObject({ status: 'ready', error: null });
    expect(store.getState().entries.cfmm?.file?.paper.id).toBe('cfmm');
  });

  it('fetches a paper once, however often it is asked for', async () => {
    const fetcher = vi.fn(fixturePaperFetcher());
    const store = createPapersStore(fetcher);
    await Promise.all([store.getState().load('cfmm'), store.getState().load('cfmm')]);
    await store.getState().load('cfmm');
    await store.getState().load('toolorchestra');
    expect(fetcher.mock.calls.map(([id]) => id)).toEqual(['cfmm', 'toolorchestra']);
  });

  it('says missing for an id with no file, and never fetches an id that is no slug', async () => {
    const fetcher = vi.fn(fixturePaperFetcher());
    const store = createPapersStore(fetcher);
    await store.getState().load('no-such-paper');
    await store.getState().load('%E0%A4%A');
    await store.getState().load('../papers');
    expect(store.getState().entries['no-such-paper']?.status).toBe('missing');
    expect(store.getState().entries['%E0%A4%A']?.status).toBe('missing');
    expect(store.getState().entries['../papers']?.status).toBe('missing');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fetches every id the build can make, and none longer (ids.ts cuts them at MAX_ID_LENGTH)', async () => {
    const fetcher = vi.fn(fixturePaperFetcher());
    const store = createPapersStore(fetcher);
    const longest = 'a'.repeat(MAX_ID_LENGTH);
    await store.getState().load(longest);
    await store.getState().load(`${longest}b`);
    await store.getState().load('a--b');
    expect(fetcher.mock.calls.map(([id]) => id)).toEqual([longest]);
    expect(store.getState().entries[`${longest}b`]?.status).toBe('missing');
    expect(store.getState().entries['a--b']?.status).toBe('missing');
  });

  it('keeps the validation message, naming the file, when it is wrongly shaped', async () => {
    const store = createPapersStore(async (id) => ({ ...paperFileFixture(id), version: 2 }));
    await store.getState().load('cfmm');
    expect(store.getState().entries.cfmm).toMatchObject({
      status: 'error',
      file: null,
      error: 'paper/cfmm.json: unsupported version 2 (this app reads version 1)',
    });
  });

  it('fetches again only on retry after an error', async () => {
    const fetcher = vi
      .fn<(id: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockImplementation(fixturePaperFetcher());
    const store = createPapersStore(fetcher);
    await store.getState().load('cfmm');
    expect(store.getState().entries.cfmm).toMatchObject({ status: 'error', error: 'network down' });
    await store.getState().load('cfmm');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await store.getState().retry('cfmm');
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(store.getState().entries.cfmm?.status).toBe('ready');
    await store.getState().retry('cfmm'); // nothing failed now
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('says unreachable when the file could not be fetched at all, and fetches it again on retry', async () => {
    const fetcher = vi
      .fn<(id: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new UnreachableError('paper/cfmm.json', 'could not be fetched from /data/paper/cfmm.json (TypeError: Failed to fetch)'))
      .mockImplementation(fixturePaperFetcher());
    const store = createPapersStore(fetcher);
    await store.getState().load('cfmm');
    expect(store.getState().entries.cfmm).toMatchObject({
      status: 'unreachable',
      file: null,
      error: 'paper/cfmm.json: could not be fetched from /data/paper/cfmm.json (TypeError: Failed to fetch)',
    });
    await store.getState().retry('cfmm');
    expect(store.getState().entries.cfmm?.status).toBe('ready');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
