// The top of the schedule during the conference: what of the reader's is on now, and what comes next.
// Before the first day it names that day and what the reader has on it; after the last, nothing.
import { useId } from 'react';
import { formatDay } from '../../lib/conferenceTime';
import { nowAndNext, type Schedule } from '../../lib/schedule/schedule';
import { useLocale, useT } from '../../i18n/i18n';
import type { PlannedPaper } from './plannedPaper';
import { ScheduleSlotView } from './ScheduleSlotView';
import { dayAnchor } from './dayAnchor';

interface NowAndNextProps {
  schedule: Schedule;
  papers: ReadonlyMap<string, PlannedPaper>;
  now: Date;
  zone: string;
  hrefOf: (id: string) => string;
}

export function NowAndNext({ schedule, papers, now, zone, hrefOf }: NowAndNextProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const moment = nowAndNext(schedule, now);
  if (moment.phase === 'none' || moment.phase === 'after') return null;
  if (moment.phase === 'before') {
    const { firstDay } = moment;
    const count = new Set(firstDay.slots.flatMap((slot) => slot.items.map((item) => item.paperId))).size;
    return (
      <section className="schedule-now notice" aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {t('schedule.nowNext')}
        </h2>
        <p>
          {t('schedule.before', { day: formatDay(firstDay.date, locale), papers: count, sessions: firstDay.slots.length })}{' '}
          <a href={`#${dayAnchor(firstDay.date)}`}>{t('schedule.firstDayLink')}</a>
        </p>
      </section>
    );
  }
  return (
    <section className="schedule-now" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('schedule.nowNext')}</h2>
      <h3>{t('schedule.now')}</h3>
      {moment.now.length === 0 ? (
        <p className="schedule-quiet">{t('schedule.nothingNow')}</p>
      ) : (
        moment.now.map((slot) => <ScheduleSlotView key={slot.key} slot={slot} papers={papers} zone={zone} hrefOf={hrefOf} level={4} />)
      )}
      <h3>{t('schedule.next')}</h3>
      {moment.next.length === 0 ? (
        <p className="schedule-quiet">{t('schedule.nothingNext')}</p>
      ) : (
        moment.next.map((slot) => <ScheduleSlotView key={slot.key} slot={slot} papers={papers} zone={zone} hrefOf={hrefOf} level={4} />)
      )}
    </section>
  );
}
