import { useEffect, useMemo } from 'react';
import type { AnyCorpus } from '../lib/search/run';
import { useCatalog } from './CatalogProvider';

/** Asks the catalog for the search's data (the indexes, the abstracts): for a page that searches, and only then. */
export function useLoadSearch(): void {
  const loadSearch = useCatalog((s) => s.loadSearch);
  useEffect(() => {
    void loadSearch();
  }, [loadSearch]);
}

/**
 * The catalog as runSearch wants it (asking for the search's data: useLoadSearch), or null until list.json
 * is in; its index is null until built (the list shows, a query waits), then titles only while the
 * abstracts load (a query's results are pending). A new object only when the list, the index or the
 * abstracts' prospects change (the full-text swap, a failed load), so
 * `useMemo(() => runSearch(corpus, state), [corpus, state])` recomputes exactly then.
 */
export function useSearchCorpus(): AnyCorpus | null {
  useLoadSearch();
  const list = useCatalog((s) => s.list);
  const index = useCatalog((s) => s.index);
  const texts = useCatalog((s) => s.texts);
  const fullText = useCatalog((s) => s.fullText);
  const conference = useCatalog((s) => s.conference);
  // Titles only with the abstracts still to come: a query's results are pending. Once they failed,
  // titles are all there is, and the results are final.
  const fullTextLoading = useCatalog((s) => !s.fullText && s.textStatus !== 'error');
  // The full index in without the abstracts' text: on its way (a search that reads it is pending), or failed.
  const textsMissing = useCatalog((s) => (!s.fullText || s.texts !== null ? undefined : s.textStatus === 'error' ? 'failed' : 'loading'));
  const byId = useMemo(() => new Map(list?.papers.map((p) => [p.id, p])), [list]);
  return useMemo((): AnyCorpus | null => {
    if (!list) return null;
    const common = {
      papers: list.papers,
      byId,
      textOf: (id: string) => texts?.get(id),
      mathOf: (id: string) => texts?.mathOf(id),
      abbreviations: list.abbreviations,
      ...(conference === null ? {} : { conference }),
    };
    return index === null ? { ...common, index: null, fullText: false } : { ...common, index, fullText, fullTextLoading, ...(textsMissing && { textsMissing }) };
  }, [list, byId, index, texts, fullText, fullTextLoading, textsMissing, conference]);
}
