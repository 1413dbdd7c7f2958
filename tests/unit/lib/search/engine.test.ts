import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzyDistance, isUnfinished, matchTerms, termQueries, type TermQuery } from '../../../../src/lib/search/engine';
import { IndexReader } from '../../../../src/lib/search/indexReader';
import { queryTerm } from '../../../../src/lib/search/normalize';
import { FIELD_BOOST, SEARCH_OPTIONS } from '../../../../src/lib/search/options';
import { bundledCorpus } from './corpusFixture';

const { index } = bundledCorpus();
const ALL = { fields: SEARCH_OPTIONS.fields, boost: FIELD_BOOST };

/** matchTerms with MiniSearch's own rule (prefix on the stem), to compare with index.search(). */
function asMiniSearch(words: string[]): TermQuery[] {
  return termQueries(words).map((q, i, all) => ({ ...q, prefix: i === all.length - 1 && q.term.length >= 3 ? q.term : null }));
}

function byId(docs: Int32Array, scores: Float64Array): Map<string, number> {
  return new Map([...docs].map((doc, i) => [index.documentId(doc) as string, scores[i] as number]));
}

describe('termQueries', () => {
  it('stems every word, completes the last as typed, and gives long words a fallback distance', () => {
    expect(termQueries(['kernal', 'Quantiza'])).toEqual([
      { term: 'kernal', prefix: null, typed: 'kernal', fuzzy: 1 },
      { term: 'quantiza', prefix: 'quantiza', typed: 'quantiza', fuzzy: 2 },
    ]);
    expect(termQueries(['LLMs', 'the', 'ke'])).toEqual([
      { term: 'llm', prefix: null, typed: 'llms', fuzzy: 0 },
      { term: 'ke', prefix: null, typed: 'ke', fuzzy: 0 },
    ]);
  });

  it('merges words with the same stem', () => {
    expect(termQueries(['models', 'model'])).toEqual([{ term: 'model', prefix: 'model', typed: 'models', fuzzy: 1 }]);
  });
});

describe('fuzzyDistance', () => {
  it('allows a fifth of a word in edits, none for 4 letters or fewer, at most 2', () => {
    expect(fuzzyDistance('rlhf')).toBe(0);
    expect(fuzzyDistance('kern')).toBe(0);
    expect(fuzzyDistance('kernal')).toBe(1);
    expect(fuzzyDistance('quantization')).toBe(2);
    expect(fuzzyDistance('reinforcementlearning')).toBe(2);
  });
});

describe('isUnfinished', () => {
  it('is true of a word too short to complete that is no word of the index but begins some', () => {
    expect(isUnfinished(index, 'ke')).toBe(true);
    expect(isUnfinished(index, 'Ke')).toBe(true);
  });

  it('is false of a word of the index, a word that begins none, a longer word, and a stop word', () => {
    expect(isUnfinished(index, 'kl')).toBe(false);
    expect(isUnfinished(index, 'zq')).toBe(false);
    expect(isUnfinished(index, 'ker')).toBe(false);
    expect(isUnfinished(index, 'of')).toBe(false);
  });
});

describe('matchTerms', () => {
  it("finds the documents and scores of MiniSearch's own search", () => {
    // Words the index has: for them the engine adds no near spellings, and MiniSearch (fuzzy off) none either.
    const vocabulary = ['model', 'models', 'kernel', 'band', 'quantization', 'language', 'attention', 'sink', 'flow', 'orch', 'diffusion', 'tools', 'code'];
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3, selector: queryTerm }), (words) => {
        const expected = new Map(index.search(words.join(' ')).map((r) => [r.id as string, r.score]));
        const found = matchTerms(index, asMiniSearch(words), ALL);
        const actual = found.matchedAll ? byId(found.docs, found.scores) : new Map();
        expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [id, score] of expected) expect(actual.get(id)).toBeCloseTo(score, 6);
      }),
    );
  });

  it('finds nothing when no document has every term, rather than those with some', () => {
    const found = matchTerms(index, termQueries(['orchestra', 'quantization']), ALL);
    expect(found.matchedAll).toBe(false);
    expect(found.docs).toHaveLength(0);
    expect(found.missing).toEqual([]);
  });

  it('says which terms no document has, not even by a near spelling', () => {
    const found = matchTerms(index, termQueries(['kernel', 'zebrafish', 'rlhf']), ALL);
    expect(found.docs).toHaveLength(0);
    expect(found.missing).toEqual([1, 2]);
  });

  it('searches only the given fields', () => {
    const inTitle = matchTerms(index, termQueries(['bandit']), { fields: ['title', 'name'], boost: FIELD_BOOST });
    expect([...byId(inTitle.docs, inTitle.scores).keys()]).toEqual(['kernelband']);
  });

  it('reports the index terms it matched, closest first', () => {
    expect(matchTerms(index, termQueries(['quantiza']), ALL).terms).toEqual(['quantization']);
    expect(matchTerms(index, termQueries(['kernal']), ALL).terms).toEqual(['kernel']);
    expect(matchTerms(index, termQueries(['kernal']), ALL).respelled).toEqual([{ query: 0, terms: ['kernel'] }]);
  });

  it('matches nothing for no terms', () => {
    expect(matchTerms(index, [], ALL).docs).toHaveLength(0);
  });
});

describe('matchTerms: near spellings are a fallback', () => {
  const small = new IndexReader(SEARCH_OPTIONS);
  const docs = [
    ['transport', 'Optimal transport between measures'],
    ['transformer', 'Coordination transformers'],
    ['diffusion', 'Diffusion policies'],
    ['fusion', 'Late fusion of modalities'],
    ['rlhf', 'Reward models for rlhf'],
    ['rlhs', 'The rlhs scheme'],
  ];
  small.addAll(docs.map(([id, title]) => ({ id: id as string, title: title as string, name: '', benchmarks: '', text: '', authors: '', institutions: '' })));
  const found = (words: string[]) => byIdOf(small, matchTerms(small, termQueries(words), ALL));

  it('never matches a near spelling of a word the index has', () => {
    expect([...found(['transport']).keys()]).toEqual(['transport']);
    expect([...found(['transformers']).keys()]).toEqual(['transformer']);
  });

  it('matches the nearest spellings of a word the index lacks, and only the nearest', () => {
    expect([...found(['difusion']).keys()]).toEqual(['diffusion']);
  });

  it('does not respell words of 4 letters or fewer', () => {
    expect([...found(['rlhx']).keys()]).toEqual([]);
  });

  it('completes the word being typed instead of respelling it', () => {
    expect([...found(['transp']).keys()]).toEqual(['transport']);
  });
});

describe('matchTerms: abbreviations', () => {
  const small = new IndexReader(SEARCH_OPTIONS);
  small.addAll([
    { id: 'written', title: 'Learning from human feedback at scale', name: '', benchmarks: '', text: '', authors: '', institutions: '' },
    { id: 'apart', title: 'Human raters', name: '', benchmarks: '', text: 'Learning from sparse feedback.', authors: '', institutions: '' },
  ]);
  const alternative = { covers: [0], terms: ['learn', 'human', 'feedback'], text: 'learning from human feedback' };
  const texts = new Map([['written', 'learning from human feedback at scale'], ['apart', 'human raters learning from sparse feedback.']]);
  const hasPhrase = (doc: number, phrase: string) => texts.get(small.documentId(doc) as string)?.includes(phrase) ?? false;

  it("counts a long form of several words only where it is written out", () => {
    const matches = matchTerms(small, termQueries(['lfhf']), { ...ALL, hasPhrase }, [alternative]);
    expect([...byIdOf(small, matches).keys()]).toEqual(['written']);
  });

  it('without a phrase test, takes the words anywhere', () => {
    const matches = matchTerms(small, termQueries(['lfhf']), ALL, [alternative]);
    expect([...byIdOf(small, matches).keys()].sort()).toEqual(['apart', 'written']);
  });
});

function byIdOf(reader: IndexReader, found: { docs: Int32Array; scores: Float64Array }): Map<string, number> {
  return new Map([...found.docs].map((doc, i) => [reader.documentId(doc) as string, found.scores[i] as number]));
}

describe('readIndex', () => {
  it('follows documents added after a first search', () => {
    const small = new IndexReader(SEARCH_OPTIONS);
    small.add({ id: 'a', title: 'Kernel methods', name: '', benchmarks: '', text: '', authors: '', institutions: '' });
    expect(matchTerms(small, termQueries(['kernel']), ALL).docs).toHaveLength(1);
    small.add({ id: 'b', title: 'Kernel bandits', name: '', benchmarks: '', text: '', authors: '', institutions: '' });
    expect(matchTerms(small, termQueries(['kernel']), ALL).docs).toHaveLength(2);
  });
});
