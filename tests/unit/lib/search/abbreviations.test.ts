import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  abbreviationTable,
  alternatives,
  checkAbbreviations,
  loadAbbreviations,
  longForms,
} from '../../../../src/lib/search/abbreviations';
import { matchTerms, termQueries } from '../../../../src/lib/search/engine';
import { FIELD_BOOST, SEARCH_OPTIONS } from '../../../../src/lib/search/options';
import { runSearch } from '../../../../src/lib/search/run';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import { BUNDLED_ABBREVIATIONS, BUNDLED_TEXTS, bundledCorpus, corpusOf, paper } from './corpusFixture';

const SOURCE = 'data/abbreviations.json';
const load = (abbreviations: unknown) => () => loadAbbreviations({ abbreviations }, SOURCE);

describe('loadAbbreviations', () => {
  it('reads short forms, their long forms and exactCase (false by default)', () => {
    expect(loadAbbreviations({ about: '…', abbreviations: [{ short: 'RL', long: ['reinforcement learning'] }] }, SOURCE)).toEqual([
      { short: 'RL', long: ['reinforcement learning'], exactCase: false },
    ]);
  });

  it('accepts the bundled file, with about 40 common abbreviations', () => {
    expect(BUNDLED_ABBREVIATIONS.length).toBeGreaterThanOrEqual(40);
    expect(BUNDLED_ABBREVIATIONS.map((a) => a.short)).toEqual(expect.arrayContaining(['RL', 'LLM', 'VLM', 'VLA', 'MoE', 'KV', 'RAG', 'PTQ', 'SSM', 'GNN', 'ViT', 'OT']));
  });

  it('names the file and the entry of every mistake', () => {
    expect(() => loadAbbreviations([], SOURCE)).toThrow('data/abbreviations.json: expected an object with an "abbreviations" list');
    expect(() => loadAbbreviations({ abbreviation: [] }, SOURCE)).toThrow('data/abbreviations.json: unknown key "abbreviation"');
    expect(load({})).toThrow('data/abbreviations.json: "abbreviations" must be a list');
    expect(load(['RL'])).toThrow('data/abbreviations.json: abbreviation 1 is not an object');
    expect(load([{ short: ' ', long: ['x y'] }])).toThrow('data/abbreviations.json: abbreviation 1 has no short form');
    expect(load([{ short: 'RL', long: [] }])).toThrow(
      'data/abbreviations.json: abbreviation 1 ("RL"): "long" must be a non-empty list of non-empty strings',
    );
    expect(load([{ short: 'RL', long: [''] }])).toThrow('abbreviation 1 ("RL"): "long" must be a non-empty list of non-empty strings');
    expect(load([{ short: 'RL', long: ['reinforcement learning'], exactcase: true }])).toThrow('abbreviation 1 has an unknown key "exactcase"');
    expect(load([{ short: 'RL', long: ['reinforcement learning'], exactCase: 'yes' }])).toThrow('abbreviation 1 ("RL"): "exactCase" must be true or false');
    expect(load([{ short: 'K V', long: ['key value'] }])).toThrow(
      'abbreviation 1 ("K V"): the short form must be one word of two or more letters or digits, not a stop word',
    );
    expect(load([{ short: 'OF', long: ['key value'] }])).toThrow('abbreviation 1 ("OF"): the short form must be one word');
    expect(load([{ short: 'RL', long: ['of the'] }])).toThrow('abbreviation 1 ("RL"): "of the" has no searchable word');
    expect(load([{ short: 'RL', long: ['rl'] }])).toThrow('abbreviation 1 ("RL"): "rl" is the short form itself');
  });

  it('rejects a short form listed twice, case aside, and a long form twice in one entry', () => {
    expect(load([{ short: 'RL', long: ['reinforcement learning'] }, { short: 'Rl', long: ['robot learning'] }])).toThrow(
      'data/abbreviations.json: abbreviation 2 ("Rl"): "Rl" is already abbreviation 1',
    );
    expect(load([{ short: 'VLM', long: ['vision-language model', 'vision language models'] }])).toThrow(
      'abbreviation 1 ("VLM"): "vision language models" is listed twice',
    );
  });

  it('checks the list alone too, as list.json carries it, with the caller naming the file', () => {
    const fail = (detail: string): never => {
      throw new Error(`list.json: ${detail}`);
    };
    expect(() => checkAbbreviations([{ short: 'RL' }], fail)).toThrow('list.json: abbreviation 1 ("RL"): "long" must be');
  });
});

describe('longForms', () => {
  const table = abbreviationTable(BUNDLED_ABBREVIATIONS);

  it('expands a short form as written, in capitals, and in the plural', () => {
    expect(longForms(table, 'RL')?.long).toEqual(['reinforcement learning']);
    expect(longForms(table, 'LLMs')?.long).toEqual(['large language model']);
    expect(longForms(table, 'MoE')?.long).toEqual(['mixture of experts']);
    expect(longForms(table, 'MOE')?.long).toEqual(['mixture of experts']);
  });

  it('expands lowercase only when the short form is no word of its own', () => {
    expect(longForms(table, 'rl')?.long).toEqual(['reinforcement learning']);
    expect(longForms(table, 'RAG')?.long).toEqual(['retrieval-augmented generation']);
    expect(longForms(table, 'rag')).toBeUndefined();
    expect(longForms(table, 'ot')).toBeUndefined();
    expect(longForms(table, 'cv')).toBeUndefined();
    expect(longForms(table, 'model')).toBeUndefined();
  });
});

describe('alternatives', () => {
  const table = abbreviationTable(BUNDLED_ABBREVIATIONS);
  const of = (words: string[]) => alternatives(table, words, termQueries(words));

  it('lets a short form match its long forms', () => {
    expect(of(['RL', 'agents'])).toEqual([{ covers: [0], terms: ['reinforc', 'learn'], text: 'reinforcement learning' }]);
  });

  it('lets consecutive words that spell a long form out match the short form, in any word form', () => {
    expect(of(['agents', 'reinforcement', 'learning'])).toEqual([{ covers: [1, 2], terms: ['rl'], text: 'RL' }]);
    expect(of(['large', 'language', 'models'])).toEqual([{ covers: [0, 1, 2], terms: ['llm'], text: 'LLM' }]);
    expect(of(['retrieval-augmented', 'generation'])).toEqual([{ covers: [0, 1], terms: ['rag'], text: 'RAG' }]);
    expect(of(['learning', 'reinforcement'])).toEqual([]);
  });
});

describe('runSearch with abbreviations', () => {
  const corpus = bundledCorpus();
  const ids = (q: string) => runSearch(corpus, { ...EMPTY_SEARCH, q }).results.map((p) => p.id);
  const rlPapers = [...BUNDLED_TEXTS].filter(([, text]) => /reinforcement learning/i.test(text)).map(([id]) => id);

  it('finds the reinforcement learning papers for "RL", which none of them writes', () => {
    expect(rlPapers.length).toBe(2);
    expect(new Set(ids('RL'))).toEqual(new Set(rlPapers));
    expect(ids('rl')).toEqual(ids('RL'));
    expect(runSearch({ ...corpus, abbreviations: [] }, { ...EMPTY_SEARCH, q: 'RL' }).results).toEqual([]);
  });

  it('marks the long form that matched', () => {
    expect(runSearch(corpus, { ...EMPTY_SEARCH, q: 'RL' }).highlightTerms).toContain('reinforcement learning');
  });

  it('finds papers that only write the short form for the long form typed out', () => {
    const papers = [paper('a', { title: 'RL for robots' }), paper('b', { title: 'Reinforcement learning for robots' }), paper('c', { title: 'Robots' })];
    const small = corpusOf(papers, new Map());
    const found = (q: string) => runSearch(small, { ...EMPTY_SEARCH, q }).results.map((p) => p.id);
    // The words typed first, the abbreviation a little below.
    expect(found('reinforcement learning')).toEqual(['b', 'a']);
    expect(found('RL')).toEqual(['a', 'b']);
    expect(found('"reinforcement learning"')).toEqual(['b']);
    expect(runSearch(small, { ...EMPTY_SEARCH, q: 'reinforcement learning' }).highlightTerms).toContain('RL');
  });

  it('expands "RAG" but not "rag", a word of its own', () => {
    const papers = [paper('a', { title: 'Retrieval-augmented generation at scale' }), paper('b', { title: 'RAG for code' })];
    const small = corpusOf(papers, new Map());
    const found = (q: string) => runSearch(small, { ...EMPTY_SEARCH, q }).results.map((p) => p.id);
    expect(found('RAG')).toEqual(['b', 'a']);
    expect(found('rag')).toEqual(['b']);
  });

  it('never loses a paper the words alone find, when they find papers with every word', () => {
    const corpus = bundledCorpus();
    const words = ['RL', 'LLM', 'LLMs', 'reinforcement', 'learning', 'large', 'language', 'models', 'agents', 'kernel', 'MoE', 'VLA', 'SSM', 'state', 'space', 'vision'];
    const options = { fields: SEARCH_OPTIONS.fields, boost: FIELD_BOOST };
    const table = abbreviationTable(BUNDLED_ABBREVIATIONS);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }), (query) => {
        const queries = termQueries(query);
        const plain = matchTerms(corpus.index, queries, options);
        const expanded = matchTerms(corpus.index, queries, options, alternatives(table, query, queries));
        if (plain.matchedAll) expect(expanded.matchedAll).toBe(true);
        if (plain.matchedAll) expect([...expanded.docs]).toEqual(expect.arrayContaining([...plain.docs]));
      }),
    );
  });
});
