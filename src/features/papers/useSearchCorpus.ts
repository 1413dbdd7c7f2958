import { useMemo } from 'react';
import type { SearchCorpus } from '../../lib/search/run';
import { useCatalog } from './CatalogProvider';
import { createIndex } from '../../lib/search/options';
import type { SearchDoc } from '../../lib/search/options';
import type MiniSearch from 'minisearch';

// Stands in while the titles index is being built: the list in list order needs no index.
let empty: MiniSearch<SearchDoc> | undefined;
const emptyIndex = () => (empty ??= createIndex([]));

/**
 * The catalog as runSearch wants it, or null until list.json is in (`indexed` false until its index is). A new object only when the list or
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
      list
        ? {
            papers: list.papers,
            byId,
            index: index ?? emptyIndex(),
            indexed: index !== null,
            fullText,
            textOf: (id: string) => texts?.get(id),
          }
        : null,
    [list, byId, index, texts, fullText],
  );
}
