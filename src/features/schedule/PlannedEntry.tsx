// One saved paper at one of its presentations (or, without a time, on its own): its poster board first,
// where a reader walking the hall looks, then its title, kind, room, the reader's status and note.
import type { ReactNode } from 'react';
import { paperLinkMark } from '../../components/paperMarks';
import { statusLabel } from '../../components/statusLabel';
import { useT } from '../../i18n/i18n';
import { derivedTitleHint } from '../../lib/titleSource';
import type { PlannedPaper } from './plannedPaper';

interface PlannedEntryProps {
  paper: PlannedPaper;
  /** A paper page's address in the site (usePaperLinkClicks): the page's one click handler follows it. */
  hrefOf: (id: string) => string;
  /** The poster board, without "#". */
  board?: string | undefined;
  /** What is said of the presentation before the status: its kind, its room. */
  details?: ReactNode;
}

export function PlannedEntry({ paper, hrefOf, board, details }: PlannedEntryProps) {
  const t = useT();
  return (
    <li className="schedule-paper">
      {board !== undefined && (
        <span className="schedule-board" aria-label={t('schedule.board', { position: board })}>
          #{board}
        </span>
      )}
      <div className="schedule-paper-body">
        <a href={hrefOf(paper.id)} {...paperLinkMark(paper.id)} className="schedule-paper-title" lang="en" title={derivedTitleHint({ titleSource: paper.titleSource })}>
          {paper.title}
        </a>
        {(details !== undefined || paper.status !== undefined) && (
          <p className="schedule-paper-meta">
            {details}
            {paper.status !== undefined && <span className="schedule-status">{t('schedule.status', { status: statusLabel(paper.status) })}</span>}
          </p>
        )}
        {paper.note !== undefined && paper.note !== '' && (
          <p className="schedule-note">
            <span className="visually-hidden">{t('schedule.note')}: </span>
            {paper.note}
          </p>
        )}
      </div>
    </li>
  );
}
