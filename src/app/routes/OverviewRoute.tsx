// /overview: the collection at a glance. The charts of list.json show as soon as it is in; the
// characteristic terms follow once text.json is (both started here, shared with search).

import { useMemo } from 'react';
import { shortName } from '../../lib/collection';
import { writtenWords } from '../../lib/search/options';
import { useCatalog } from '../../catalog/CatalogProvider';
import { useCatalogList } from '../../catalog/useCatalogList';
import { OverviewPage } from '../../features/overview/OverviewPage';
import { TermsChart, type Abstracts } from '../../features/overview/TermsChart';
import { LoadNotice } from '../../components/LoadNotice';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export function OverviewRoute() {
  const { list, error, retry } = useCatalogList();
  const abstracts = useAbstracts();
  useDocumentTitle(list ? `Overview — ${shortName(list.collection)}` : 'Overview');
  if (!list) return <LoadNotice error={error} onRetry={retry} />;
  return <OverviewPage list={list} terms={<TermsChart list={list} abstracts={abstracts} />} />;
}

// text.json and how the full index writes words: the catalog sets both at once.
function useAbstracts(): Abstracts {
  const texts = useCatalog((s) => s.texts);
  const index = useCatalog((s) => (s.fullText ? s.index : null));
  const error = useCatalog((s) => (s.textStatus === 'error' ? (s.textError ?? 'Unknown error') : null));
  const retryText = useCatalog((s) => s.retryText);
  return useMemo(
    () => ({ texts, written: index ? writtenWords(index) : undefined, error, retry: () => void retryText() }),
    [texts, index, error, retryText],
  );
}
