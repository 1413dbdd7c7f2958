import { useId } from 'react';
import type { SearchState, SortOrder } from '../../lib/search/state';
import { effectiveSort, SORT_ORDERS } from '../../lib/search/state';
import { useT } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/i18n';

const LABELS: Record<SortOrder, MessageId> = {
  relevance: 'search.sort.relevance',
  title: 'search.sort.title',
  list: 'search.sort.list',
  poster: 'search.sort.poster',
};

interface SortSelectProps {
  state: SearchState;
  change: (update: (state: SearchState) => SearchState) => void;
  /** Whether the papers have poster boards: the poster order is offered only then (or when an address asks for it). */
  posters?: boolean;
}

/** The order of the results. Relevance needs a query; choosing the default writes no `sort` at all. */
export function SortSelect({ state, change, posters = false }: SortSelectProps) {
  const t = useT();
  const id = useId();
  const hasQuery = state.q.trim() !== '';
  const sort = effectiveSort(state);
  const shown = sort === 'relevance' && !hasQuery ? 'list' : sort;
  return (
    <div className="sort">
      <label htmlFor={id}>{t('search.sort.label')}</label>
      <select
        id={id}
        value={shown}
        onChange={(event) => {
          const picked = event.target.value as SortOrder;
          change((s) => ({ ...s, sort: picked === effectiveSort({ ...s, sort: null }) ? null : picked }));
        }}
      >
        {SORT_ORDERS.filter((order) => order !== 'poster' || posters || sort === 'poster').map((order) => (
          <option key={order} value={order} disabled={order === 'relevance' && !hasQuery}>
            {t(LABELS[order])}
          </option>
        ))}
      </select>
    </div>
  );
}
