// The reading list itself: the papers in the order they were added, filtered by status, each with its
// status, note and Remove; "Share list"; and, for an empty list, how to add papers.

import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { ReadingStatus } from '../../lib/library/types';
import type { ListFile } from '../../lib/types';
import { useLibrary } from './LibraryProvider';
import { ReadingEntryItem } from './ReadingEntryItem';
import { ShareList } from './ShareList';
import { StatusFilterGroup } from './StatusFilterGroup';
import { STATUS_LABELS, statusCounts } from './readingStatus';
import type { StatusFilter } from './readingStatus';

interface ReadingEntriesProps {
  list: ListFile | null;
  /** Whether list.json is still on its way (not failed): each paper keeps its topics' line meanwhile. */
  listLoading?: boolean;
}

export function ReadingEntries({ list, listLoading = false }: ReadingEntriesProps) {
  const entries = useLibrary((s) => s.readingList);
  const setStatus = useLibrary((s) => s.setStatus);
  const [filter, setFilter] = useState<StatusFilter>('all');
  // Papers whose status changed while a filter was on stay in view until the filter changes: a select
  // that vanished as the reader went through its options would take their focus with it.
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const byId = useMemo(() => (list === null ? null : new Map(list.papers.map((paper) => [paper.id, paper]))), [list]);
  const counts = useMemo(() => statusCounts(entries), [entries]);
  const shown = filter === 'all' ? entries : entries.filter((entry) => entry.status === filter || kept.has(entry.id));

  const changeFilter = (next: StatusFilter) => {
    setFilter(next);
    setKept(new Set());
  };
  const changeStatus = (id: string, status: ReadingStatus) => {
    if (filter !== 'all') setKept((ids) => new Set(ids).add(id));
    setStatus(id, status);
  };
  const removed = (title: string) => {
    setMessage(`Removed “${title}” from your reading list.`);
    // The Remove button is gone: the section's heading is the nearest place that still makes sense.
    headingRef.current?.focus();
  };

  return (
    <section className="library-section" aria-labelledby="reading-entries-title">
      <h2 id="reading-entries-title" ref={headingRef} tabIndex={-1}>
        Papers
      </h2>
      {entries.length === 0 ? (
        <EmptyReadingList />
      ) : (
        <>
          <div className="library-toolbar">
            <StatusFilterGroup value={filter} counts={counts} onChange={changeFilter} />
            <ShareList ids={entries.map((entry) => entry.id)} />
          </div>
          <p className="library-hint">Statuses and notes are saved in this browser as you change them.</p>
          {shown.length === 0 ? (
            <p className="library-empty">No papers marked “{STATUS_LABELS[filter as ReadingStatus]}”.</p>
          ) : (
            <ol className="reading-entries">
              {shown.map((entry) => (
                <ReadingEntryItem
                  key={entry.id}
                  entry={entry}
                  paper={byId?.get(entry.id)}
                  unavailable={byId !== null && !byId.has(entry.id)}
                  topicsPending={listLoading}
                  topics={list?.topics ?? []}
                  onStatusChange={changeStatus}
                  onRemoved={removed}
                />
              ))}
            </ol>
          )}
        </>
      )}
      <p className="library-status" role="status">
        {message}
      </p>
    </section>
  );
}

/** What an empty reading list says: how papers get onto it. */
function EmptyReadingList() {
  return (
    <div className="notice library-empty">
      <p>Your reading list is empty.</p>
      <p>
        To add a paper, press its ☆ “Add to reading list” button in the search results or on its page, or press <kbd>b</kbd> on a
        paper’s page or on the selected search result. Papers stay here, in this browser, with a status and a note of your own.
      </p>
      <p>
        <Link to={paths.home.href()}>Browse the papers</Link>
      </p>
    </div>
  );
}
