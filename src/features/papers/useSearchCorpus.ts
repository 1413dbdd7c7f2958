import { useMemo } from 'react';
import type { SearchCorpus } from '../../lib/search/run';
import { useCatalog } from './CatalogProvider';

/**
 * The catalog as runSearch wants it, or null until list.json is in. A new object only when the list or
 * the index changes (the full-text swap), so `useMemo(() => runSearch(corpus, state), [corpus, state])`
 * recomputes exactly then.
 */
export function useSearchCorpus(): SearchCorpus | null {
  const list = useCatalog((s) => s.list);
  const index = useCatalog((s) => s.index);
  const texts = useCatalog((s) => s.texts);
  const fullText = useCatalog((s) => s.fullText);
  const byId = useMemo(() => new Map(list?.papers.map((p) => [p.id, p])), [list]);
  return useMemo(
    () =>
      list && index
        ? { papers: list.papers, byId, index, fullText, textOf: (id: string) => texts?.get(id) }
        : null,
    [list, byId, index, texts, fullText],
  );
}
