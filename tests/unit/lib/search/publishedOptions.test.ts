import { describe, expect, it } from 'vitest';
import { mostCounted, publishedOptions } from '../../../../src/lib/search/publishedOptions';
import { visibleOptions } from '../../../../src/lib/search/facetOptions';
import { bundledCorpus, publishedCorpus } from './corpusFixture';

describe('publishedOptions', () => {
  const { papers } = publishedCorpus(false);
  const options = publishedOptions(papers);

  it("offers a conference's types (oral first), days and sessions in time order", () => {
    expect(options.types).toEqual(['oral', 'spotlight', 'poster']);
    expect(options.days).toEqual(['2026-07-14', '2026-07-15', '2026-07-16', '2026-07-17']);
    expect(options.sessions.indexOf('Poster Session 1')).toBeLessThan(options.sessions.indexOf('Poster Session 2'));
    const first = (session: string) =>
      papers.flatMap((p) => p.presentations ?? []).filter((p) => p.session === session).map((p) => p.start!).sort()[0]!;
    const starts = options.sessions.map(first);
    expect([...starts].sort()).toEqual(starts);
  });

  it('offers each person once, most papers first, and tells two people of one name apart by a co-author', () => {
    expect(options.authors[0]!.value).toBe('Ling Yang');
    const minZhang = options.authors.filter((a) => a.name === 'Min Zhang');
    expect(minZhang.map((a) => a.value).sort()).toEqual(['feed:70048', 'feed:70148']);
    expect(minZhang.every((a) => a.coauthor !== undefined && a.coauthor !== 'Min Zhang')).toBe(true);
    expect(new Set(minZhang.map((a) => a.coauthor)).size).toBe(2);
    // The name that stands for both is no option, but is known, so that a filter by it can be named.
    expect(options.authors.some((a) => a.value === 'Min Zhang')).toBe(false);
    expect(options.authorByValue.get('Min Zhang')).toEqual({ value: 'Min Zhang', name: 'Min Zhang' });
    expect(options.institutions).toContain('ETH Zürich');
  });

  it('offers nothing for a bare list of abstracts', () => {
    expect(publishedOptions(bundledCorpus().papers)).toMatchObject({ types: [], days: [], sessions: [], institutions: [], authors: [] });
  });
});

describe('mostCounted', () => {
  it('picks the most counted among 40,000 names (without sorting them all) as sorting them all would, ties in order', () => {
    const all = Array.from({ length: 40_000 }, (_, i) => `Author ${i}`);
    const counts = new Map(all.map((name, i) => [name, (i * 7919) % 13]));
    const sorted = [...all].sort((a, b) => counts.get(b)! - counts.get(a)!);
    for (const limit of [1, 15, 200]) {
      expect(mostCounted(all, counts, limit)).toEqual(sorted.slice(0, limit));
      expect(visibleOptions(all, counts, [], '', limit, { mostCounted }).shown).toEqual(sorted.slice(0, limit));
    }
    expect(mostCounted(['a', 'b', 'c'], new Map([['b', 2], ['c', 2]]), 1)).toEqual(['b']);
  });
});
