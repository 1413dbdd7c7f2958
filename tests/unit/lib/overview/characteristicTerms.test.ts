import { describe, expect, it } from 'vitest';
import {
  characteristicTerms,
  characteristicTermsAsync,
  zScore,
  type TermsList,
} from '../../../../src/lib/overview/characteristicTerms';

// Two topics of three papers with text, and one topic that every paper has. v4 has no text.
const LIST: TermsList = {
  topics: [
    { id: 'all', label: 'Everything' },
    { id: 'bandits', label: 'Bandits' },
    { id: 'vision', label: 'Vision' },
  ],
  papers: [
    { id: 'b1', topics: ['bandits', 'all'] },
    { id: 'b2', topics: ['bandits', 'all'] },
    { id: 'b3', topics: ['bandits', 'all'] },
    { id: 'v1', topics: ['vision', 'all'] },
    { id: 'v2', topics: ['vision', 'all'] },
    { id: 'v3', topics: ['vision', 'all'] },
    { id: 'v4', topics: ['vision', 'all'] },
  ],
  fillerWords: ['propose'],
};

const TEXTS: ReadonlyMap<string, string> = new Map([
  ['b1', 'Online bandits with delayed feedback and data: we propose regret bounds. Code: https://github.com/a/b'],
  ['b2', 'We propose a regret analysis of adversarial bandits under delays, online and data driven. See https://github.com/c/d'],
  ['b3', 'Regret minimization with kernels.'],
  ['v1', 'Image segmentation with transformers and LLMs on data.'],
  ['v2', 'Image classification at scale with transformers, LLMs and data.'],
  ['v3', 'Contrastive image features from data.'],
]);

const wordsOf = (result: ReturnType<typeof characteristicTerms>, id: string) => result.find((t) => t.id === id)?.terms.map((t) => t.word);

describe('characteristicTerms', () => {
  const result = characteristicTerms(LIST, TEXTS);

  it('ranks the words most of the topic and none of the rest use first, ties by the first word', () => {
    // regret: 3 of 3 bandit papers; delays and online: 2 of 3 each, so tied, alphabetically.
    expect(wordsOf(result, 'bandits')).toEqual(['regret', 'delays', 'online']);
    expect(wordsOf(result, 'vision')).toEqual(['image', 'llms', 'transformers', 'data']);
  });

  it('counts papers, not occurrences, and merges the forms of a stem under the commonest (then shortest) word', () => {
    const bandits = result.find((t) => t.id === 'bandits')!;
    expect(bandits.terms.map((t) => [t.word, t.papers])).toEqual([
      ['regret', 3],
      ['delays', 2], // "delayed" in b1, "delays" in b2
      ['online', 2],
    ]);
  });

  it('keeps only words the topic uses more than the other papers do', () => {
    // "data": 2 of 3 bandit papers against 3 of 3 vision papers.
    expect(wordsOf(result, 'bandits')).not.toContain('data');
    expect(wordsOf(result, 'vision')).toContain('data');
  });

  it('leaves out a word only one of the topic papers uses', () => {
    expect(wordsOf(result, 'bandits')).not.toContain('adversarial');
  });

  it('leaves out the words of the topic’s label, filler and links', () => {
    const bandits = wordsOf(result, 'bandits');
    expect(bandits).not.toContain('bandits');
    expect(bandits).not.toContain('propose');
    expect(bandits).not.toContain('github');
  });

  it('takes its filler from the list (data/filler-words.json), not from the code', () => {
    expect(wordsOf(characteristicTerms({ ...LIST, fillerWords: [] }, TEXTS), 'bandits')).toContain('propose');
    expect(wordsOf(characteristicTerms({ ...LIST, fillerWords: ['propose', 'online'] }, TEXTS), 'bandits')).toEqual(['regret', 'delays']);
  });

  it('gives a topic every paper has no terms', () => {
    expect(result.find((t) => t.id === 'all')).toEqual({ id: 'all', label: 'Everything', papers: 6, terms: [] });
  });

  it('lists topics as papersPerTopic does and counts only the papers with text', () => {
    expect(result.map((t) => [t.id, t.papers])).toEqual([
      ['all', 6],
      ['vision', 3],
      ['bandits', 3],
    ]);
  });

  it('scores higher the surer it is: all of the topic’s papers over two of them', () => {
    const [regret, delays] = result.find((t) => t.id === 'bandits')!.terms;
    expect(regret!.score).toBeGreaterThan(delays!.score);
    expect(delays!.score).toBeGreaterThan(0);
  });

  it('requires a share of a large topic’s papers, not just two of them', () => {
    // 60 papers in "big": 5% of them is 3 papers. "rare" is in 2, "common" in 3, and no other paper has either.
    const big = Array.from({ length: 60 }, (_, i) => ({ id: `big${i}`, topics: ['big'] }));
    const other = Array.from({ length: 60 }, (_, i) => ({ id: `other${i}`, topics: ['other'] }));
    const texts = new Map([...big, ...other].map(({ id }) => [id, 'filler words']));
    texts.set('big0', 'rare common');
    texts.set('big1', 'rare common');
    texts.set('big2', 'common');
    const terms = characteristicTerms(
      {
        topics: [
          { id: 'big', label: 'Big' },
          { id: 'other', label: 'Other' },
        ],
        papers: [...big, ...other],
      },
      texts,
    );
    expect(wordsOf(terms, 'big')).toEqual(['common']);
  });

  it('gives the same terms whatever the order of the papers', () => {
    expect(characteristicTerms({ ...LIST, papers: [...LIST.papers].reverse() }, TEXTS)).toEqual(result);
  });

  it('shows words as the collection writes them when told', () => {
    const written = new Map([['llms', 'LLMs']]);
    expect(wordsOf(characteristicTerms(LIST, TEXTS, { written }), 'vision')).toEqual(['image', 'LLMs', 'transformers', 'data']);
  });

  it('keeps `count` terms per topic', () => {
    expect(wordsOf(characteristicTerms(LIST, TEXTS, { count: 1 }), 'vision')).toEqual(['image']);
  });

  it('rejects a count that is not a whole number ≥ 0', () => {
    expect(() => characteristicTerms(LIST, TEXTS, { count: -1 })).toThrow(
      new RangeError('characteristicTerms: count must be a whole number ≥ 0, got -1'),
    );
  });

  it('gives nothing for an empty list, and no terms without texts', () => {
    expect(characteristicTerms({ topics: LIST.topics, papers: [] }, new Map())).toEqual([]);
    expect(characteristicTerms(LIST, new Map()).map((t) => t.terms)).toEqual([[], [], []]);
  });
});

describe('characteristicTermsAsync', () => {
  it('gives the same terms, giving the browser a turn between slices', async () => {
    let turns = 0;
    let clock = 0;
    const result = await characteristicTermsAsync(LIST, TEXTS, {
      sliceMs: 1,
      now: () => clock++,
      yieldToBrowser: async () => void turns++,
    });
    expect(result).toEqual(characteristicTerms(LIST, TEXTS));
    expect(turns).toBeGreaterThan(1);
  });
});

describe('zScore', () => {
  it('is 0 when the topic and the other papers use the word alike', () => {
    expect(zScore(2, 4, 2, 4, 4, 8)).toBe(0);
  });

  it('is positive when the topic uses it more, negative when less', () => {
    expect(zScore(2, 2, 0, 1, 2, 3)).toBeCloseTo(1.18, 2);
    expect(zScore(1, 4, 4, 4, 5, 8)).toBeLessThan(0);
  });
});
