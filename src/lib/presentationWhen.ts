// When a poster or talk is, as the paper page says it: the venue's day and clock with the offset named
// (src/lib/conferenceTime.ts reads the times; this puts a presentation's start and end together).
import { conferenceTime, formatClock, formatDay, offsetAt, offsetLabel, offsetMinutes, offsetText } from './conferenceTime';
import type { Presentation } from './types';

/** A presentation's time, each part formatted for the reader's language, on the venue's clock. */
export interface PresentationWhen {
  /** The venue's day of the start: "Tue, Jul 14". */
  day: string;
  /** "11:00 AM" */
  start: string;
  /** "1:00 PM"; absent without a readable end. */
  end?: string;
  /** The end's day, only when it is not the start's (a session past midnight): "Wed, Jul 15". */
  endDay?: string;
  /** "UTC−7" */
  offset: string;
}

/**
 * presentationWhen({ start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T13:00:00-07:00' }, 'en')
 *   => { day: "Tue, Jul 14", start: "11:00 AM", end: "1:00 PM", offset: "UTC−7" }
 * undefined without a readable start (MiniConf and OpenReview give none): there is then no time to say.
 * An end written with another offset than the start's is left out rather than shown on a clock it is not.
 */
export function presentationWhen(presentation: Pick<Presentation, 'start' | 'end'>, locale: string): PresentationWhen | undefined {
  const start = conferenceTime(presentation.start);
  if (start === undefined) return undefined;
  const when: PresentationWhen = { day: formatDay(start.date, locale), start: formatClock(start.time, locale), offset: offsetLabel(start.offset) };
  const end = conferenceTime(presentation.end);
  if (end === undefined || end.offset !== start.offset) return when;
  return { ...when, end: formatClock(end.time, locale), ...(end.date === start.date ? {} : { endDay: formatDay(end.date, locale) }) };
}

/** An instant as the wall clock of a zone `minutes` from UTC: { date: "2026-07-15", time: "03:00" }. */
const wallClockAt = (time: number, minutes: number) => {
  const iso = new Date(time + minutes * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

/**
 * The presentation on the reader's own clock (their time zone, an IANA name), for a reader whose clock is
 * not the venue's; undefined when it is (the same offset then) or without a readable start.
 *   readerWhen({ start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T13:00:00-07:00' }, 'en', 'Asia/Seoul')
 *     => { day: "Wed, Jul 15", start: "3:00 AM", end: "5:00 AM", offset: "UTC+9" }
 *   readerWhen(same, 'en', 'America/Vancouver') => undefined
 */
export function readerWhen(presentation: Pick<Presentation, 'start' | 'end'>, locale: string, zone: string): PresentationWhen | undefined {
  const venue = conferenceTime(presentation.start);
  if (venue === undefined) return undefined;
  const startTime = Date.parse(presentation.start as string);
  const offset = offsetAt(startTime, zone);
  if (offset === offsetMinutes(venue.offset)) return undefined;
  const start = wallClockAt(startTime, offset);
  const when: PresentationWhen = { day: formatDay(start.date, locale), start: formatClock(start.time, locale), offset: offsetLabel(offsetText(offset)) };
  if (conferenceTime(presentation.end) === undefined) return when;
  const endTime = Date.parse(presentation.end as string);
  if (!(endTime > startTime)) return when;
  const end = wallClockAt(endTime, offset);
  return { ...when, end: formatClock(end.time, locale), ...(end.date === start.date ? {} : { endDay: formatDay(end.date, locale) }) };
}

/**
 * The reader's own time zone, as the browser says: "Asia/Seoul". Temporal names it without a date
 * formatter, whose first construction in a page, done only to ask its zone, took 80–120 ms on a 4× slowed
 * phone (Temporal: 2–3 ms); a browser without Temporal is asked through Intl.
 */
export function readerZone(): string {
  const { Temporal } = globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } };
  return Temporal?.Now?.timeZoneId?.() ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The presentation types the interface names in each language; any other is shown as the data gives it. */
export const KNOWN_PRESENTATION_TYPES = ['oral', 'spotlight', 'poster'] as const;
export type KnownPresentationType = (typeof KNOWN_PRESENTATION_TYPES)[number];

/** isKnownPresentationType("oral") => true; isKnownPresentationType("invited talk") => false */
export const isKnownPresentationType = (type: string | undefined): type is KnownPresentationType =>
  (KNOWN_PRESENTATION_TYPES as readonly (string | undefined)[]).includes(type);

/**
 * The kind of event a virtual-site page is about, from its address, when it is a presentation type:
 * the ICML, NeurIPS and ICLR sites put it after the year. An oral has a page for its talk and one for
 * its poster, and the two links must not read the same.
 *   virtualSiteEvent("https://icml.cc/virtual/2026/oral/41071") => "oral"
 *   virtualSiteEvent("https://icml.cc/virtual/2026/session/123") => undefined
 */
export function virtualSiteEvent(url: string): KnownPresentationType | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const segment = /\/virtual\/\d{4}\/([^/]+)\//.exec(path)?.[1]?.toLowerCase();
  return isKnownPresentationType(segment) ? segment : undefined;
}
