// The search the address asks for (/?q=flow&topic=theory; the map and a paper page opened from the
// results carry the same query string), as the routes read it: the corpus that answers its query, and
// for the map and a paper page's Previous and Next, the search itself. The search page runs it in the
// feature (SearchPage, with the state it also writes: useSearchState) and takes the corpus from here.

import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { ListFile, ListPaper } from '../lib/types';
import { type AnyCorpus, runSearch, waitsForIndex } from '../lib/search/run';
import type { SearchState } from '../lib/search/state';
import { knownValues, readSearchParams, searchOf, wellFormedSearch, writeSearchParams } from '../lib/search/url';
import { useChineseCorpus } from '../catalog/useChineseCorpus';

/**
 * The catalog's corpus as the address's query needs it: reading its Chinese, if it has some, once the
 * glossary is in (until then the query waits, as for the index: useChineseCorpus).
 */
export function useAddressCorpus(corpus: AnyCorpus): AnyCorpus;
export function useAddressCorpus(corpus: AnyCorpus | null): AnyCorpus | null;
export function useAddressCorpus(corpus: AnyCorpus | null): AnyCorpus | null {
  const { search } = useLocation();
  return useChineseCorpus(corpus, new URLSearchParams(wellFormedSearch(search)).get('q') ?? '');
}

export interface AddressSearch {
  /** The search state the address says, its topics and benchmarks checked against the list (src/lib/search/url.ts). */
  state: SearchState;
  /**
   * The state as a query string in canonical form ("?q=flow&topic=theory", "" for the whole list): what
   * links to the same results carry. Not the address's own, which may hold more (a shared link's
   * ?lang=zh, ?utm_source=…) that the links the explorer makes must not pass on.
   */
  search: string;
  /** The papers it finds; while `waiting`, the query's words are left out (the filters alone). */
  results: readonly ListPaper[];
  /** The query has words and no index yet to look them up in (waitsForIndex). */
  waiting: boolean;
}

/**
 * The address's search, run in the catalog; null until list.json is in.
 *   on /map?q=bandits&code=1: useAddressSearch(list, corpus) => { state: { q: 'bandits', code: true, … }, results: [regret-bounds…], waiting: false }
 */
export function useAddressSearch(list: ListFile, corpus: AnyCorpus): AddressSearch;
export function useAddressSearch(list: ListFile | null, corpus: AnyCorpus | null): AddressSearch | null;
export function useAddressSearch(list: ListFile | null, corpus: AnyCorpus | null): AddressSearch | null {
  const { search } = useLocation();
  const state = useMemo(() => (list ? readSearchParams(new URLSearchParams(wellFormedSearch(search)), knownValues(list)).state : null), [list, search]);
  // The query as read (a legacy ?search=… included), not the raw q.
  const answering = useChineseCorpus(corpus, state?.q ?? '');
  return useMemo((): AddressSearch | null => {
    if (!state || !answering) return null;
    return {
      state,
      search: searchOf(writeSearchParams(state)),
      results: runSearch(answering, state).results,
      waiting: waitsForIndex(answering, state),
    };
  }, [state, answering]);
}
