// iCalendar files (RFC 5545) for presentations: one VEVENT each, at exact instants in UTC, so that a
// calendar shows them at the right time whatever the reader's own time zone.
import { conferenceTime } from '../conferenceTime';

/** One event of the file. */
export interface CalendarEvent {
  /**
   * The same for the same presentation in every export, so that importing a newer file updates the
   * event instead of adding a second one: see presentationUid().
   */
  uid: string;
  /** ISO 8601 with an offset or Z: "2026-07-14T11:00:00-07:00". */
  start: string;
  /** The same; absent when the data gives none (the event then ends as it starts). */
  end?: string;
  summary: string;
  location?: string;
  description?: string;
  /** An absolute http(s) address; anything else is left out (URL is a URI, not a path). */
  url?: string;
}

export interface CalendarOptions {
  /** The product that wrote the file: "-//Paper Explorer//ICML 2026//EN". */
  prodId: string;
  /** When the file is written: every event's DTSTAMP. */
  stamp: Date;
  /** The calendar's name, for the apps that show one (X-WR-CALNAME). */
  name?: string;
}

/**
 * An instant as iCalendar writes it in UTC; undefined unless the time names its offset (a time without
 * one could be any instant).
 *   utcStamp("2026-07-14T11:00:00-07:00") => "20260714T180000Z"
 *   utcStamp("2026-07-14T11:00:00") => undefined
 */
export function utcStamp(iso: string): string | undefined {
  if (conferenceTime(iso) === undefined) return undefined;
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return undefined;
  return dateStamp(time);
}

const dateStamp = (time: Date): string => `${time.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * Text as a TEXT value: backslash, semicolon, comma and line breaks escaped.
 *   escapeText("Oral 1A; Hall C, West") => "Oral 1A\\; Hall C\\, West"
 */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded as RFC 5545 wants: at most 75 octets a line (UTF-8), each continuation starting
 * with one space, never inside a character.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
      limit = 74; // after the space that begins a continuation
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** Whether a URL may be written as URL: http or https only. */
const isWebUrl = (url: string): boolean => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The events that can be written, each with its instants: a start with an offset, and an end (if any)
 * after it. The rest are returned apart, for the caller to say why they are not in the file.
 */
export function exportableEvents(events: readonly CalendarEvent[]): { kept: CalendarEvent[]; left: CalendarEvent[] } {
  const kept: CalendarEvent[] = [];
  const left: CalendarEvent[] = [];
  for (const event of events) (exportableTimes(event) ? kept : left).push(event);
  return { kept, left };
}

/**
 * Whether a start and end can be an event's: a start with an offset, and an end (if any) after it.
 *   exportableTimes({ start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T09:00:00-07:00' }) => false
 */
export function exportableTimes({ start, end }: { start: string; end?: string | undefined }): boolean {
  if (utcStamp(start) === undefined) return false;
  return end === undefined || (utcStamp(end) !== undefined && new Date(end) > new Date(start));
}

/**
 * The whole file, CRLF line endings, lines folded: VCALENDAR with VERSION and PRODID, one VEVENT per event
 * that exportableEvents() keeps (the others are left out).
 */
export function calendarFile(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${escapeText(options.prodId)}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (options.name !== undefined) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  const stamp = dateStamp(options.stamp);
  for (const event of exportableEvents(events).kept) {
    lines.push('BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${stamp}`, `DTSTART:${utcStamp(event.start)}`);
    if (event.end !== undefined) lines.push(`DTEND:${utcStamp(event.end)}`);
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url !== undefined && isWebUrl(event.url)) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/**
 * A presentation's UID: the paper, the kind of presentation and which of that kind, and the site, so
 * that it neither changes between exports nor meets another site's. A new time keeps it (the event
 * moves); a paper with two posters has two.
 *   presentationUid("toolorchestra", "oral", 0, "papers.example.org") => "toolorchestra.oral@papers.example.org"
 *   presentationUid("toolorchestra", "poster", 1, "papers.example.org") => "toolorchestra.poster-2@papers.example.org"
 */
export function presentationUid(paperId: string, type: string | undefined, ordinal: number, site: string): string {
  const kind = (type ?? 'presentation').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'presentation';
  return `${paperId}.${kind}${ordinal === 0 ? '' : `-${ordinal + 1}`}@${site}`;
}
