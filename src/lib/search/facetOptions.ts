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

/** What visibleOptions needs of the counts: a Map, or a search's OptionCounts. */
export type Counts = Pick<ReadonlyMap<string, number>, 'get'>;

const foldedNames = new WeakMap<readonly string[], string[]>();

/** The `limit` values with the most results, most first, ties in the given order. */
export type MostCounted = (values: readonly string[], counts: Counts, limit: number) => string[];

// Array.prototype.sort is stable: equal counts keep the given order. Fine for hundreds of benchmarks; a
// conference's tens of thousands of authors take publishedOptions.ts mostCounted.
const sortedByCount: MostCounted = (values, counts, limit) =>
  [...values].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0)).slice(0, limit);

/**
 * The options of a long facet to draw: those whose name (`nameOf`, the value itself by default) contains
 * `filter` (case and accents ignored), the most results first (ties keep `all`'s order, the collection's
 * frequency; `mostCounted` picks them) or, `byCount` false, in `all`'s order, at most `limit`, and every
 * chosen option even when it falls outside, so that it can be unchosen.
 *   visibleOptions(['ImageNet', 'HLE', 'MMLU'], counts, [], 'm', 15) => { shown: ['ImageNet', 'MMLU'], matching: 2 }
 */
export function visibleOptions(
  all: readonly string[],
  counts: Counts,
  chosen: readonly string[],
  filter: string,
  limit: number,
  { nameOf = (value: string) => value, byCount = true, mostCounted = sortedByCount }: { nameOf?: (value: string) => string; byCount?: boolean; mostCounted?: MostCounted } = {},
): VisibleOptions {
  const needle = fold(filter.trim());
  let matches: readonly string[] = all;
  if (needle !== '') {
    // Folded once per list of options: a conference names tens of thousands of authors.
    let folded = foldedNames.get(all);
    if (folded === undefined) foldedNames.set(all, (folded = all.map((value) => fold(nameOf(value)))));
    matches = all.filter((_, i) => (folded[i] as string).includes(needle));
  }
  const top = byCount ? mostCounted(matches, counts, limit) : matches.slice(0, limit);
  const inTop = new Set(top);
  return { shown: [...top, ...chosen.filter((name) => !inTop.has(name))], matching: matches.length };
}
