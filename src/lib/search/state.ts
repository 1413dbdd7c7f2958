// The search page's state as it lives in the URL: the single source of truth (see url.ts).

/**
 * The result orders: by relevance to the query, by title, in the list's order, or by poster session and
 * board (a conference's own data: the order a reader walks the hall in).
 */
export const SORT_ORDERS = ['relevance', 'title', 'list', 'poster'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface SearchState {
  /** The query as typed (capped at MAX_QUERY_LENGTH); '' for none. */
  q: string;
  /** Selected topic ids, in the order chosen; a paper must have all of them. */
  topics: string[];
  /** Only papers with a code link. */
  code: boolean;
  /** Selected benchmark/dataset names (canonical, as in list.json); a paper must name all of them. */
  bench: string[];
  /**
   * Selected authors, by address value (src/lib/authors.ts authorValue: the name, or the key of one of
   * several people who share it); a paper must have all of them.
   */
  authors: string[];
  /** Selected institutions, as written; a paper must have an author at each of them. */
  institutions: string[];
  /** Selected presentation types ("oral", "poster", "spotlight"): a paper presented as any of them. */
  types: string[];
  /** Selected sessions, as written ("Poster Session 2"): a paper presented in any of them. */
  sessions: string[];
  /** Selected days ("2026-07-14", in the conference's own time): a paper presented on any of them. */
  days: string[];
  /** null: the default, relevance with a query and list order without. */
  sort: SortOrder | null;
}

export const EMPTY_SEARCH: SearchState = {
  q: '', topics: [], code: false, bench: [], authors: [], institutions: [], types: [], sessions: [], days: [], sort: null,
};

/** The filters that hold a list of values, each with its address parameter, in canonical order. */
export const LIST_FILTERS = [
  ['topics', 'topic'],
  ['bench', 'bench'],
  ['authors', 'author'],
  ['institutions', 'institution'],
  ['types', 'type'],
  ['sessions', 'session'],
  ['days', 'day'],
] as const satisfies readonly (readonly [keyof SearchState, string])[];
export type ListFilter = (typeof LIST_FILTERS)[number][0];

/** The sort in effect: the explicit one, else relevance with a query and list order without. */
export function effectiveSort(state: SearchState): SortOrder {
  return state.sort ?? (state.q.trim() === '' ? 'list' : 'relevance');
}

/** The filters of a search: what the facets show as chosen. */
export type SearchFilters = Pick<SearchState, 'topics' | 'code' | ListFilter>;

const filterCache = new Map<string, SearchFilters>();

/**
 * The filters of a state as one object that stays the same while they do: sameFilters(a) ===
 * sameFilters(b) whenever a and b choose the same topics, benchmarks and code, whatever their query.
 * A keystroke parses the address into new arrays; memoised filters then skip re-rendering.
 */
export function sameFilters(state: SearchState): SearchFilters {
  const key = JSON.stringify([state.code, ...LIST_FILTERS.map(([name]) => state[name])]);
  let filters = filterCache.get(key);
  if (filters === undefined) {
    if (filterCache.size >= 64) filterCache.delete(filterCache.keys().next().value as string);
    filters = Object.freeze({
      code: state.code,
      topics: [...state.topics],
      bench: [...state.bench],
      authors: [...state.authors],
      institutions: [...state.institutions],
      types: [...state.types],
      sessions: [...state.sessions],
      days: [...state.days],
    });
    filterCache.set(key, filters);
  }
  return filters;
}

/** A filter's values with `value` turned on (added last) or off: toggled(['a', 'b'], 'a', false) => ['b'] */
export const toggled = (values: readonly string[], value: string, on: boolean): string[] =>
  on ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value);

/**
 * One selected filter: a topic (by id), a benchmark (by name), "has code", or one value of the published
 * data's filters (an author's address value, an institution, a presentation type, a session, a day).
 */
export type ActiveFilter =
  | { kind: 'topic'; id: string }
  | { kind: 'bench'; name: string }
  | { kind: 'code' }
  | { kind: Exclude<ListFilter, 'topics' | 'bench'>; value: string };

/** The filters a state selects, topics first: activeFilters({ …, topics: ['vision'], code: true }) => [topic vision, code] */
export function activeFilters(state: SearchState): ActiveFilter[] {
  return [
    ...state.topics.map((id): ActiveFilter => ({ kind: 'topic', id })),
    ...(state.code ? [{ kind: 'code' } as const] : []),
    ...state.bench.map((name): ActiveFilter => ({ kind: 'bench', name })),
    ...(['authors', 'institutions', 'types', 'sessions', 'days'] as const).flatMap((kind) =>
      state[kind].map((value): ActiveFilter => ({ kind, value })),
    ),
  ];
}

/** The same search without any filter: withoutFilters({ …, q: 'flow', topics: ['rl'], code: true }) => { …, q: 'flow' } */
export const withoutFilters = (state: SearchState): SearchState => ({
  ...state, code: false, topics: [], bench: [], authors: [], institutions: [], types: [], sessions: [], days: [],
});

/** The same search without one of its filters. */
export function withoutFilter(state: SearchState, filter: ActiveFilter): SearchState {
  if (filter.kind === 'code') return { ...state, code: false };
  if (filter.kind === 'topic') return { ...state, topics: state.topics.filter((id) => id !== filter.id) };
  if (filter.kind === 'bench') return { ...state, bench: state.bench.filter((name) => name !== filter.name) };
  const { kind, value } = filter;
  return { ...state, [kind]: state[kind].filter((v) => v !== value) };
}
