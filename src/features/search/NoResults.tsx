import { Link } from 'react-router';
import type { SearchState } from '../../lib/search/state';
import { searchHref } from './useSearchState';
import { countLabel } from './countLabel';

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
  /** A corrected query that has results, if the search found one. */
  didYouMean: string | null;
  onClearFilters: () => void;
}

/** What the page says when nothing matches, with the ways out: a corrected query, fewer filters. */
export function NoResults({ state, didYouMean, onClearFilters }: NoResultsProps) {
  const query = state.q.trim();
  const filtered = state.topics.length > 0 || state.code || state.bench.length > 0;
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
