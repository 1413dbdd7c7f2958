// /reading-list: the reader's papers (status, note, filter, share), their saved searches, and export
// and import. Everything here is the reader's own data, shown at once; list.json adds titles, topics
// and availability when it arrives, and the catalog's index counts the saved searches' matches.

import { useT } from '../../i18n/i18n';
import type { AnyCorpus } from '../../lib/search/run';
import { LibraryTransfer } from './LibraryTransfer';
import { PaperListNotice } from './PaperListNotice';
import type { PaperList } from './PaperListNotice';
import { ReadingEntries } from './ReadingEntries';
import { SavedSearchList } from './SavedSearchList';
import './library.css';

interface ReadingListPageProps {
  papers: PaperList;
  /** The catalog for the saved searches' counts; null until list.json is in. */
  corpus: AnyCorpus | null;
  /** Whether the abstracts (text.json) failed to load. */
  textFailed: boolean;
}

export function ReadingListPage({ papers, corpus, textFailed }: ReadingListPageProps) {
  const { list } = papers;
  const t = useT();
  return (
    <div className="library">
      <header className="page-header">
        <h1>{t('library.pageTitle')}</h1>
        <p className="page-meta">{t('library.pageMeta')}</p>
      </header>
      {/* Nothing moves when the list arrives: each paper keeps a line for its topics meanwhile. */}
      <PaperListNotice
        papers={papers}
        waiting={t('library.pageWaiting')}
        announceOnly
      />
      <ReadingEntries list={list} listLoading={list === null && papers.error === null} />
      <SavedSearchList corpus={corpus} topics={list?.topics ?? []} listFailed={papers.error !== null} textFailed={textFailed} />
      <LibraryTransfer list={list} listFailed={papers.error !== null} />
    </div>
  );
}
