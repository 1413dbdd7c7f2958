// Which filter options the search page offers, and in what order: pure, so the rules can be tested
// without rendering (src/features/search/Facets.tsx draws them).
import type { ListPaper, Topic } from '../types';
import { fold } from './normalize';
import { kthLargest } from '../kthLargest';

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

/**
 * The options of a long facet to draw: those whose name (`nameOf`, the value itself by default) contains
 * `filter` (case and accents ignored), the most results first (ties keep `all`'s order, the collection's
 * frequency) or, `byCount` false, in `all`'s order, at most `limit`, and every chosen option even when it
 * falls outside, so that it can be unchosen. Linear in the options (a conference names 40,000 authors):
 * the names are folded once per list, and only the top `limit` are sorted.
 *   visibleOptions(['ImageNet', 'HLE', 'MMLU'], counts, [], 'm', 15) => { shown: ['ImageNet', 'MMLU'], matching: 2 }
 */
export function visibleOptions(
  all: readonly string[],
  counts: Counts,
  chosen: readonly string[],
  filter: string,
  limit: number,
  { nameOf = (value: string) => value, byCount = true }: { nameOf?: (value: string) => string; byCount?: boolean } = {},
): VisibleOptions {
  const needle = fold(filter.trim());
  let matches: readonly string[] = all;
  if (needle !== '') {
    let folded = foldedNames.get(all);
    if (folded === undefined) foldedNames.set(all, (folded = all.map((value) => fold(nameOf(value)))));
    matches = all.filter((_, i) => (folded[i] as string).includes(needle));
  }
  const top = byCount ? mostCounted(matches, counts, limit) : matches.slice(0, limit);
  const inTop = new Set(top);
  return { shown: [...top, ...chosen.filter((name) => !inTop.has(name))], matching: matches.length };
}

/** The `limit` values with the highest counts, highest first, ties in the given order. */
function mostCounted(values: readonly string[], counts: Counts, limit: number): string[] {
  const count = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) count[i] = counts.get(values[i] as string) ?? 0;
  // The limit-th highest count: the values above it all make the cut, those equal to it in order.
  const floor = values.length <= limit ? -Infinity : kthLargest(Float64Array.from(count), limit);
  const picked: number[] = [];
  for (let i = 0; i < values.length; i++) if ((count[i] as number) > floor) picked.push(i);
  for (let i = 0; i < values.length && picked.length < limit; i++) if (count[i] === floor) picked.push(i);
  // Array.prototype.sort is stable: equal counts keep the given order.
  picked.sort((a, b) => (count[b] as number) - (count[a] as number) || a - b);
  return picked.map((i) => values[i] as string);
}
