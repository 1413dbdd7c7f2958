// Which filter options the search page offers, and in what order: pure, so the rules can be tested
// without rendering (src/features/search/Facets.tsx draws them).
import type { ListPaper, Topic } from '../types';
import { fold } from './normalize';

/**
 * The topics at least one paper of the collection has: a topic no paper has ("Other (0)") can never
 * narrow the results, so it is not offered.
 *   offeredTopics([rl, other], [{ topics: ['rl'] }]) => [rl]
 */
export function offeredTopics(topics: readonly Topic[], papers: readonly Pick<ListPaper, 'topics'>[]): Topic[] {
  const used = new Set(papers.flatMap((p) => p.topics));
  return topics.filter((t) => used.has(t.id));
}

export interface VisibleOptions {
  /** The options to draw, in order: the matching ones with most results first, then any chosen one left out. */
  shown: string[];
  /** How many options match the filter text, shown or not. */
  matching: number;
}

/**
 * The options of a long facet to draw: those whose name contains `filter` (case and accents ignored),
 * the most results first (ties keep `all`'s order, the collection's frequency), at most `limit`, and
 * every chosen option even when it falls outside, so that it can be unchosen.
 *   visibleOptions(['ImageNet', 'HLE', 'MMLU'], counts, [], 'm', 15) => { shown: ['ImageNet', 'MMLU'], matching: 2 }
 */
export function visibleOptions(
  all: readonly string[],
  counts: ReadonlyMap<string, number>,
  chosen: readonly string[],
  filter: string,
  limit: number,
): VisibleOptions {
  const needle = fold(filter.trim());
  const matches = needle === '' ? [...all] : all.filter((name) => fold(name).includes(needle));
  // Array.prototype.sort is stable: equal counts keep the collection's order.
  matches.sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  const top = matches.slice(0, limit);
  const inTop = new Set(top);
  return { shown: [...top, ...chosen.filter((name) => !inTop.has(name))], matching: matches.length };
}
