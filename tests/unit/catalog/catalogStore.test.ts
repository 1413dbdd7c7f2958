import { describe, expect, it, vi } from 'vitest';
import type { FullText } from '../../../src/catalog/fullText';
import { createCatalogStore } from '../../../src/catalog/catalogStore';
import { createIndex } from '../../../src/lib/search/build';
import { searchDocs, writtenWords } from '../../../src/lib/search/options';
import { fullTextFixture, indexFixture, listFixture, textFixture } from '../lib/fixtures/catalogFixture';
import { packList } from '../../../src/lib/listChunks';

const never = () => new Promise<never>(() => {});
// Until the store's loads get there: the index is built a slice at a time, between other tasks, and a
// machine busy with CI's other steps took 1.4 s once (vi.waitFor's default is 1 s). The test's own timeout
// still bounds it.
const eventually = (assertion: () => void, timeout = 10_000) => vi.waitFor(assertion, { timeout });
const ids = (results: { id: unknown }[]) => results.map((r) => r.id);

describe('createCatalogStore', () => {
  it('starts idle with nothing loaded', () => {
    const store = createCatalogStore({ list: vi.fn(), fullText: vi.fn() });
    expect(store.getState()).toMatchObject({
      status: 'idle',
      list: null,
      index: null,
      fullText: false,
      textStatus: 'idle',
    });
  });

  it('starts ready with a list in hand (the prerender\'s), as its initial state too, and fetches nothing', async () => {
    const list = listFixture();
    const fetchers = { list: vi.fn(), fullText: vi.fn() };
    const store = createCatalogStore(fetchers, { list });
    expect(store.getState()).toMatchObject({ status: 'ready', list, index: null, fullText: false, textStatus: 'idle' });
    // What zustand renders without a window (useSyncExternalStore's server snapshot).
    expect(store.getInitialState()).toBe(store.getState());
    await store.getState().load();
    expect(fetchers.list).not.toHaveBeenCalled();
  });

  it('is ready with the list as soon as list.json is in, and builds a titles index right after', async () => {
    const store = createCatalogStore({ list: async () => listFixture(), fullText: never });
    const loading = store.getState().loadSearch();
    expect(store.getState().status).toBe('loading');
    await loading;
    expect(store.getState()).toMatchObject({ status: 'ready', index: null, fullText: false, texts: null, textStatus: 'loading' });
    expect(store.getState().list?.papers).toHaveLength(3);
    await eventually(() => expect(store.getState().index).not.toBeNull());
    const state = store.getState();
    expect(state.fullText).toBe(false);
    expect(ids(state.index!.search('surpasses'))).toEqual([]); // a word of the abstract only
    expect(ids(state.index!.search('ToolOrchestra'))).toEqual(['toolorchestra']);
    expect(ids(state.index!.search('Regret'))).toEqual(['regret-bounds-for-bandits']); // titles
    expect(ids(state.index!.search('Theory'))).toEqual([]); // not topic labels: the topic filter is for them
  });

  it('swaps in the full-text index once text.json and search-index.json are in', async () => {
    const store = createCatalogStore({ list: async () => listFixture(), fullText: fullTextFixture() });
    await store.getState().loadSearch();
    await eventually(() => expect(store.getState().fullText).toBe(true));
    const state = store.getState();
    expect(state.textStatus).toBe('ready');
    expect(state.texts?.get('cfmm')).toBe('We propose Contrastive Flow Map Matching, which learns few-step samplers.');
    expect(ids(state.index!.search('surpasses'))).toEqual(['toolorchestra']);
  });

  it('stops building the titles index when the full text is in first: it would only delay full-text search', async () => {
    const store = createCatalogStore({ list: async () => listFixture(), fullText: fullTextFixture() });
    const indexes: boolean[] = [];
    store.subscribe((state, previous) => {
      if (state.index !== previous.index) indexes.push(state.fullText);
    });
    await store.getState().loadSearch();
    await eventually(() => expect(store.getState().fullText).toBe(true));
    expect(indexes).toEqual([true]);
  });

  it('loads only list.json for a page that shows the list; the index and the full text once a page searches', async () => {
    const list = vi.fn(async () => listFixture());
    const text = vi.fn(async () => textFixture());
    const store = createCatalogStore({ list, fullText: fullTextFixture(text) });
    await store.getState().load();
    // A frame and more: the titles index would have been built by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState()).toMatchObject({ status: 'ready', index: null, fullText: false, texts: null, textStatus: 'idle' });
    expect(text).not.toHaveBeenCalled();
    await store.getState().loadSearch();
    await eventually(() => expect(store.getState().textStatus).toBe('ready'));
    expect(store.getState().fullText).toBe(true);
    expect(list).toHaveBeenCalledTimes(1);
    expect(text).toHaveBeenCalledTimes(1);
  });

  it('fetches list.json once when load is called again', async () => {
    const list = vi.fn(async () => listFixture());
    const text = vi.fn(async () => textFixture());
    const store = createCatalogStore({ list, fullText: fullTextFixture(text) });
    await Promise.all([store.getState().loadSearch(), store.getState().loadSearch()]);
    await store.getState().loadSearch();
    await eventually(() => expect(store.getState().textStatus).toBe('ready'));
    expect(list).toHaveBeenCalledTimes(1);
    expect(text).toHaveBeenCalledTimes(1);
  });

  it('names list.json in a validation error, and retries', async () => {
    const list = vi
      .fn<() => Promise<unknown>>()
      .mockResolvedValueOnce({ ...listFixture(), version: 2 })
      .mockResolvedValueOnce(listFixture());
    const text = vi.fn(async () => textFixture());
    const store = createCatalogStore({ list, fullText: fullTextFixture(text) });
    await store.getState().loadSearch();
    expect(store.getState()).toMatchObject({
      status: 'error',
      error: 'list.json: unsupported version 2 (this app reads version 1)',
    });
    expect(text).not.toHaveBeenCalled();

    await store.getState().loadSearch();
    expect(list).toHaveBeenCalledTimes(1);
    await store.getState().retry();
    expect(store.getState()).toMatchObject({ status: 'ready', error: null });
  });

  it('keeps the full index when text.json fails after it, and retries', async () => {
    const list = vi.fn(async () => listFixture());
    const text = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('text.json: /data/text.json answered 404 Not Found'))
      .mockResolvedValueOnce(textFixture());
    const store = createCatalogStore({ list, fullText: fullTextFixture(text) });
    await store.getState().loadSearch();
    await eventually(() => expect(store.getState().textStatus).toBe('error'));
    expect(store.getState()).toMatchObject({
      status: 'ready',
      fullText: true,
      texts: null,
      textError: 'text.json: /data/text.json answered 404 Not Found',
    });
    expect(ids(store.getState().index!.search('samplers'))).toEqual(['cfmm']);

    await store.getState().retryText();
    expect(store.getState()).toMatchObject({ textStatus: 'ready', textError: null, fullText: true });
    expect(store.getState().texts?.get('cfmm')).toMatch(/few-step samplers/);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('searches the abstracts with the index as soon as it is in, before their text', async () => {
    let sendText: (json: unknown) => void = () => {};
    const text = vi.fn(() => new Promise<unknown>((resolve) => (sendText = resolve)));
    const index = vi.fn(async () => indexFixture());
    const store = createCatalogStore({ list: async () => listFixture(), fullText: fullTextFixture(text, index) });
    await store.getState().loadSearch();
    await eventually(() => expect(store.getState().fullText).toBe(true));
    expect(store.getState()).toMatchObject({ textStatus: 'loading', texts: null });
    expect(ids(store.getState().index!.search('samplers'))).toEqual(['cfmm']);
    // The texts are asked for once the index is in: on a slow connection the two shared it.
    expect(index.mock.invocationCallOrder[0]).toBeLessThan(text.mock.invocationCallOrder[0]!);

    sendText(textFixture());
    await eventually(() => expect(store.getState().textStatus).toBe('ready'));
    expect(store.getState().texts?.get('cfmm')).toMatch(/few-step samplers/);
  });

  it('rejects a malformed text.json with its name', async () => {
    const store = createCatalogStore({
      list: async () => listFixture(),
      fullText: fullTextFixture(async () => ({ version: 1, ids: ['a'], texts: [] })),
    });
    await store.getState().loadSearch();
    await eventually(() => expect(store.getState().textStatus).toBe('error'));
    expect(store.getState().textError).toBe('text.json: texts has 0 entries for 1 ids');
  });

  it('rejects a malformed search-index.json with its name and the field, and keeps searching titles', async () => {
    const store = createCatalogStore({
      list: async () => listFixture(),
      fullText: fullTextFixture(undefined, async () => ({ ...indexFixture(), postings: [1, 7] })),
    });
    await store.getState().loadSearch();
    await eventually(() => expect(store.getState().textStatus).toBe('error'));
    expect(store.getState()).toMatchObject({
      fullText: false,
      textError: 'search-index.json: postings[1]: field id 7 is not one of the 6 fields',
    });
    await eventually(() => expect(store.getState().index).not.toBeNull());
    expect(ids(store.getState().index!.search('ToolOrchestra'))).toEqual(['toolorchestra']);
  });

  it('says so when search-index.json is missing, and retries both files (text.json is asked for after the index)', async () => {
    const index = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('search-index.json: /data/search-index.json answered 404 Not Found (has the data been built?)'))
      .mockResolvedValueOnce(indexFixture());
    const text = vi.fn(async () => textFixture());
    const store = createCatalogStore({ list: async () => listFixture(), fullText: fullTextFixture(text, index) });
    await store.getState().loadSearch();
    await eventually(() => expect(store.getState().textStatus).toBe('error'));
    expect(store.getState().textError).toBe('search-index.json: /data/search-index.json answered 404 Not Found (has the data been built?)');
    await store.getState().retryText();
    expect(store.getState()).toMatchObject({ textStatus: 'ready', textError: null, fullText: true });
    expect(text).toHaveBeenCalledTimes(1);
  });

  it('rejects a search-index.json built from another list', async () => {
    const other = { ...listFixture(), papers: listFixture().papers.slice(1) };
    const store = createCatalogStore({ list: async () => listFixture(), fullText: fullTextFixture(undefined, async () => indexFixture(other)) });
    await store.getState().loadSearch();
    await eventually(() => expect(store.getState().textStatus).toBe('error'));
    expect(store.getState().textError).toBe('search-index.json: indexes 2 papers, list.json has 3 (rebuild the data)');
  });

  it('loads the very index the page would have built, written forms included', async () => {
    const store = createCatalogStore({ list: async () => listFixture(), fullText: fullTextFixture() });
    await store.getState().loadSearch();
    await eventually(() => expect(store.getState().fullText).toBe(true));
    const { index, texts } = store.getState();
    const built = createIndex(searchDocs(listFixture(), texts));
    expect(JSON.stringify(index)).toBe(JSON.stringify(built));
    expect([...(writtenWords(index!) ?? [])]).toEqual([...(writtenWords(built) ?? [])]);
    expect(texts?.get('cfmm')).toBe('We propose Contrastive Flow Map Matching, which learns few-step samplers.');
  });

  it('ignores retries when nothing failed', async () => {
    const list = vi.fn(async () => listFixture());
    const store = createCatalogStore({ list, fullText: never });
    await store.getState().retry();
    await store.getState().retryText();
    expect(list).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('idle');
  });
});

describe('the data worker (where there are workers)', () => {
  /** A Worker that records what happens to it and answers each request with the messages `reply` gives for it (of the request's kind unless they say). */
  function fakeWorkers(reply: (request: string) => unknown, { dies = false } = {}) {
    const events: string[] = [];
    class FakeWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      constructor(url: URL) {
        events.push(`start ${url.pathname.split('/').pop()}`);
        // A script that cannot be loaded: the error comes before anything is asked.
        if (dies) queueMicrotask(() => this.onerror?.({ message: '', preventDefault: () => {} }));
      }
      ended = false;
      postMessage(message: { kind: string }) {
        events.push(`ask ${message.kind}`);
        // Like a real one, an ended worker answers nothing.
        if (this.ended) return;
        queueMicrotask(() => {
          for (const data of [reply(message.kind)].flat()) this.onmessage?.({ data: { kind: message.kind, ...(data as object) } });
        });
      }
      terminate() {
        this.ended = true;
        events.push('end');
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    return events;
  }

  /** What the worker posts for 'load': the index, then the texts. */
  const fullTextReplies = ({ index, texts }: FullText) => [{ kind: 'index', ok: true, index }, { ok: true, texts }];

  it('hands the index over before the texts: the abstracts are searched while their text is on its way', async () => {
    const read = await fullTextFixture()();
    fakeWorkers((request) => (request === 'load' ? [fullTextReplies(read)[0]] : { ok: false, error: 'not asked' }));
    try {
      const store = createCatalogStore({ list: async () => listFixture() });
      await store.getState().loadSearch();
      await eventually(() => expect(store.getState().fullText).toBe(true));
      expect(store.getState()).toMatchObject({ textStatus: 'loading', texts: null });
      expect(ids(store.getState().index!.search('samplers'))).toEqual(['cfmm']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is started beside the list request and asked for the full text only once the list is in', async () => {
    const read = await fullTextFixture()();
    const events = fakeWorkers(() => fullTextReplies(read));
    try {
      let arrive: (list: unknown) => void = () => {};
      const store = createCatalogStore({ list: () => new Promise((resolve) => (arrive = resolve)) });
      const loading = store.getState().loadSearch();
      await eventually(() => expect(events).toEqual(['start dataWorker.ts']));
      arrive(listFixture());
      await loading;
      await eventually(() => expect(store.getState().fullText).toBe(true));
      expect(events).toEqual(['start dataWorker.ts', 'ask load', 'end']);
      expect(ids(store.getState().index!.search('surpasses'))).toEqual(['toolorchestra']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says what the worker reports, and Retry starts a new worker', async () => {
    const read = await fullTextFixture()();
    let fail = true;
    const events = fakeWorkers(() => (fail ? { ok: false, error: 'text.json: HTTP 503' } : fullTextReplies(read)));
    try {
      const store = createCatalogStore({ list: async () => listFixture() });
      await store.getState().loadSearch();
      await eventually(() => expect(store.getState().textStatus).toBe('error'));
      expect(store.getState().textError).toBe('text.json: HTTP 503');
      fail = false;
      await store.getState().retryText();
      expect(store.getState()).toMatchObject({ textStatus: 'ready', fullText: true });
      expect(events.filter((e) => e.startsWith('start'))).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hands list.json as the page fetched it to the worker, which checked it, and asks the same worker for the full text after it', async () => {
    const read = await fullTextFixture()();
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify(listFixture()));
    });
    const events = fakeWorkers((request) => (request === 'list' ? { ok: true, list: packList(listFixture(), 5) } : fullTextReplies(read)));
    try {
      const store = createCatalogStore();
      await store.getState().loadSearch();
      expect(store.getState().status).toBe('ready');
      expect(store.getState().list).toEqual(listFixture());
      await eventually(() => expect(store.getState().fullText).toBe(true));
      expect(events).toEqual(['start dataWorker.ts', 'ask list', 'ask load', 'end']);
      expect(fetched).toEqual(['/data/list.json']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says what the worker found wrong with list.json, and Retry asks a worker of its own, which ends once it has answered", async () => {
    vi.stubGlobal('fetch', async () => new Response('{}'));
    let fail = true;
    const events = fakeWorkers((request) =>
      request === 'list' && fail ? { ok: false, error: 'list.json: papers[0].code must be a boolean (got a string)' } : request === 'list' ? { ok: true, list: packList(listFixture()) } : { ok: false, error: 'not now' },
    );
    try {
      const store = createCatalogStore();
      await store.getState().loadSearch();
      expect(store.getState()).toMatchObject({ status: 'error', error: 'list.json: papers[0].code must be a boolean (got a string)', list: null });
      fail = false;
      await store.getState().retry();
      expect(store.getState().status).toBe('ready');
      expect(events.slice(0, 5)).toEqual(['start dataWorker.ts', 'ask list', 'start dataWorker.ts', 'ask list', 'end']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when the worker died before it was asked, instead of waiting for it forever', async () => {
    let arrive: (list: unknown) => void = () => {};
    const events = fakeWorkers(() => ({ ok: true }), { dies: true });
    try {
      const store = createCatalogStore({ list: () => new Promise((resolve) => (arrive = resolve)) });
      const loading = store.getState().loadSearch();
      await eventually(() => expect(events).toEqual(['start dataWorker.ts', 'end']));
      arrive(listFixture());
      await loading;
      await eventually(() => expect(store.getState().textStatus).toBe('error'));
      expect(store.getState().textError).toBe('text.json and search-index.json: the data worker failed (its script could not be loaded)');
      expect(store.getState().status).toBe('ready');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
