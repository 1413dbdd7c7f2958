// /overview: the collection at a glance. The charts of list.json show as soon as it is in; the
// characteristic terms follow once text.json is (both started here, shared with search).

import { useEffect, useMemo } from 'react';
import { shortName } from '../../lib/collection';
import { writtenWords } from '../../lib/search/options';
import { useCatalog } from '../../catalog/CatalogProvider';
import { OverviewPage } from '../../features/overview/OverviewPage';
import { TermsChart, type Abstracts } from '../../features/overview/TermsChart';
import { LoadNotice } from '../../components/LoadNotice';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export function OverviewRoute() {
  const status = useCatalog((s) => s.status);
  const list = useCatalog((s) => s.list);
  const error = useCatalog((s) => s.error);
  const load = useCatalog((s) => s.load);
  const retry = useCatalog((s) => s.retry);
  const abstracts = useAbstracts();
  useDocumentTitle(list ? `Overview — ${shortName(list.collection)}` : 'Overview');

  useEffect(() => {
    void load();
  }, [load]);

  if (status !== 'ready' || !list) {
    return <LoadNotice error={status === 'error' ? error : null} onRetry={() => void retry()} />;
  }
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
