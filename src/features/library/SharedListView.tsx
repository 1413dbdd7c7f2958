// /reading-list?ids=a,b,c: a list someone shared, read-only. Titles and topics come from list.json; an
// id it does not have is shown as unavailable, and what the link carried that is not an id at all is
// reported. Each paper can be added on its own, and "Add all to my reading list" adds the available
// papers the reader does not have yet.

import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { TopicList } from '../../components/TopicList';
import { paths } from '../../config/paths';
import type { SharedIds } from '../../lib/library/shareLink';
import { formatIssue } from '../../lib/library/types';
import type { ListPaper, Topic } from '../../lib/types';
import { useLibrary } from './LibraryProvider';
import { PaperListNotice } from './PaperListNotice';
import type { PaperList } from './PaperListNotice';
import { plural } from './wording';
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
  return (
    <div className="library">
      <nav className="library-back" aria-label="Breadcrumb">
        <Link to={paths.readingList.href()}>Go to your reading list</Link>
      </nav>
      <header className="page-header">
        <h1>Shared reading list</h1>
        <p className="page-meta">
          {count === 0 ? 'This link names no papers.' : `${plural(count, 'paper')}, shared as a link.`} This is a read-only view: your own
          reading list does not change unless you add these papers to it.
        </p>
      </header>
      {shared.dropped.length > 0 && (
        <div className="notice library-alert">
          <p>Left out of the link, as it is not a list of papers:</p>
          <ul aria-label="Left out">
            {shared.dropped.map((issue, index) => (
              <li key={index}>{formatIssue(issue)}</li>
            ))}
          </ul>
        </div>
      )}
      {count > 0 && (
        <>
          <PaperListNotice papers={papers} waiting="The shared papers show once it has loaded." />
          {list !== null && (
            <>
              <AddAll papers={shared.ids.flatMap((id) => byId.get(id) ?? [])} unavailable={shared.ids.filter((id) => !byId.has(id)).length} />
              <ol className="shared-entries" aria-label="Shared papers">
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

function SharedEntry({ id, paper, topics }: { id: string; paper: ListPaper | undefined; topics: readonly Topic[] }) {
  const listed = useLibrary((s) => s.readingList.some((entry) => entry.id === id));
  const add = useLibrary((s) => s.add);
  if (paper === undefined) {
    return (
      <li className="shared-entry is-unavailable">
        <span className="badge badge-alert">Unavailable</span> <code>{id}</code>: no paper in the list has this id.
      </li>
    );
  }
  return (
    <li className="shared-entry">
      <Link to={paths.paper.href(id)}>{paper.title}</Link>
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
        {listed ? (
          <>
            <span className="visually-hidden">{paper.title}:</span> In your reading list
          </>
        ) : (
          <>
            Add <span className="visually-hidden">{paper.title}</span> to my reading list
          </>
        )}
      </button>
    </li>
  );
}

/** The button that adds the shared papers to the reader's list, and what it did. */
function AddAll({ papers, unavailable }: { papers: readonly ListPaper[]; unavailable: number }) {
  const addAll = useLibrary((s) => s.addAll);
  const [message, setMessage] = useState('');
  return (
    <div className="shared-add">
      <button
        type="button"
        className="button"
        disabled={papers.length === 0}
        onClick={() => {
          const added = addAll(papers.map((paper) => ({ id: paper.id, title: paper.title })));
          const already = papers.length - added;
          const parts = [added === 0 ? 'No papers added: you already have all of them.' : `Added ${plural(added, 'paper')} to your reading list.`];
          if (added > 0 && already > 0) parts.push(`${plural(already, 'paper was', 'papers were')} already on it.`);
          if (unavailable > 0) parts.push(`${plural(unavailable, 'unavailable paper was', 'unavailable papers were')} not added.`);
          setMessage(parts.join(' '));
        }}
      >
        Add all to my reading list
      </button>
      <p className="library-status" role="status">
        {message}
      </p>
    </div>
  );
}
