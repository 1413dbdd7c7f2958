// "Add to calendar" for the whole schedule: one iCalendar file, an event per talk and poster of every
// saved paper (src/lib/schedule/ics.ts), whose UIDs stay the same from one export to the next, so that
// importing a newer file moves events rather than adding them twice. The events are made on the click:
// the page only counts them.
import { useMemo } from 'react';
import { downloadText } from '../../components/download';
import { eventWording } from '../../components/presentationText';
import { useT } from '../../i18n/i18n';
import { calendarFile, exportableTimes } from '../../lib/schedule/ics';
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
    const timed = papers.flatMap((paper) => paper.presentations.filter((presentation) => presentation.start !== undefined));
    const exportable = timed.filter((presentation) => exportableTimes(presentation as { start: string; end?: string })).length;
    return { kept: exportable, left: timed.length - exportable };
  }, [papers]);
  if (kept === 0) return null;
  const download = () => {
    const wording = eventWording(t);
    const site = { host: new URL(paperUrl('x')).host, paperUrl };
    const events = papers.flatMap((paper) => paperEvents({ ...paper, authors: paper.authors.map((author) => ({ name: author })) }, wording, site));
    downloadText(calendarFile(events, { prodId: '-//Paper Explorer//EN', stamp: new Date(), name }), 'schedule.ics', 'text/calendar');
  };
  return (
    <div className="schedule-calendar">
      <button type="button" className="button" aria-describedby="schedule-calendar-count" onClick={download}>
        {t('schedule.addToCalendar')}
      </button>
      <p className="page-meta" id="schedule-calendar-count">
        {t('schedule.calendarCount', { count: kept })}
        {left > 0 && <> {t('schedule.calendarLeftOut', { count: left })}</>}
      </p>
    </div>
  );
}
