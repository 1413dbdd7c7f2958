import { useId } from 'react';
import type { SearchState, SortOrder } from '../../lib/search/state';
import { effectiveSort } from '../../lib/search/state';

const LABELS: Record<SortOrder, string> = { relevance: 'Relevance', title: 'Title A–Z', list: 'List order' };

interface SortSelectProps {
  state: SearchState;
  change: (update: (state: SearchState) => SearchState) => void;
}

/** The order of the results. Relevance needs a query; choosing the default writes no `sort` at all. */
export function SortSelect({ state, change }: SortSelectProps) {
  const id = useId();
  const hasQuery = state.q.trim() !== '';
  const sort = effectiveSort(state);
  const shown = sort === 'relevance' && !hasQuery ? 'list' : sort;
  return (
    <div className="sort">
      <label htmlFor={id}>Sort</label>
      <select
        id={id}
        value={shown}
        onChange={(event) => {
          const picked = event.target.value as SortOrder;
          change((s) => ({ ...s, sort: picked === effectiveSort({ ...s, sort: null }) ? null : picked }));
        }}
      >
        {(Object.keys(LABELS) as SortOrder[]).map((order) => (
          <option key={order} value={order} disabled={order === 'relevance' && !hasQuery}>
            {LABELS[order]}
          </option>
        ))}
      </select>
    </div>
  );
}
