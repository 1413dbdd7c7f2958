// One paper on the reading list: its title (a link to its page), topics, when it was added, and the
// reader's status and note for it, saved as they change. A paper that has left the list keeps its
// saved title and says so: it is never dropped.

import { useId } from 'react';
import { Link } from 'react-router';
import { TopicList } from '../../components/TopicList';
import { paths } from '../../config/paths';
import { MAX_NOTE_LENGTH, READING_STATUSES } from '../../lib/library/types';
import type { ReadingEntry, ReadingStatus } from '../../lib/library/types';
import type { ListPaper, Topic } from '../../lib/types';
import { derivedTitleHint } from '../../lib/titleSource';
import { useLibrary } from './LibraryProvider';
import { STATUS_LABELS } from './readingStatus';

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
  onStatusChange: (id: string, status: ReadingStatus) => void;
  /** Called with the title shown, once the entry is removed. */
  onRemoved: (title: string) => void;
}

const addedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function ReadingEntryItem({ entry, paper, unavailable, topicsPending = false, topics, onStatusChange, onRemoved }: ReadingEntryItemProps) {
  const id = useId();
  const setNote = useLibrary((s) => s.setNote);
  const remove = useLibrary((s) => s.remove);
  const title = paper?.title ?? entry.title;
  return (
    <li className={unavailable ? 'reading-entry is-unavailable' : 'reading-entry'} aria-labelledby={`${id}-title`}>
      <h3 className="reading-entry-title" id={`${id}-title`}>
        {/* A saved title whose paper is not (yet) in list.json has no known source: derived, to be safe. */}
        {unavailable ? (
          <span title={derivedTitleHint({ titleSource: paper?.titleSource })}>{title}</span>
        ) : (
          <Link to={paths.paper.href(entry.id)} title={derivedTitleHint({ titleSource: paper?.titleSource })}>
            {title}
          </Link>
        )}
      </h3>
      {unavailable && (
        <p className="reading-entry-unavailable">
          <span className="badge badge-alert">Unavailable</span> This paper is no longer in the list; it stays here with the title it had.
        </p>
      )}
      {paper ? (
        <TopicList ids={paper.topics} topics={topics} />
      ) : (
        topicsPending && (
          <ul className="topics topics-pending" aria-hidden="true">
            <li className="topic">{'\u00a0'}</li>
          </ul>
        )
      )}
      <p className="reading-entry-added">
        Added <time dateTime={new Date(entry.addedAt).toISOString()}>{addedDate.format(entry.addedAt)}</time>
      </p>
      <div className="reading-entry-fields">
        <div className="reading-entry-status">
          <label htmlFor={`${id}-status`}>
            Status <span className="visually-hidden">of {title}</span>
          </label>
          <select id={`${id}-status`} value={entry.status} onChange={(event) => onStatusChange(entry.id, event.target.value as ReadingStatus)}>
            {READING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="reading-entry-note">
          <label htmlFor={`${id}-note`}>
            Note <span className="visually-hidden">on {title}</span>
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            // A merged note may be longer than one types (see MAX_KEPT_NOTE_LENGTH): it must stay editable.
            maxLength={Math.max(MAX_NOTE_LENGTH, entry.note.length)}
            value={entry.note}
            onChange={(event) => setNote(entry.id, event.target.value)}
          />
        </div>
      </div>
      <button
        type="button"
        className="button button-small"
        onClick={() => {
          remove(entry.id);
          onRemoved(title);
        }}
      >
        Remove <span className="visually-hidden">{title} from reading list</span>
      </button>
    </li>
  );
}
