import { describe, expect, it } from 'vitest';
import { warmUp, warmUpQueries } from '../../../../src/lib/search/warm';
import { bundledCorpus, corpusOf } from './corpusFixture';

describe('warmUpQueries', () => {
  it('takes the opening words of the first title, whole and cut to a prefix', () => {
    const corpus = bundledCorpus();
    const queries = warmUpQueries(corpus);
    expect(queries).toHaveLength(2);
    const [whole, cut] = queries as [string, string];
    expect(corpus.papers[0]?.title.startsWith(whole.split(' ')[0] as string)).toBe(true);
    expect(whole.startsWith(cut)).toBe(true);
    expect(cut.split(' ').at(-1)).toHaveLength(3);
  });

  it('is empty for a list without words', () => {
    expect(warmUpQueries(corpusOf([], new Map()))).toEqual([]);
  });
});

describe('warmUp', () => {
  it('runs searches that find papers (the first title\'s own words find it)', () => {
    const [whole, cut] = warmUp(bundledCorpus());
    expect(whole).toBeGreaterThan(0);
    expect(cut).toBeGreaterThanOrEqual(whole as number);
    expect(warmUp(corpusOf([], new Map()))).toEqual([]);
  });
});
