// One paper on the reading list, as one compact row: a checkbox to select it, its title (a link to its
// page) across the row, then when it was added and its topics beside one status control, its note
// (folded, see NoteField) and Remove. A paper that has left the list keeps its saved title and says so: it is never dropped.

import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FittedTopics } from './FittedTopics';
import { paths } from '../../config/paths';
import { useLocale, useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';
import { HTML_LANG } from '../../lib/i18n/locale';
import { READING_STATUSES } from '../../lib/library/types';
import type { ReadingEntry, ReadingStatus } from '../../lib/library/types';
import type { ListPaper, Topic } from '../../lib/types';
import { derivedTitleHint } from '../../lib/titleSource';
import { AddNoteButton, NoteField } from './NoteField';
import { statusLabel } from './readingStatus';

interface ReadingEntryItemProps {
  entry: ReadingEntry;
  /** The paper in list.json; undefined while it loads, or when the paper has left it. */
  paper: ListPaper | undefined;
  /** Whether list.json has loaded without this paper. */
  unavailable: boolean;
  /** Whether list.json is on its way: the topics' line is kept, empty, so nothing moves when they arrive. */
  topicsPending?: boolean;
  /** The taxonomy, for topic labels. */
  topics: readonly Topic[];
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onStatusChange: (id: string, status: ReadingStatus) => void;
  onRemove: (id: string) => void;
}

export function ReadingEntryItem({ entry, paper, unavailable, topicsPending = false, topics, selected, onSelect, onStatusChange, onRemove }: ReadingEntryItemProps) {
  const id = useId();
  const title = paper?.title ?? entry.title;
  const [noteOpened, setNoteOpened] = useState(false);
  const t = useT();
  // The date in the interface's language, like the words around it.
  const addedDate = new Intl.DateTimeFormat(HTML_LANG[useLocale()], { dateStyle: 'medium' });
  return (
    <li className={unavailable ? 'reading-entry is-unavailable' : 'reading-entry'} aria-labelledby={`${id}-title`}>
      {/* The box is named by the title alone: "Select all" beside the list says what checking it does. */}
      <label className="reading-entry-check">
        <input type="checkbox" aria-labelledby={`${id}-title`} checked={selected} onChange={(event) => onSelect(entry.id, event.target.checked)} />
      </label>
      <h3 className="reading-entry-title" id={`${id}-title`}>
        {/* A saved title whose paper is not (yet) in list.json has no known source: derived, to be safe. */}
        {unavailable ? (
          <span lang="en" title={derivedTitleHint({ titleSource: paper?.titleSource })}>
            {title}
          </span>
        ) : (
          <Link to={paths.paper.href(entry.id)} lang="en" title={derivedTitleHint({ titleSource: paper?.titleSource })}>
            {title}
          </Link>
        )}
      </h3>
      <div className="reading-entry-meta">
        <span className="reading-entry-added">
          <T id="library.added" values={{ date: addedDate.format(entry.addedAt) }} components={{ 0: <time dateTime={new Date(entry.addedAt).toISOString()} /> }} />
        </span>
        {unavailable && (
          <span className="reading-entry-unavailable">
            <span className="badge badge-alert">{t('library.unavailable')}</span> {t('library.unavailableNote')}
          </span>
        )}
        {paper ? (
          <FittedTopics ids={paper.topics} topics={topics} />
        ) : (
          topicsPending && (
            <ul className="topics topics-pending" aria-hidden="true">
              <li className="topic">{'\u00a0'}</li>
            </ul>
          )
        )}
      </div>
      <div className="reading-entry-controls">
        <label htmlFor={`${id}-status`} className="visually-hidden">
          <T id="library.statusOf" values={{ title }} components={{ 0: <span lang="en" /> }} />
        </label>
        <select id={`${id}-status`} className="field" value={entry.status} onChange={(event) => onStatusChange(entry.id, event.target.value as ReadingStatus)}>
          {READING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
        {entry.note === '' && !noteOpened && <AddNoteButton title={title} onOpen={() => setNoteOpened(true)} />}
        <button type="button" className="button button-small" onClick={() => onRemove(entry.id)}>
          <T id="library.removeEntry" values={{ title }} components={{ 0: <span className="visually-hidden" />, 1: <span lang="en" /> }} />
        </button>
      </div>
      <NoteField entryId={entry.id} note={entry.note} title={title} opened={noteOpened} onFold={() => setNoteOpened(false)} />
    </li>
  );
}
