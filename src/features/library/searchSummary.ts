// A saved search in words, for the list of saved searches: what it looks for, not how the URL says it.

import { formatList, t } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/i18n';
import type { SearchState } from '../../lib/search/state';

const SORT_TEXT: Readonly<Record<NonNullable<SearchState['sort']>, MessageId>> = {
  relevance: 'library.sortedRelevance',
  title: 'library.sortedTitle',
  list: 'library.sortedList',
};

/**
 * The query and filters of a search, joined by " · "; "All papers" for a search with neither, in the
 * active language. `topicLabel` turns a topic id into its label (the id itself when the list has not loaded).
 *   describeSearch({ q: 'flow ', topics: ['generative'], code: true, bench: ['MMLU'], sort: 'title' }, label)
 *     => "“flow” · topic: Generative models · benchmark: MMLU · with code · sorted by title"
 */
export function describeSearch(search: SearchState, topicLabel: (id: string) => string = (id) => id): string {
  const parts: string[] = [];
  const q = search.q.trim();
  if (q !== '') parts.push(t('library.summaryQuery', { q }));
  if (search.topics.length > 0) parts.push(t('library.summaryTopics', { count: search.topics.length, list: formatList(search.topics.map(topicLabel)) }));
  if (search.bench.length > 0) parts.push(t('library.summaryBench', { count: search.bench.length, list: formatList(search.bench) }));
  if (search.code) parts.push(t('library.summaryCode'));
  if (parts.length === 0) parts.push(t('library.summaryAll'));
  if (search.sort !== null) parts.push(t(SORT_TEXT[search.sort]));
  return parts.join(' · ');
}
