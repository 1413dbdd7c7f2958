// A saved search in words, for the list of saved searches: what it looks for, not how the URL says it.

import { formatList, t } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/i18n';
import type { SearchState } from '../../lib/search/state';
import { filterValueName } from '../../components/filterNames';
import type { PublishedFilter } from '../../components/filterNames';
import type { AuthorOption } from '../../lib/search/publishedOptions';

const SORT_TEXT: Readonly<Record<NonNullable<SearchState['sort']>, MessageId>> = {
  relevance: 'library.sortedRelevance',
  title: 'library.sortedTitle',
  list: 'library.sortedList',
  poster: 'library.sortedPoster',
};

// A conference's filters, each with how the summary says it, in the order the filters column shows them.
const PUBLISHED: readonly [PublishedFilter, MessageId][] = [
  ['types', 'library.summaryTypes'],
  ['days', 'library.summaryDays'],
  ['sessions', 'library.summarySessions'],
  ['authors', 'library.summaryAuthors'],
  ['institutions', 'library.summaryInstitutions'],
];

const NO_AUTHORS: ReadonlyMap<string, AuthorOption> = new Map();

/**
 * The query and filters of a search, joined by " · "; "All papers" for a search with neither, in the
 * active language. `topicLabel` turns a topic id into its label (the id itself when the list has not
 * loaded); `authors` names a conference's authors by address value (publishedOptions' authorByValue: a
 * namesake's key becomes the name and a co-author; without it, the value as the address says it).
 *   describeSearch({ q: 'flow ', topics: ['generative'], code: true, bench: ['MMLU'], sort: 'title' }, label)
 *     => "“flow” · topic: Generative models · benchmark: MMLU · with code · sorted by title"
 *   describeSearch({ …, types: ['oral', 'spotlight'], days: ['2026-07-14'], authors: ['Ling Yang'] })
 *     => "presented as Oral, Spotlight · day: Tue, Jul 14 · author: Ling Yang"
 */
export function describeSearch(
  search: SearchState,
  topicLabel: (id: string) => string = (id) => id,
  authors: ReadonlyMap<string, AuthorOption> = NO_AUTHORS,
): string {
  const parts: string[] = [];
  const q = search.q.trim();
  if (q !== '') parts.push(t('library.summaryQuery', { q }));
  if (search.topics.length > 0) parts.push(t('library.summaryTopics', { count: search.topics.length, list: formatList(search.topics.map(topicLabel)) }));
  if (search.bench.length > 0) parts.push(t('library.summaryBench', { count: search.bench.length, list: formatList(search.bench) }));
  if (search.code) parts.push(t('library.summaryCode'));
  for (const [kind, id] of PUBLISHED) {
    const values = search[kind];
    if (values.length > 0) parts.push(t(id, { count: values.length, list: formatList(values.map((value) => filterValueName(kind, value, authors))) }));
  }
  if (parts.length === 0) parts.push(t('library.summaryAll'));
  if (search.sort !== null) parts.push(t(SORT_TEXT[search.sort]));
  return parts.join(' · ');
}
