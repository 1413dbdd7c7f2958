import { Link } from 'react-router';
import type { ActiveFilter, SearchState } from '../../lib/search/state';
import { withoutFilter } from '../../lib/search/state';
import type { SearchOutcome } from '../../lib/search/run';
import type { Topic } from '../../lib/types';
import { searchHref } from './useSearchState';
import { countLabel } from '../../lib/countLabel';

/**
 * What the page says for a query without a letter or digit ("∂", "--"), instead of every paper "by
 * relevance": nothing in it can be searched, and the way back to the papers the filters leave.
 */
export function NothingToSearch({ state, filtered }: { state: SearchState; filtered: number }) {
  const withFilters = state.topics.length > 0 || state.code || state.bench.length > 0;
  return (
    <div className="no-results">
      <p className="no-results-title">Try words from titles or abstracts: only letters and digits are searched.</p>
      <p>
        <Link to={searchHref({ ...state, q: '' })}>
          Show all {countLabel(filtered)}
          {withFilters && ' these filters leave'}
        </Link>
      </p>
    </div>
  );
}

interface NoResultsProps {
  state: SearchState;
  /** The ways out the search found: a corrected query, filters to drop, the closest words. */
  outcome: Pick<SearchOutcome, 'didYouMean' | 'withoutFilter' | 'closestWords'>;
  /** The taxonomy, to name topic filters. */
  topics: readonly Topic[];
  onClearFilters: () => void;
}

// filterName({ kind: 'code' }) => "Has code"; a topic by its label.
function filterName(filter: ActiveFilter, topics: readonly Topic[]): string {
  if (filter.kind === 'code') return 'Has code';
  if (filter.kind === 'bench') return filter.name;
  return topics.find((t) => t.id === filter.id)?.label ?? filter.id;
}

/**
 * What the page says when nothing matches, with the ways out: a corrected query, each filter without
 * which there would be results (and how many), the words of the papers closest to the unknown ones.
 */
export function NoResults({ state, outcome, topics, onClearFilters }: NoResultsProps) {
  const query = state.q.trim();
  const filtered = state.topics.length > 0 || state.code || state.bench.length > 0;
  const { didYouMean, closestWords } = outcome;
  return (
    <div className="no-results">
      <p className="no-results-title">
        {query !== '' ? <>No papers match “{query}”{filtered && ' with these filters'}.</> : 'No papers match these filters.'}
      </p>
      {didYouMean !== null && (
        <p>
          Did you mean{' '}
          <Link to={searchHref({ ...state, q: didYouMean })}>
            {didYouMean}
          </Link>
          ?
        </p>
      )}
      {outcome.withoutFilter.length > 0 && (
        <ul className="no-results-ways" aria-label="Filters to remove">
          {outcome.withoutFilter.map(({ filter, count }) => {
            const name = filterName(filter, topics);
            return (
              <li key={`${filter.kind}:${name}`}>
                <Link to={searchHref(withoutFilter(state, filter))}>
                  Remove filter ‘{name}’ → {countLabel(count)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {closestWords.length > 0 && (
        <p>
          Closest words in the papers:{' '}
          {closestWords.map(({ word, query: q }, i) => (
            <span key={q}>
              {i > 0 && ', '}
              <Link to={searchHref({ ...state, q })}>{word}</Link>
            </span>
          ))}
        </p>
      )}
      {filtered && (
        <p>
          <button type="button" className="button" onClick={onClearFilters}>
            Remove all filters
          </button>
        </p>
      )}
    </div>
  );
}
