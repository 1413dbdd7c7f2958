// /schedule: the reading list as a plan. Its papers' talks and posters by the venue's day and session,
// in time order, each session's papers by poster board; sessions that overlap flagged; what is on now
// and next at the top during the conference; the papers the data has no time for apart; one calendar
// file for all of it. A shared schedule (/schedule?ids=…) is the same page without statuses or notes.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { conferenceTime, formatDay, offsetAt, offsetLabel, offsetMinutes, offsetText } from '../../lib/conferenceTime';
import { buildSchedule, type Schedule, type ScheduleDay } from '../../lib/schedule/schedule';
import { useLocale, useT } from '../../i18n/i18n';
import { dayAnchor } from './dayAnchor';
import { NowAndNext } from './NowAndNext';
import { PlannedEntry } from './PlannedEntry';
import type { PlannedPaper } from './plannedPaper';
import { ScheduleCalendar } from './ScheduleCalendar';
import { ScheduleSlotView } from './ScheduleSlotView';
import { usePaperLinkClicks } from '../../components/paperLinkClicks';
import { useNow } from './useNow';
import { useProgressive } from './useProgressive';
import './schedule.css';

interface SchedulePageProps {
  /** The saved (or shared) papers, in the reading list's order. */
  papers: readonly PlannedPaper[];
  /** Their schedule when it was built ahead (ScheduleRoute builds it a slice at a time: planSteps); else built here. */
  schedule?: Schedule;
  /** Whether this is someone else's schedule, from a link. */
  shared: boolean;
  /** The reader's time zone (an IANA name). */
  zone: string;
  /** A paper page's absolute address, for the calendar file. */
  paperUrl: (id: string) => string;
  /** The collection's short name: "ICML 2026". */
  collection: string;
  /** What goes beside "Add to calendar": the share button. */
  actions?: ReactNode;
  /** What goes under the heading: a shared link's notices. */
  notice?: ReactNode;
  /** The time to plan from; the clock's, by default (tests fix it). */
  now?: Date;
}

export function SchedulePage({ papers, schedule: built, shared, zone, paperUrl, collection, actions, notice, now: fixedNow }: SchedulePageProps) {
  const t = useT();
  const locale = useLocale();
  const clock = useNow();
  const now = fixedNow ?? clock;
  // Its hundreds of paper links are plain anchors, followed through the router by one handler.
  const { hrefOf, onClick } = usePaperLinkClicks();
  const byId = useMemo(() => new Map(papers.map((paper) => [paper.id, paper])), [papers]);
  const schedule = useMemo(() => built ?? buildSchedule(papers), [built, papers]);
  // The sessions are drawn a few at a time (useProgressive): 250 talks and posters drawn at once were one
  // task of 1.5 s on a phone (docs/benchmarks.md). The papers without a time come last, as one part.
  const sizes = useMemo(
    () => [...schedule.days.flatMap((day) => day.slots.map((slot) => slot.items.length)), schedule.untimed.length],
    [schedule],
  );
  const parts = useProgressive(sizes);
  const days = useMemo(() => drawnDays(schedule.days, parts), [schedule, parts]);
  const first = schedule.days[0]?.slots[0];
  const venueOffset = first === undefined ? undefined : conferenceTime(first.start)?.offset;
  const readerOffset = first === undefined ? undefined : offsetAt(first.startTime, zone);
  const title = t(shared ? 'schedule.sharedTitle' : 'schedule.pageTitle');
  return (
    // data-drawn says when every part is in (the benchmark waits for it).
    <div className="schedule" onClick={onClick} data-drawn={parts === sizes.length ? 'all' : 'part'}>
      <header className="page-header">
        <h1>{title}</h1>
        {venueOffset !== undefined && (
          <p className="page-meta">
            {t('schedule.meta', { papers: papers.length, days: schedule.days.length, offset: offsetLabel(venueOffset) })}
            {readerOffset !== undefined && readerOffset !== offsetMinutes(venueOffset) && <> {t('schedule.metaYours', { offset: offsetLabel(offsetText(readerOffset)) })}</>}
          </p>
        )}
        {shared && <p className="page-meta">{t('schedule.sharedNote')}</p>}
      </header>
      {notice}
      {papers.length === 0 ? (
        !shared && (
          <p className="notice">
            {t('schedule.empty')} <Link to={paths.home.href()}>{t('schedule.searchLink')}</Link>
          </p>
        )
      ) : (
        <>
          <div className="schedule-actions">
            <ScheduleCalendar papers={papers} paperUrl={paperUrl} name={t('schedule.calendarName', { collection })} />
            {actions}
          </div>
          {!shared && (
            <p className="page-meta">
              {t('schedule.editInList')} <Link to={paths.readingList.href()}>{t('schedule.readingListLink')}</Link>
            </p>
          )}
          <NowAndNext schedule={schedule} papers={byId} now={now} zone={zone} hrefOf={hrefOf} />
          {schedule.days.length === 0 && <p className="notice">{t('schedule.noTimes')}</p>}
          {schedule.days.length > 1 && (
            <nav className="schedule-days" aria-label={t('schedule.days')}>
              <ul>
                {schedule.days.map((day) => (
                  <li key={day.date}>
                    <a href={`#${dayAnchor(day.date)}`}>{formatDay(day.date, locale)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {days.map((day) => (
            <section key={day.date} className="schedule-day" aria-labelledby={dayAnchor(day.date)}>
              <h2 id={dayAnchor(day.date)} tabIndex={-1}>
                <time dateTime={day.date}>{formatDay(day.date, locale)}</time>
              </h2>
              {day.slots.map((slot) => (
                <ScheduleSlotView key={slot.key} slot={slot} papers={byId} zone={zone} hrefOf={hrefOf} />
              ))}
            </section>
          ))}
          {parts === sizes.length && schedule.untimed.length > 0 && (
            <section className="schedule-day" aria-labelledby="schedule-untimed">
              <h2 id="schedule-untimed">{t('schedule.untimed')}</h2>
              <p className="page-meta">{t('schedule.untimedNote')}</p>
              <ul className="schedule-papers">
                {schedule.untimed.map((id) => (
                  <PlannedEntry key={id} paper={byId.get(id) as PlannedPaper} hrefOf={hrefOf} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** The days with the first `parts` sessions of the schedule: drawnDays(days, 3) => the days those 3 fall on, with those 3 alone */
function drawnDays(days: readonly ScheduleDay[], parts: number): ScheduleDay[] {
  const drawn: ScheduleDay[] = [];
  let left = parts;
  for (const day of days) {
    if (left <= 0) break;
    drawn.push(left >= day.slots.length ? day : { ...day, slots: day.slots.slice(0, left) });
    left -= day.slots.length;
  }
  return drawn;
}
