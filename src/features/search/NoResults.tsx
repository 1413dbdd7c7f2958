import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ActiveFilter, SearchState } from '../../lib/search/state';
import { activeFilters, withoutFilter } from '../../lib/search/state';
import { publishedOptions } from '../../lib/search/publishedOptions';
import { filterValueName } from '../../components/filterNames';
import type { AnyCorpus, SearchOutcome } from '../../lib/search/run';
import { waysOut } from '../../lib/search/waysOut';
import type { Topic } from '../../lib/types';
import { searchHref } from './useSearchState';
import { formatList, useT, useTopicLabel } from '../../i18n/i18n';
import { T } from '../../i18n/T';

/**
 * Each word of the query no paper has that was searched as its nearest spellings in the papers
 * ("No paper has “halucination”: searched for “hallucination”"). Lazy, with the no-results page: only a
 * misspelt query needs it.
 */
export function Respelled({ respelled }: { respelled: SearchOutcome['respelled'] }) {
  const t = useT();
  return (
    <div className="query-reading" role="note" aria-label={t('search.respelled.label')}>
      {respelled.map(({ word, as }) => (
        <p key={word}>{t('search.respelled', { word, forms: formatList(as.map((form) => `“${form}”`)) })}</p>
      ))}
    </div>
  );
}

/**
 * What the page says for a query without a letter or digit ("∂", "--"), instead of every paper "by
 * relevance": nothing in it can be searched, and the way back to the papers the filters leave.
 */
export function NothingToSearch({ state, filtered }: { state: SearchState; filtered: number }) {
  const t = useT();
  const withFilters = activeFilters(state).length > 0;
  return (
    <div className="no-results">
      <p className="no-results-title">{t('search.nothingToSearch.hint')}</p>
      <p>
        <Link to={searchHref({ ...state, q: '' })}>
          {t(withFilters ? 'search.nothingToSearch.showAllFiltered' : 'search.nothingToSearch.showAll', { count: filtered })}
        </Link>
      </p>
    </div>
  );
}

interface NoResultsProps {
  state: SearchState;
  /** What was searched: the ways out (a corrected query, filters to drop, the closest words, the words no paper has) are worked out here. */
  corpus: AnyCorpus;
  /** The taxonomy, to name topic filters. */
  topics: readonly Topic[];
  onClearFilters: () => void;
}

/**
 * A filter's name as the filters column says it, and its language where it is paper text: "Has code", a
 * benchmark's name, a session or an institution (English), a topic's label, a presentation type or a day
 * in the page's language, an author's name (a namesake's with a co-author: filterNames.ts).
 */
function useFilterName(topics: readonly Topic[], papers: AnyCorpus['papers']): (filter: ActiveFilter) => { name: string; lang?: string } {
  const t = useT();
  const topicLabel = useTopicLabel();
  return (filter) => {
    if (filter.kind === 'code') return { name: t('search.filters.hasCode') };
    if (filter.kind === 'bench') return { name: filter.name, lang: 'en' };
    if (filter.kind === 'topic') {
      const topic = topics.find((candidate) => candidate.id === filter.id);
      return { name: topic ? topicLabel(topic) : filter.id };
    }
    const name = filterValueName(filter.kind, filter.value, publishedOptions(papers).authorByValue);
    // Paper text (English): a session, an institution, an author's name (not a namesake's label, in the page's language).
    const asWritten = filter.kind === 'sessions' || filter.kind === 'institutions' || (filter.kind === 'authors' && name === filter.value);
    return asWritten ? { name, lang: 'en' } : { name };
  };
}

/** A filter's identity, for React's key: its kind and what it names. */
const filterKey = (filter: ActiveFilter): string =>
  filter.kind === 'code' ? 'code' : filter.kind === 'bench' ? `bench:${filter.name}` : filter.kind === 'topic' ? `topic:${filter.id}` : `${filter.kind}:${filter.value}`;

/**
 * What the page says when nothing matches, with the ways out: a corrected query, each filter without
 * which there would be results (and how many), the words of the papers closest to the unknown ones.
 */
export function NoResults({ state, corpus, topics, onClearFilters }: NoResultsProps) {
  const t = useT();
  const filterName = useFilterName(topics, corpus.papers);
  const query = state.q.trim();
  const filtered = activeFilters(state).length > 0;
  const outcome = useMemo(() => waysOut(corpus, state), [corpus, state]);
  const { didYouMean, closestWords, missing, withoutMissing } = outcome;
  return (
    <div className="no-results">
      <p className="no-results-title">
        {missing.length > 0
          ? t('search.noResults.missing', { words: formatList(missing.map((word) => `“${word}”`)) })
          : query === ''
            ? t('search.noResults.filters')
            : t(filtered ? 'search.noResults.queryFiltered' : 'search.noResults.query', { query })}
      </p>
      {didYouMean !== null && (
        <p>
          <T
            id="search.noResults.didYouMean"
            values={{ suggestion: didYouMean }}
            components={{ 0: <Link to={searchHref({ ...state, q: didYouMean })} lang="en" /> }}
          />
        </p>
      )}
      {withoutMissing !== null && (
        <p>
          <T
            id="search.noResults.withoutMissing"
            values={{ query: withoutMissing.query, count: withoutMissing.count }}
            components={{ 0: <Link to={searchHref({ ...state, q: withoutMissing.query })} lang="en" /> }}
          />
        </p>
      )}
      {outcome.withoutFilter.length > 0 && (
        <ul className="no-results-ways" aria-label={t('search.noResults.filtersToRemove')}>
          {outcome.withoutFilter.map(({ filter, count }) => {
            const { name, lang } = filterName(filter);
            return (
              <li key={filterKey(filter)}>
                <Link to={searchHref(withoutFilter(state, filter))}>
                  <T id="search.noResults.removeFilter" values={{ count, name }} components={{ 0: <span lang={lang} /> }} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {closestWords.length > 0 && (
        <p>
          <T
            id="search.noResults.closestWords"
            components={{
              // The papers' words, listed the English way whatever the page's language.
              0: (
                <span lang="en">
                  {closestWords.map(({ word, query: q }, i) => (
                    <span key={q}>
                      {i > 0 && ', '}
                      <Link to={searchHref({ ...state, q })}>{word}</Link>
                    </span>
                  ))}
                </span>
              ),
            }}
          />
        </p>
      )}
      {filtered && (
        <p>
          <button type="button" className="button" onClick={onClearFilters}>
            {t('search.noResults.removeAll')}
          </button>
        </p>
      )}
    </div>
  );
}
