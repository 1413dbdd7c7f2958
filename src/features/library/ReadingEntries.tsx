// The reading list itself: the papers in the order the address asks for (?sort=title&status=read, so a
// view can be shared), each a compact row; checkboxes to set the status of several or remove them, with
// Undo; "Share list"; and, for an empty list, how to add papers.

import { useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';
import type { MessageId } from '../../i18n/i18n';
import { LIST_SORTS, readListView, sortEntries, writeListView } from '../../lib/library/listView';
import type { ListSort, ListView } from '../../lib/library/listView';
import type { ReadingEntry, ReadingStatus } from '../../lib/library/types';
import type { ListFile } from '../../lib/types';
import { BulkActions } from './BulkActions';
import { useLibrary } from './LibraryProvider';
import { ReadingEntryItem } from './ReadingEntryItem';
import { ShareList } from './ShareList';
import { StatusFilterGroup } from './StatusFilterGroup';
import { statusCounts, statusLabel } from './readingStatus';

interface ReadingEntriesProps {
  list: ListFile | null;
  /** Whether list.json is still on its way (not failed): each paper keeps its topics' line meanwhile. */
  listLoading?: boolean;
}

const SORT_LABELS: Readonly<Record<ListSort, MessageId>> = { added: 'library.sortAdded', title: 'library.sortTitle', status: 'library.sortStatus' };

/** What the last action said, and what Undo puts back (removals only). */
interface Outcome {
  text: string;
  removed: readonly ReadingEntry[];
}

export function ReadingEntries({ list, listLoading = false }: ReadingEntriesProps) {
  const entries = useLibrary((s) => s.readingList);
  const setStatus = useLibrary((s) => s.setStatus);
  const setStatusOf = useLibrary((s) => s.setStatusOf);
  const removeMany = useLibrary((s) => s.removeMany);
  const restore = useLibrary((s) => s.restore);
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListView(params), [params]);
  // Papers whose status changed while a filter was on stay in view until the view changes: a select
  // that vanished as the reader went through its options would take their focus with it. They belong to
  // the address they were changed at (its history entry's key), and are let go on any change of view.
  const { key } = useLocation();
  const [kept, setKept] = useState<{ key: string; ids: ReadonlySet<string> } | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>({ text: '', removed: [] });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useT();

  const byId = useMemo(() => (list === null ? null : new Map(list.papers.map((paper) => [paper.id, paper]))), [list]);
  const counts = useMemo(() => statusCounts(entries), [entries]);
  const keptIds = kept?.key === key ? kept.ids : null;
  const shown = useMemo(() => {
    const filtered = view.status === 'all' ? entries : entries.filter((entry) => entry.status === view.status || keptIds?.has(entry.id));
    return sortEntries(filtered, view.sort, (entry) => byId?.get(entry.id)?.title ?? entry.title);
  }, [entries, view, keptIds, byId]);
  // Only what is in view is acted on: a paper selected, then filtered out of sight, is left alone.
  const chosen = shown.filter((entry) => selected.has(entry.id)).map((entry) => entry.id);

  // A change of view is a step the reader may go Back from: pushed, not replaced.
  const changeView = (next: Partial<ListView>) => {
    setKept(null);
    setParams(writeListView(params, { ...view, ...next }));
  };
  const keep = (ids: readonly string[]) => {
    if (view.status !== 'all') setKept({ key, ids: new Set([...(keptIds ?? []), ...ids]) });
  };
  const changeStatus = (id: string, status: ReadingStatus) => {
    keep([id]);
    setStatus(id, status);
  };
  const setChosenStatus = (status: ReadingStatus) => {
    keep(chosen);
    setStatusOf(chosen, status);
    setOutcome({ text: t('library.marked', { count: chosen.length, status: statusLabel(status) }), removed: [] });
  };
  const remove = (ids: readonly string[]) => {
    const removed = removeMany(ids);
    if (removed.length === 0) return;
    setSelected((before) => new Set([...before].filter((id) => !ids.includes(id))));
    const text =
      removed.length === 1
        ? t('library.removedOne', { title: byId?.get(removed[0]!.id)?.title ?? removed[0]!.title })
        : t('library.removedMany', { count: removed.length });
    setOutcome({ text, removed });
    // The Remove button is gone or off: the section's heading is the nearest place that still makes sense.
    headingRef.current?.focus();
  };
  const undo = () => {
    restore(outcome.removed);
    setOutcome({ text: t('library.putBack', { count: outcome.removed.length }), removed: [] });
    headingRef.current?.focus();
  };
  const select = (id: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = (on: boolean) => setSelected(on ? new Set(shown.map((entry) => entry.id)) : new Set());

  return (
    <section className="library-section" aria-labelledby="reading-entries-title">
      <h2 id="reading-entries-title" ref={headingRef} tabIndex={-1}>
        {t('library.papersHeading')}
      </h2>
      {entries.length > 0 && (
        <>
          <div className="library-toolbar">
            <StatusFilterGroup value={view.status} counts={counts} onChange={(status) => changeView({ status })} />
            <label className="list-sort">
              {t('library.sortBy')}{' '}
              <select className="field" value={view.sort} onChange={(event) => changeView({ sort: event.target.value as ListSort })}>
                {LIST_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(SORT_LABELS[sort])}
                  </option>
                ))}
              </select>
            </label>
            <ShareList ids={entries.map((entry) => entry.id)} />
          </div>
          <BulkActions
            selected={chosen.length}
            shown={shown.length}
            onSelectAll={selectAll}
            onSetStatus={setChosenStatus}
            onRemove={() => remove(chosen)}
          />
        </>
      )}
      {/* Its line is kept, empty or not, so that a message moves nothing below it. */}
      <div className="library-outcome">
        <p className="library-status" role="status">
          {outcome.text}
        </p>
        {outcome.removed.length > 0 && (
          <button type="button" className="button button-small" onClick={undo}>
            {t('library.undo')}
          </button>
        )}
      </div>
      {entries.length === 0 ? (
        <EmptyReadingList />
      ) : shown.length === 0 ? (
        <p className="library-empty">{t('library.noneWithStatus', { status: statusLabel(view.status as ReadingStatus) })}</p>
      ) : (
        <ol className="reading-entries" aria-label={t('library.entriesLabel')}>
          {shown.map((entry) => (
            <ReadingEntryItem
              key={entry.id}
              entry={entry}
              paper={byId?.get(entry.id)}
              unavailable={byId !== null && !byId.has(entry.id)}
              topicsPending={listLoading}
              topics={list?.topics ?? []}
              selected={selected.has(entry.id)}
              onSelect={select}
              onStatusChange={changeStatus}
              onRemove={(id) => remove([id])}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/** What an empty reading list says: how papers get onto it. */
function EmptyReadingList() {
  const t = useT();
  return (
    <div className="notice library-empty">
      <p>{t('library.emptyTitle')}</p>
      <p>
        <T id="library.emptyHelp" components={{ 0: <kbd /> }} />
      </p>
      <p>
        <Link to={paths.home.href()}>{t('library.browse')}</Link>
      </p>
    </div>
  );
}
