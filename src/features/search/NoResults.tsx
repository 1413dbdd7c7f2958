import { Link } from 'react-router';
import type { SearchState } from '../../lib/search/state';
import { searchHref } from './useSearchState';

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
