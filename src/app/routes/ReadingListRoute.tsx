// /reading-list: the reader's own list and saved searches, or, with ?ids=…, a list someone shared.
// Both load list.json (titles, topics, which papers are still listed) without waiting for it; both wait
// for the library's store, whose code the app loads on demand (see LibraryProvider).

import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { shortName } from '../../lib/collection';
import { readShareParams, SHARE_PARAM } from '../../lib/library/shareLink';
import { useCatalog } from '../../catalog/CatalogProvider';
import { useCatalogList } from '../../catalog/useCatalogList';
import { useSearchCorpus } from '../../catalog/useSearchCorpus';
import { ReadingListPage } from '../../features/library/ReadingListPage';
import { SharedListView } from '../../features/library/SharedListView';
import { WithLibrary } from '../../features/library/LibraryProvider';
import type { PaperList } from '../../features/library/PaperListNotice';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/i18n';

export function ReadingListRoute() {
  const [params] = useSearchParams();
  const shared = useMemo(() => (params.has(SHARE_PARAM) ? readShareParams(params) : null), [params]);
  // list.json, started by this page, shared with search.
  const papers: PaperList = useCatalogList();
  const corpus = useSearchCorpus();
  const textFailed = useCatalog((s) => s.textStatus === 'error');
  const t = useT();
  const title = t(shared ? 'library.sharedTitle' : 'library.pageTitle');
  useDocumentTitle(papers.list ? t('library.docTitle', { title, collection: shortName(papers.list.collection) }) : title);
  return (
    <WithLibrary
      fallback={
        <p className="notice" role="status">
          {t('library.loadingLibrary')}
        </p>
      }
    >
      {shared ? <SharedListView shared={shared} papers={papers} /> : <ReadingListPage papers={papers} corpus={corpus} textFailed={textFailed} />}
    </WithLibrary>
  );
}
