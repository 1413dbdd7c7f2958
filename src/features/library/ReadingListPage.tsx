// /reading-list: the reader's papers (status, note, filter, share), their saved searches, and export
// and import. Everything here is the reader's own data, shown at once; list.json adds titles, topics
// and availability when it arrives, and the catalog's index counts the saved searches' matches.

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
  return (
    <div className="library">
      <header className="page-header">
        <h1>Reading list</h1>
        <p className="page-meta">Papers you keep to read, and searches you saved: in this browser only.</p>
      </header>
      {/* Nothing moves when the list arrives: each paper keeps a line for its topics meanwhile. */}
      <PaperListNotice
        papers={papers}
        waiting="Your papers are all here; their topics, and whether each is still listed, show once it has loaded."
        announceOnly
      />
      <ReadingEntries list={list} listLoading={list === null && papers.error === null} />
      <SavedSearchList corpus={corpus} topics={list?.topics ?? []} listFailed={papers.error !== null} textFailed={textFailed} />
      <LibraryTransfer list={list} />
    </div>
  );
}
