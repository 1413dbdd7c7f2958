// /reading-list?ids=a,b,c: a list someone shared, read-only. Titles and topics come from list.json; an
// id it does not have is shown as unavailable, and what the link carried that is not an id at all is
// reported. Each paper can be added on its own, and "Add all to my reading list" adds the available
// papers the reader does not have yet.

import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { TopicList } from '../../components/TopicList';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';
import type { SharedIds } from '../../lib/library/shareLink';
import type { ListPaper, Topic } from '../../lib/types';
import { issueText } from './issueText';
import { useLibrary } from './LibraryProvider';
import { PaperListNotice } from './PaperListNotice';
import type { PaperList } from './PaperListNotice';
import './library.css';

interface SharedListViewProps {
  /** What the link carries (readShareParams). */
  shared: SharedIds;
  papers: PaperList;
}

export function SharedListView({ shared, papers }: SharedListViewProps) {
  const { list } = papers;
  const byId = useMemo(() => new Map(list?.papers.map((paper) => [paper.id, paper])), [list]);
  const count = shared.ids.length;
  const t = useT();
  return (
    <div className="library">
      <nav className="library-back" aria-label={t('library.breadcrumb')}>
        <Link to={paths.readingList.href()}>{t('library.goToList')}</Link>
      </nav>
      <header className="page-header">
        <h1>{t('library.sharedTitle')}</h1>
        <p className="page-meta">
          {count === 0 ? t('library.sharedNone') : t('library.sharedCount', { count })}
        </p>
      </header>
      <DroppedFromLink dropped={shared.dropped} />
      {count > 0 && (
        <>
          <PaperListNotice papers={papers} waiting={t('library.sharedWaiting')} />
          {list !== null && (
            <>
              <AddAll papers={shared.ids.flatMap((id) => byId.get(id) ?? [])} unavailable={shared.ids.filter((id) => !byId.has(id)).length} />
              <ol className="shared-entries" aria-label={t('library.sharedLabel')}>
                {shared.ids.map((id) => (
                  <SharedEntry key={id} id={id} paper={byId.get(id)} topics={list.topics} />
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </div>
  );
}

/** What a shared link carried that is not a paper id, or past the limit: said, never silently dropped. */
export function DroppedFromLink({ dropped }: { dropped: SharedIds['dropped'] }) {
  const t = useT();
  if (dropped.length === 0) return null;
  return (
    <div className="notice library-alert">
      <p>{t('library.droppedIntro')}</p>
      <ul aria-label={t('library.droppedLabel')}>
        {dropped.map((issue, index) => (
          <li key={index}>{issueText(issue)}</li>
        ))}
      </ul>
    </div>
  );
}

function SharedEntry({ id, paper, topics }: { id: string; paper: ListPaper | undefined; topics: readonly Topic[] }) {
  const listed = useLibrary((s) => s.readingList.some((entry) => entry.id === id));
  const add = useLibrary((s) => s.add);
  if (paper === undefined) {
    return (
      <li className="shared-entry is-unavailable">
        <T id="library.sharedUnavailable" values={{ id }} components={{ 0: <span className="badge badge-alert" />, 1: <code /> }} />
      </li>
    );
  }
  return (
    <li className="shared-entry">
      <Link to={paths.paper.href(id)} lang="en">
        {paper.title}
      </Link>
      <TopicList ids={paper.topics} topics={topics} />
      {/* Once added, the button stays where it was (and keeps focus), saying so, rather than vanishing. */}
      <button
        type="button"
        className="button button-small shared-entry-add"
        aria-disabled={listed}
        onClick={() => {
          if (!listed) add({ id, title: paper.title });
        }}
      >
        <T
          id={listed ? 'library.inYourList' : 'library.addOne'}
          values={{ title: paper.title }}
          components={{ 0: <span className="visually-hidden" />, 1: <span lang="en" /> }}
        />
      </button>
    </li>
  );
}

/** The button that adds the shared papers to the reader's list, and what it did. */
function AddAll({ papers, unavailable }: { papers: readonly ListPaper[]; unavailable: number }) {
  const addAll = useLibrary((s) => s.addAll);
  const [message, setMessage] = useState('');
  const t = useT();
  return (
    <div className="shared-add">
      <button
        type="button"
        className="button"
        disabled={papers.length === 0}
        onClick={() => {
          const added = addAll(papers.map((paper) => ({ id: paper.id, title: paper.title })));
          const already = papers.length - added;
          // Whole sentences, one after the other.
          const parts = [added === 0 ? t('library.addedNone') : t('library.addedSome', { count: added })];
          if (added > 0 && already > 0) parts.push(t('library.alreadyOn', { count: already }));
          if (unavailable > 0) parts.push(t('library.unavailableNotAdded', { count: unavailable }));
          setMessage(parts.join(' '));
        }}
      >
        {t('library.addAll')}
      </button>
      <p className="library-status" role="status">
        {message}
      </p>
    </div>
  );
}
