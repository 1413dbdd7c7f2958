import { describe, expect, it } from 'vitest';
import { offeredTopics, visibleOptions } from '../../../../src/lib/search/facetOptions';

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

describe('visibleOptions: names and order', () => {
  it('filters by the name an option shows, and keeps the given order when asked', () => {
    const names = new Map([['feed:1', 'Min Zhang'], ['feed:2', 'Min Zhang'], ['Ling Yang', 'Ling Yang']]);
    const all = ['feed:1', 'Ling Yang', 'feed:2'];
    const counts = new Map([['feed:2', 3]]);
    expect(visibleOptions(all, counts, [], 'zhang', 10, { nameOf: (v) => names.get(v)! }).shown).toEqual(['feed:2', 'feed:1']);
    expect(visibleOptions(all, counts, [], '', 10, { byCount: false }).shown).toEqual(all);
  });
});
