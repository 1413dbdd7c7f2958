// "Add to calendar" for the whole schedule: one iCalendar file, an event per talk and poster of every
// saved paper (src/lib/schedule/ics.ts), whose UIDs stay the same from one export to the next, so that
// importing a newer file moves events rather than adding them twice.
import { useMemo } from 'react';
import { downloadText } from '../../components/download';
import { eventWording } from '../../components/presentationText';
import { useT } from '../../i18n/i18n';
import { calendarFile, exportableEvents } from '../../lib/schedule/ics';
import { paperEvents } from '../../lib/schedule/paperEvents';
import type { PlannedPaper } from './plannedPaper';

interface ScheduleCalendarProps {
  papers: readonly PlannedPaper[];
  /** A paper page's absolute address. */
  paperUrl: (id: string) => string;
  /** The calendar's name: "ICML 2026: my schedule". */
  name: string;
}

export function ScheduleCalendar({ papers, paperUrl, name }: ScheduleCalendarProps) {
  const t = useT();
  const { kept, left } = useMemo(() => {
    const wording = eventWording(t);
    const site = { host: new URL(paperUrl('x')).host, paperUrl };
    return exportableEvents(papers.flatMap((paper) => paperEvents({ ...paper, authors: paper.authors.map((author) => ({ name: author })) }, wording, site)));
  }, [papers, paperUrl, t]);
  if (kept.length === 0) return null;
  return (
    <div className="schedule-calendar">
      <button
        type="button"
        className="button"
        aria-describedby="schedule-calendar-count"
        onClick={() => downloadText(calendarFile(kept, { prodId: '-//Paper Explorer//EN', stamp: new Date(), name }), 'schedule.ics', 'text/calendar')}
      >
        {t('schedule.addToCalendar')}
      </button>
      <p className="page-meta" id="schedule-calendar-count">
        {t('schedule.calendarCount', { count: kept.length })}
        {left.length > 0 && <> {t('schedule.calendarLeftOut', { count: left.length })}</>}
      </p>
    </div>
  );
}
