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
  it('stems every word, completes the last as typed, and fuzzes long words', () => {
    expect(termQueries(['kernal', 'Quantiza'])).toEqual([
      { term: 'kernal', prefix: null, fuzzy: 1 },
      { term: 'quantiza', prefix: 'quantiza', fuzzy: 2 },
    ]);
    expect(termQueries(['LLMs', 'the', 'ke'])).toEqual([
      { term: 'llm', prefix: null, fuzzy: 0 },
      { term: 'ke', prefix: null, fuzzy: 0 },
    ]);
  });

  it('merges words with the same stem', () => {
    expect(termQueries(['models', 'model'])).toEqual([{ term: 'model', prefix: 'model', fuzzy: 1 }]);
  });
});

describe('fuzzyDistance', () => {
  it('allows a fifth of a term in edits, from 5 characters, at most 2', () => {
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
    const vocabulary = ['model', 'models', 'kernel', 'kernal', 'band', 'quantization', 'language', 'attention', 'sink', 'flow', 'orch', 'diffusion', 'tools', 'code'];
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

  it('falls back to documents matching any term when none match them all', () => {
    const found = matchTerms(index, termQueries(['orchestra', 'quantization']), ALL);
    expect(found.matchedAll).toBe(false);
    expect(byId(found.docs, found.scores).keys()).toContain('toolorchestra');
    expect(byId(found.docs, found.scores).keys()).toContain('stla');
  });

  it('searches only the given fields', () => {
    const inTitle = matchTerms(index, termQueries(['bandit']), { fields: ['title', 'name'], boost: FIELD_BOOST });
    expect([...byId(inTitle.docs, inTitle.scores).keys()]).toEqual(['kernelband']);
  });

  it('reports the index terms it matched, closest first', () => {
    expect(matchTerms(index, termQueries(['quantiza']), ALL).terms).toEqual(['quantiz', 'quantization']);
    expect(matchTerms(index, termQueries(['kernal']), ALL).terms).toEqual(['kernel']);
  });

  it('matches nothing for no terms', () => {
    expect(matchTerms(index, [], ALL).docs).toHaveLength(0);
  });
});

describe('readIndex', () => {
  it('follows documents added after a first search', () => {
    const small = new IndexReader(SEARCH_OPTIONS);
    small.add({ id: 'a', title: 'Kernel methods', name: '', topics: '', benchmarks: '', text: '' });
    expect(matchTerms(small, termQueries(['kernel']), ALL).docs).toHaveLength(1);
    small.add({ id: 'b', title: 'Kernel bandits', name: '', topics: '', benchmarks: '', text: '' });
    expect(matchTerms(small, termQueries(['kernel']), ALL).docs).toHaveLength(2);
  });
});
