// A saved search in words, for the list of saved searches: what it looks for, not how the URL says it.

import type { SearchState } from '../../lib/search/state';

const SORT_TEXT = { relevance: 'by relevance', title: 'by title', list: 'in list order' } as const;

/**
 * The query and filters of a search, joined by " · "; "All papers" for a search with neither.
 * `topicLabel` turns a topic id into its label (the id itself when the list has not loaded).
 *   describeSearch({ q: 'flow ', topics: ['generative'], code: true, bench: ['MMLU'], sort: 'title' }, label)
 *     => "“flow” · topic: Generative models · benchmark: MMLU · with code · sorted by title"
 */
export function describeSearch(search: SearchState, topicLabel: (id: string) => string = (id) => id): string {
  const parts: string[] = [];
  const q = search.q.trim();
  if (q !== '') parts.push(`“${q}”`);
  if (search.topics.length > 0) parts.push(`${search.topics.length === 1 ? 'topic' : 'topics'}: ${search.topics.map(topicLabel).join(', ')}`);
  if (search.bench.length > 0) parts.push(`${search.bench.length === 1 ? 'benchmark' : 'benchmarks'}: ${search.bench.join(', ')}`);
  if (search.code) parts.push('with code');
  if (parts.length === 0) parts.push('All papers');
  if (search.sort !== null) parts.push(`sorted ${SORT_TEXT[search.sort]}`);
  return parts.join(' · ');
}
