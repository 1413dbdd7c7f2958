// One session of the schedule: its time on the venue's clock (and the reader's), its name, a flag when
// another of the reader's sessions overlaps it, and its papers by poster board.
import { useId } from 'react';
import { typeLabel } from '../../components/presentationText';
import { useLocale, useT } from '../../i18n/i18n';
import type { ScheduleSlot } from '../../lib/schedule/schedule';
import type { PlannedPaper } from './plannedPaper';
import { PlannedEntry } from './PlannedEntry';
import { readerClock, slotClock } from './slotTime';

interface ScheduleSlotViewProps {
  slot: ScheduleSlot;
  papers: ReadonlyMap<string, PlannedPaper>;
  /** The reader's time zone. */
  zone: string;
  /** A paper page's address in the site. */
  hrefOf: (id: string) => string;
  /** The heading's level: 3 under a day, 4 in "Now and next". */
  level?: 3 | 4;
}

export function ScheduleSlotView({ slot, papers, zone, hrefOf, level = 3 }: ScheduleSlotViewProps) {
  const t = useT();
  const locale = useLocale();
  const Heading = level === 3 ? 'h3' : 'h4';
  const yours = readerClock(slot, locale, zone, t);
  const headingId = useId();
  return (
    <section className="schedule-slot" aria-labelledby={headingId}>
      <Heading className="schedule-slot-title" id={headingId}>
        <time dateTime={slot.start}>{slotClock(slot, locale, t)}</time>
        {slot.session !== undefined && (
          <span className="schedule-session" lang="en">
            {slot.session}
          </span>
        )}
      </Heading>
      {yours !== undefined && <p className="schedule-yours">{yours}</p>}
      {slot.atSameTime > 0 && (
        <p className="schedule-overlap">
          <span aria-hidden="true">⚠ </span>
          {t('schedule.atSameTime', { count: slot.atSameTime })}
        </p>
      )}
      <ol className="schedule-papers">
        {slot.items.map(({ paperId, presentation }) => {
          const paper = papers.get(paperId);
          if (paper === undefined) return null;
          const { room, posterPosition, type } = presentation;
          return (
            <PlannedEntry
              key={`${paperId}:${type ?? ''}`}
              paper={paper}
              hrefOf={hrefOf}
              board={posterPosition}
              details={
                <>
                  <span className="badge">{typeLabel(type, t)}</span>
                  {room !== undefined && <span lang="en">{room}</span>}
                </>
              }
            />
          );
        })}
      </ol>
    </section>
  );
}
