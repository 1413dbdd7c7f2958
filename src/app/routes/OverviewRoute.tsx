// /overview: the collection at a glance. The charts of list.json show as soon as it is in; the
// characteristic terms follow once text.json is (both started here, shared with search).

import { useMemo } from 'react';
import { shortName } from '../../lib/collection';
import { writtenWords } from '../../lib/search/options';
import { useCatalog } from '../../catalog/CatalogProvider';
import { useCatalogList } from '../../catalog/useCatalogList';
import { useLoadSearch } from '../../catalog/useSearchCorpus';
import { OverviewPage } from '../../features/overview/OverviewPage';
import { TermsChart, type Abstracts } from '../../features/overview/TermsChart';
import { LoadNotice } from '../../components/LoadNotice';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/i18n';

export function OverviewRoute() {
  const t = useT();
  const { list, error, retry } = useCatalogList();
  const abstracts = useAbstracts();
  useDocumentTitle(list ? t('overview.documentTitle', { collection: shortName(list.collection) }) : t('overview.title'));
  if (!list) return <LoadNotice error={error} onRetry={retry} />;
  return <OverviewPage list={list} terms={<TermsChart list={list} abstracts={abstracts} />} />;
}

// text.json and how the full index writes words: the catalog sets both at once.
function useAbstracts(): Abstracts {
  const t = useT();
  const texts = useCatalog((s) => s.texts);
  const index = useCatalog((s) => (s.fullText ? s.index : null));
  const failed = useCatalog((s) => s.textStatus === 'error');
  const reason = useCatalog((s) => s.textError);
  const error = failed ? (reason ?? t('overview.unknownError')) : null;
  const retryText = useCatalog((s) => s.retryText);
  useLoadSearch();
  return useMemo(
    () => ({ texts, written: index ? writtenWords(index) : undefined, error, retry: () => void retryText() }),
    [texts, index, error, retryText],
  );
}
