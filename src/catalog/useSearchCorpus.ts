import { useMemo } from 'react';
import type { AnyCorpus } from '../lib/search/run';
import { useCatalog } from './CatalogProvider';

/**
 * The catalog as runSearch wants it, or null until list.json is in; its index is null until built
 * (the list shows, a query waits). A new object only when the list or the index changes (the full-text
 * swap), so `useMemo(() => runSearch(corpus, state), [corpus, state])` recomputes exactly then.
 */
export function useSearchCorpus(): AnyCorpus | null {
  const list = useCatalog((s) => s.list);
  const index = useCatalog((s) => s.index);
  const texts = useCatalog((s) => s.texts);
  const fullText = useCatalog((s) => s.fullText);
  const byId = useMemo(() => new Map(list?.papers.map((p) => [p.id, p])), [list]);
  return useMemo((): AnyCorpus | null => {
    if (!list) return null;
    const common = {
      papers: list.papers,
      byId,
      textOf: (id: string) => texts?.get(id),
      mathOf: (id: string) => texts?.mathOf(id),
      abbreviations: list.abbreviations,
    };
    return index === null ? { ...common, index: null, fullText: false } : { ...common, index, fullText };
  }, [list, byId, index, texts, fullText]);
}
