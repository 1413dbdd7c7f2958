import { useEffect, useMemo } from 'react';
import type { AnyCorpus } from '../lib/search/run';
import { hasHan } from '../lib/search/normalize';
import { useCatalog } from './CatalogProvider';

/**
 * The corpus for a query `q`: with Chinese in it, the corpus that reads its Chinese (loading the
 * glossary on the first such query). While the glossary loads, the query waits as it does for the index
 * (a corpus without one: the page says the search is being prepared) rather than finding nothing.
 * After a failed load, Chinese is searched as typed.
 */
export function useChineseCorpus(corpus: AnyCorpus, q: string): AnyCorpus;
export function useChineseCorpus(corpus: AnyCorpus | null, q: string): AnyCorpus | null;
export function useChineseCorpus(corpus: AnyCorpus | null, q: string): AnyCorpus | null {
  const chinese = useCatalog((s) => s.chinese);
  const status = useCatalog((s) => s.chineseStatus);
  const loadChinese = useCatalog((s) => s.loadChinese);
  const wanted = hasHan(q);
  useEffect(() => {
    if (wanted) void loadChinese();
  }, [wanted, loadChinese]);
  const waiting = wanted && chinese === null && status !== 'error';
  return useMemo((): AnyCorpus | null => {
    if (corpus === null) return null;
    if (chinese === null) return waiting ? { ...corpus, index: null, fullText: false } : corpus;
    return { ...corpus, chinese };
  }, [corpus, chinese, waiting]);
}
