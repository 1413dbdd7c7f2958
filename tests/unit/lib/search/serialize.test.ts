import { waysOut } from '../../../../src/lib/search/waysOut';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createIndex } from '../../../../src/lib/search/build';
import { loadIndex, loadIndexAsync } from '../../../../src/lib/search/load';
import { searchDocs, writtenWords } from '../../../../src/lib/search/options';
import { EMPTY_SEARCH, type SearchState } from '../../../../src/lib/search/state';
import { runSearch } from '../../../../src/lib/search/run';
import { suggestions } from '../../../../src/lib/search/suggest';
import { checkIndexMatchesList, encodeIndex, readIndexFile, type IndexFile } from '../../../../src/lib/search/serialize';
import { loadBenchmarks } from '../../../../src/lib/parse/benchmarks';
import { parseAbstractList } from '../../../../src/lib/parse/parse';
import { splitForSearch } from '../../../../src/lib/parse/split';
import { generateList } from '../../../../scripts/bench/synthetic';
import { loadTopicRules } from '../../../../src/lib/parse/topics';
import type { ListPaper } from '../../../../src/lib/types';
import { BUNDLED_ABBREVIATIONS, BUNDLED_TEXTS, bundledCorpus, paper } from './corpusFixture';

const json = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../../data/${name}`, import.meta.url), 'utf8'));

// A list of `count` synthetic abstracts, split as the data build splits it.
function syntheticList(count: number) {
  const { data } = parseAbstractList(generateList(count, 11), {
    source: 'synthetic.txt',
    topicRules: loadTopicRules(json('topics.json'), 'data/topics.json'),
    benchmarks: loadBenchmarks(json('benchmarks.json'), 'data/benchmarks.json'),
    titleOverrides: new Map(),
  });
  const { list, text } = splitForSearch(data);
  return { list, texts: new Map(text.ids.map((id, i) => [id, text.texts[i] as string])) };
}

// The file as the data build writes it and the page reads it: through JSON.
const roundTrip = (file: IndexFile) => loadIndex(readIndexFile(JSON.parse(JSON.stringify(file)), 'search-index.json'));

// What runSearch and the suggestions give on both indexes, for the same queries.
function outcomes(papers: readonly ListPaper[], texts: ReadonlyMap<string, string>, index: ReturnType<typeof createIndex>, queries: readonly string[]) {
  const corpus = { papers, byId: new Map(papers.map((p) => [p.id, p])), index, textOf: (id: string) => texts.get(id), fullText: true, abbreviations: BUNDLED_ABBREVIATIONS };
  return queries.map((q) => {
    const state: SearchState = { ...EMPTY_SEARCH, q };
    const { results, scores, highlightTerms } = runSearch(corpus, state);
    const { didYouMean, closestWords } = waysOut(corpus, state);
    return { q, ids: results.map((p) => p.id), scores: [...scores], highlightTerms, didYouMean, closestWords, suggestions: suggestions(index, q) };
  });
}

const QUERIES = [
  'kernel', 'kernel ba', 'KernelBand', 'flow matching', 'quantisation', 'quantiza', 'diffusion mo', 'reinforcment learning',
  '"flow map"', '"few-step samplers"', 'RL', 'LLM agents', 'transformer attention', 'sparse attention heads', 'zzqx',
  'model', 'bandit optimization', 'graph neural', 'benchmark', 'tool', '-diffusion kernel', 'optimisation',
];

describe('encodeIndex and readIndexFile', () => {
  it('give back an index that searches the bundled list exactly as the one built', () => {
    const { papers, index } = bundledCorpus();
    const loaded = roundTrip(encodeIndex(index));
    expect(outcomes(papers, BUNDLED_TEXTS, loaded, QUERIES)).toEqual(outcomes(papers, BUNDLED_TEXTS, index, QUERIES));
    // MiniSearch's own view of the two is the same too, down to the order of the terms.
    expect(JSON.stringify(loaded)).toBe(JSON.stringify(index));
    expect(loaded.search('contrastive flow', { prefix: true, fuzzy: 0.2 })).toEqual(index.search('contrastive flow', { prefix: true, fuzzy: 0.2 }));
    expect([...(writtenWords(loaded) ?? [])]).toEqual([...(writtenWords(index) ?? [])]);
  });

  it('give back an index that searches a synthetic list exactly as the one built', () => {
    const { list, texts } = syntheticList(300);
    const index = createIndex(searchDocs(list, texts));
    const loaded = roundTrip(encodeIndex(index));
    const vocabulary = ['kernel bandit optimization', 'diffusion models', 'quantisation', 'sparse attention heads', 'graph', 'contrastive lea', 'robust'];
    expect(outcomes(list.papers, texts, loaded, [...QUERIES, ...vocabulary])).toEqual(outcomes(list.papers, texts, index, [...QUERIES, ...vocabulary]));
    expect(JSON.stringify(loaded)).toBe(JSON.stringify(index));
  });

  it('round-trips any small index', () => {
    const word = fc.constantFrom('kernel', 'Kernel', 'KernelBand', 'flow', 'flows', 'map', 'matching', 'RL', 'über', 'x-ray', '42', 'the');
    const text = fc.array(word, { maxLength: 12 }).map((words) => words.join(' '));
    const doc = fc.record({ title: text, text, benchmarks: text });
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 8 }), (docs) => {
        const list = { topics: [], papers: docs.map((d, i) => paper(`p${i}`, { title: d.title || 'untitled', benchmarks: d.benchmarks ? [d.benchmarks] : [] })) };
        const index = createIndex(searchDocs(list, new Map(docs.map((d, i) => [`p${i}`, d.text]))));
        const loaded = roundTrip(encodeIndex(index));
        expect(JSON.stringify(loaded)).toBe(JSON.stringify(index));
        expect([...(writtenWords(loaded) ?? [])]).toEqual([...(writtenWords(index) ?? [])]);
      }),
      // Fewer than the budget (tests/properties.ts): each case builds, encodes and reads an index.
      { numRuns: 60 },
    );
  });

  it('writes one line per term and a number per posting, not MiniSearch objects', () => {
    const { index } = bundledCorpus();
    const file = encodeIndex(index);
    expect(file).toMatchObject({ version: 1, fields: ['title', 'name', 'benchmarks', 'text', 'authors', 'institutions'] });
    expect(file.terms.split('\n')).toHaveLength(index.termCount);
    const { words, ...index_ } = file;
    expect(JSON.stringify(index_).length).toBeLessThan(JSON.stringify(index).length * 0.7);
    expect(words.split('\n')).toContain('kernelband\tKernelBand');
  });
});

describe('readIndexFile', () => {
  const file = () => encodeIndex(createIndex(searchDocs({ papers: [paper('a', { title: 'Flow maps' }), paper('b', { title: 'Kernel flow' })] }, null)));
  const read = (json: unknown) => () => readIndexFile(json, 'search-index.json');

  it('names the file and the field of a broken file', () => {
    expect(read({ ...file(), version: 2 })).toThrow('search-index.json: unsupported version 2 (this app reads version 1)');
    expect(read({ ...file(), terms: undefined })).toThrow('search-index.json: terms is missing');
    expect(read({ ...file(), postings: [1, 'x'] })).toThrow('search-index.json: postings[1] must be an integer (got "x")');
    expect(read({ ...file(), postings: [1, 9] })).toThrow('search-index.json: postings[1]: field id 9 is not one of the 6 fields');
    expect(read({ ...file(), postings: [1, 0, 1, 5] })).toThrow('search-index.json: postings[3]: short id step 5 is not within -2–2');
    expect(read({ ...file(), postings: [1, 0, 2, 1, 2] })).toThrow('search-index.json: postings[4]: short id 2 is not within the 2 documents');
    expect(read({ ...file(), postings: [1, 0, 2, 1] })).toThrow('search-index.json: postings ends early: short id step of term 1 is missing');
    expect(read({ ...file(), postings: [1, 0, 1, -1, 1] })).toThrow('search-index.json: postings[4]: term frequency 1 is not within 2–2147483647');
    expect(read({ ...file(), fieldLength: [1] })).toThrow('search-index.json: fieldLength has 1 entries for 2 documents of 6 fields');
    expect(read({ ...file(), fields: ['title'] })).toThrow('search-index.json: fields ["title"] are not the fields this app searches');
    expect(read({ ...file(), terms: 'flow' })).toThrow(/search-index\.json: postings hold \d+ terms, terms lists 1/);
  });

  it('packs the numbers into typed arrays, to transfer from the worker', () => {
    const packed = readIndexFile(file(), 'search-index.json');
    expect(packed.postings).toBeInstanceOf(Int32Array);
    expect(packed.fieldLength).toBeInstanceOf(Int32Array);
    expect(packed.termCount).toBe(packed.terms.split('\n').length);
  });
});

describe('checkIndexMatchesList', () => {
  const packed = { documentIds: ['a', 'b'] };
  it('accepts the list the index was built from', () => {
    expect(() => checkIndexMatchesList(packed, ['a', 'b'], 'search-index.json')).not.toThrow();
  });

  it('names an index built from another list', () => {
    expect(() => checkIndexMatchesList(packed, ['a', 'c'], 'search-index.json')).toThrow(
      'search-index.json: documentIds[1] is "b", list.json has "c" there (rebuild the data)',
    );
    expect(() => checkIndexMatchesList(packed, ['a'], 'search-index.json')).toThrow('search-index.json: indexes 2 papers, list.json has 1 (rebuild the data)');
  });
});

describe('loadIndexAsync', () => {
  it('loads the same index a slice at a time, giving the browser a turn between slices', async () => {
    const { list, texts } = syntheticList(40);
    const index = createIndex(searchDocs(list, texts));
    const packed = readIndexFile(encodeIndex(index), 'search-index.json');
    let clock = 0;
    const now = () => (clock += 1);
    const yieldToBrowser = vi.fn(async () => {});
    const loaded = await loadIndexAsync(packed, { sliceMs: 4, now, yieldToBrowser });
    expect(JSON.stringify(loaded)).toBe(JSON.stringify(index));
    expect(yieldToBrowser.mock.calls.length).toBeGreaterThan(3);
    yieldToBrowser.mockClear();
    await loadIndexAsync(packed, { sliceMs: 1e9, yieldToBrowser });
    expect(yieldToBrowser).not.toHaveBeenCalled();
  });
});
