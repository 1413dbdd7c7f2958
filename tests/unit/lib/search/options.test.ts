import { describe, expect, it, vi } from 'vitest';
import MiniSearch from 'minisearch';
import { SEARCH_OPTIONS, toSearchDoc, writtenWords } from '../../../../src/lib/search/options';
import { createIndex, createIndexAsync } from '../../../../src/lib/search/build';
import { giveWay, runInSlices } from '../../../../src/lib/slices';
import { BUNDLED_TEXTS, bundledCorpus, paper } from './corpusFixture';

describe('toSearchDoc', () => {
  it('joins benchmarks, leaves topics out, and puts "" for a missing name and for a bare list\'s people', () => {
    const doc = toSearchDoc(paper('x', { title: 'T', topics: ['efficiency', 'code'], benchmarks: ['HLE', 'FRAMES'] }), 'text');
    expect(doc).toEqual({ id: 'x', title: 'T', name: '', benchmarks: 'HLE FRAMES', text: 'text', authors: '', institutions: '' });
  });

  it("joins the authors' names (a homonym's too) and the institutions", () => {
    const doc = toSearchDoc(paper('x', { authors: ['Ling Yang', { name: 'Min Zhang', key: 'feed:1' }], institutions: ['ETH Zürich', 'MIT'] }), '');
    expect(doc).toMatchObject({ authors: 'Ling Yang, Min Zhang', institutions: 'ETH Zürich, MIT' });
  });
});

describe('SEARCH_OPTIONS', () => {
  it('indexes every field of a SearchDoc and stores none', () => {
    expect(SEARCH_OPTIONS.fields).toEqual(['title', 'name', 'benchmarks', 'text', 'authors', 'institutions']);
    expect(SEARCH_OPTIONS.storeFields).toEqual([]);
  });

  it('weighs title and name above benchmarks, and those above the abstract', () => {
    const { title, name, benchmarks, text } = SEARCH_OPTIONS.searchOptions.boost;
    expect(Math.min(title, name)).toBeGreaterThan(benchmarks);
    expect(benchmarks).toBeGreaterThan(text);
  });

  it('prefix-matches only the last term, from 3 characters', () => {
    const { prefix } = SEARCH_OPTIONS.searchOptions;
    expect(prefix('ker', 1, ['a', 'ker'])).toBe(true);
    expect(prefix('ke', 1, ['a', 'ke'])).toBe(false);
    expect(prefix('kernel', 0, ['kernel', 'band'])).toBe(false);
  });

  it('leaves near spellings to the engine, which uses them only for words the index lacks', () => {
    expect(SEARCH_OPTIONS.searchOptions.fuzzy).toBe(false);
  });

  it("gives MiniSearch's own search the same normalisation (search with the index's defaults)", () => {
    const { index } = bundledCorpus();
    expect(index.search('Quantisation').map((r) => r.id)).toContain('stla');
    expect(index.search('kernel band').map((r) => r.id)).toEqual(['kernelband']);
  });

  it('reloads a serialised index with the same options', () => {
    const { index } = bundledCorpus();
    const loaded = MiniSearch.loadJSON(JSON.stringify(index), SEARCH_OPTIONS);
    expect(loaded.search('orchestrator').map((r) => r.id)).toEqual(index.search('orchestrator').map((r) => r.id));
    expect(loaded.search('orchestrator')).not.toHaveLength(0);
  });
});

describe('createIndexAsync', () => {
  const docs = () => bundledCorpus().papers.map((p) => toSearchDoc(p, BUNDLED_TEXTS.get(p.id) ?? ''));

  it('builds the same index as createIndex', async () => {
    const sync = createIndex(docs());
    const sliced = await createIndexAsync(docs());
    expect(sliced.documentCount).toBe(19);
    expect(JSON.stringify(sliced)).toBe(JSON.stringify(sync));
  });

  it('gives the browser a turn once a slice of time is spent, not after a fixed number of documents', async () => {
    let clock = 0;
    const now = () => (clock += 3); // every reading of the clock: 3 ms later
    const yieldToBrowser = vi.fn(async () => {});
    const index = await createIndexAsync(docs(), { sliceMs: 8, now, yieldToBrowser });
    // A slice reads the clock at its start (t) and after each document: t+3 and t+6 are within the
    // 8 ms, t+9 is not, so 3 documents per slice, 7 slices for 19 documents, a turn between each two.
    expect(yieldToBrowser).toHaveBeenCalledTimes(6);
    expect(JSON.stringify(index)).toBe(JSON.stringify(createIndex(docs())));
  });

  it('indexes one document per turn at worst, and never yields for an empty list', async () => {
    const yieldToBrowser = vi.fn(async () => {});
    await createIndexAsync(docs(), { sliceMs: 0, yieldToBrowser });
    expect(yieldToBrowser).toHaveBeenCalledTimes(18);
    yieldToBrowser.mockClear();
    expect((await createIndexAsync([], { yieldToBrowser })).documentCount).toBe(0);
    expect(yieldToBrowser).not.toHaveBeenCalled();
  });

  it('stops before its next slice once its signal is aborted', async () => {
    const stop = new AbortController();
    const yieldToBrowser = vi.fn(async () => {
      if (yieldToBrowser.mock.calls.length === 2) stop.abort(new Error('the full index is here'));
    });
    await expect(createIndexAsync(docs(), { sliceMs: 0, yieldToBrowser, signal: stop.signal })).rejects.toThrow('the full index is here');
    expect(yieldToBrowser).toHaveBeenCalledTimes(2);
  });
});

describe('runInSlices', () => {
  function* steps(count: number, done: number[]): Generator<void, string> {
    for (let i = 0; i < count; i++) {
      done.push(i);
      yield;
    }
    return 'finished';
  }

  it('runs the steps a slice of time at a time, at least one per slice, and returns what they return', async () => {
    let clock = 0;
    const done: number[] = [];
    const yieldToBrowser = vi.fn(async () => {});
    await expect(runInSlices(steps(10, done), { sliceMs: 8, now: () => (clock += 3), yieldToBrowser })).resolves.toBe('finished');
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(yieldToBrowser).toHaveBeenCalledTimes(3);
  });

  it('stops before its next slice once its signal is aborted', async () => {
    const stop = new AbortController();
    const done: number[] = [];
    const run = runInSlices(steps(10, done), { sliceMs: 0, yieldToBrowser: async () => stop.abort(new Error('stopped')), signal: stop.signal });
    await expect(run).rejects.toThrow('stopped');
    expect(done).toEqual([0]);
  });
});

describe('giveWay', () => {
  it('resolves after the current task', async () => {
    const order: string[] = [];
    const turn = giveWay().then(() => order.push('after'));
    order.push('now');
    await turn;
    expect(order).toEqual(['now', 'after']);
  });
});

describe('writtenWords', () => {
  it('knows how the words of the index are written, names keeping their case', () => {
    const words = writtenWords(bundledCorpus().index);
    expect(words?.get('kernelband')).toBe('KernelBand');
    expect(words?.get('quantization')).toBe('quantization');
    expect(words?.get('trainingfree')).toBe('training-free');
    expect(words?.has('quantiz')).toBe(false);
  });

  it('is unknown for an index it did not build', () => {
    expect(writtenWords(new MiniSearch(SEARCH_OPTIONS))).toBeUndefined();
  });
});
