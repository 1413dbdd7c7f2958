import { describe, expect, it } from 'vitest';
import { offeredTopics, publishedOptions, visibleOptions } from '../../../../src/lib/search/facetOptions';
import { bundledCorpus, publishedCorpus } from './corpusFixture';

describe('offeredTopics', () => {
  it('leaves out a topic no paper of the collection has, keeping the others in their order', () => {
    const topics = [
      { id: 'rl', label: 'Reinforcement learning' },
      { id: 'other', label: 'Other' },
      { id: 'theory', label: 'Theory' },
    ];
    const papers = [{ topics: ['theory'] }, { topics: ['rl', 'theory'] }];
    expect(offeredTopics(topics, papers).map((t) => t.id)).toEqual(['rl', 'theory']);
  });
});

describe('visibleOptions', () => {
  const all = ['ImageNet', 'HLE', 'MMLU', 'Atari', 'Naïve-Bench'];
  const counts = new Map([
    ['ImageNet', 2],
    ['HLE', 5],
    ['MMLU', 2],
    ['Atari', 1],
  ]);

  it('puts the options with most results first, ties in the collection order, up to the limit', () => {
    expect(visibleOptions(all, counts, [], '', 3)).toEqual({ shown: ['HLE', 'ImageNet', 'MMLU'], matching: 5 });
  });

  it('keeps only the names that contain the filter text, ignoring case and accents', () => {
    expect(visibleOptions(all, counts, [], ' m ', 10)).toEqual({ shown: ['ImageNet', 'MMLU'], matching: 2 });
    expect(visibleOptions(all, counts, [], 'NAIVE', 10).shown).toEqual(['Naïve-Bench']);
  });

  it('always adds a chosen option, even one the limit or the filter leaves out', () => {
    expect(visibleOptions(all, counts, ['Atari', 'HLE'], 'hl', 1)).toEqual({ shown: ['HLE', 'Atari'], matching: 1 });
  });
});

describe('visibleOptions at the size of a conference', () => {
  it('picks the most counted among 40,000 names (without sorting them all) as sorting them all would', () => {
    const all = Array.from({ length: 40_000 }, (_, i) => `Author ${i}`);
    const counts = new Map(all.map((name, i) => [name, (i * 7919) % 13]));
    const sorted = [...all].sort((a, b) => counts.get(b)! - counts.get(a)!);
    for (const limit of [1, 15, 200]) expect(visibleOptions(all, counts, [], '', limit).shown).toEqual(sorted.slice(0, limit));
  });

  it('filters by the name an option shows, and keeps the given order when asked', () => {
    const names = new Map([['feed:1', 'Min Zhang'], ['feed:2', 'Min Zhang'], ['Ling Yang', 'Ling Yang']]);
    const all = ['feed:1', 'Ling Yang', 'feed:2'];
    const counts = new Map([['feed:2', 3]]);
    expect(visibleOptions(all, counts, [], 'zhang', 10, { nameOf: (v) => names.get(v)! }).shown).toEqual(['feed:2', 'feed:1']);
    expect(visibleOptions(all, counts, [], '', 10, { byCount: false }).shown).toEqual(all);
  });
});

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
