// The search page's state as it lives in the URL: the single source of truth (see searchUrl.ts).

export type SortOrder = 'relevance' | 'title' | 'list';

export interface SearchState {
  /** The query as typed (capped at MAX_QUERY_LENGTH); '' for none. */
  q: string;
  /** Selected topic ids, in the order chosen; a paper must have all of them. */
  topics: string[];
  /** Only papers with a code link. */
  code: boolean;
  /** Selected benchmark/dataset names (canonical, as in list.json); a paper must name all of them. */
  bench: string[];
  /** null: the default, relevance with a query and list order without. */
  sort: SortOrder | null;
}

export const EMPTY_SEARCH: SearchState = { q: '', topics: [], code: false, bench: [], sort: null };

/** The sort in effect: the explicit one, else relevance with a query and list order without. */
export function effectiveSort(state: SearchState): SortOrder {
  return state.sort ?? (state.q.trim() === '' ? 'list' : 'relevance');
}
