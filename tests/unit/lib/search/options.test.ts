// @vitest-environment node
import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import { SEARCH_OPTIONS, createIndex, createIndexAsync, toSearchDoc, writtenWords } from '../../../../src/lib/search/options';
import { BUNDLED_TEXTS, TOPIC_LABELS, bundledCorpus, paper } from './corpusFixture';

const label = (id: string) => TOPIC_LABELS.get(id) ?? id;

describe('toSearchDoc', () => {
  it('joins topic labels and benchmarks, and puts "" for a missing name', () => {
    const doc = toSearchDoc(paper('x', { title: 'T', topics: ['efficiency', 'code'], benchmarks: ['HLE', 'FRAMES'] }), 'text', label);
    expect(doc).toEqual({ id: 'x', title: 'T', name: '', topics: 'Efficiency & quantization Code & software', benchmarks: 'HLE FRAMES', text: 'text' });
  });
});

describe('SEARCH_OPTIONS', () => {
  it('indexes every field of a SearchDoc and stores none', () => {
    expect(SEARCH_OPTIONS.fields).toEqual(['title', 'name', 'topics', 'benchmarks', 'text']);
    expect(SEARCH_OPTIONS.storeFields).toEqual([]);
  });

  it('weighs title and name above topics and benchmarks, and those above the abstract', () => {
    const { title, name, topics, benchmarks, text } = SEARCH_OPTIONS.searchOptions.boost;
    expect(Math.min(title, name)).toBeGreaterThan(Math.max(topics, benchmarks));
    expect(Math.min(topics, benchmarks)).toBeGreaterThan(text);
  });

  it('prefix-matches only the last term, from 3 characters', () => {
    const { prefix } = SEARCH_OPTIONS.searchOptions;
    expect(prefix('ker', 1, ['a', 'ker'])).toBe(true);
    expect(prefix('ke', 1, ['a', 'ke'])).toBe(false);
    expect(prefix('kernel', 0, ['kernel', 'band'])).toBe(false);
  });

  it('fuzzy-matches only terms of 5 characters or more', () => {
    const { fuzzy } = SEARCH_OPTIONS.searchOptions;
    expect(fuzzy('kern')).toBe(false);
    expect(fuzzy('kernal')).toBe(0.2);
  });

  it("gives MiniSearch's own search the same normalisation (search with the index's defaults)", () => {
    const { index } = bundledCorpus();
    expect(index.search('Quantisation').map((r) => r.id)).toContain('stla');
    expect(index.search('kernal band').map((r) => r.id)).toEqual(['kernelband']);
  });

  it('reloads a serialised index with the same options', () => {
    const { index } = bundledCorpus();
    const loaded = MiniSearch.loadJSON(JSON.stringify(index), SEARCH_OPTIONS);
    expect(loaded.search('orchestrater').map((r) => r.id)).toEqual(index.search('orchestrater').map((r) => r.id));
  });
});

describe('createIndexAsync', () => {
  it('builds the same index as createIndex', async () => {
    const { papers } = bundledCorpus();
    const docs = papers.map((p) => toSearchDoc(p, BUNDLED_TEXTS.get(p.id) ?? '', label));
    const sync = createIndex(docs);
    const chunked = await createIndexAsync(docs, 4);
    expect(chunked.documentCount).toBe(19);
    expect(JSON.stringify(chunked)).toBe(JSON.stringify(sync));
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
