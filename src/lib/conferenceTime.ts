// Times as the conference gives them: ISO 8601 with the venue's UTC offset ("2026-07-14T11:00:00-07:00").
// Shown in the conference's own time, whatever the reader's zone, with the offset said: a reader planning
// the days there wants the venue's clock, and one reading from home can tell it is not theirs.

/** A presentation's start or end, read as the venue's wall clock. */
export interface ConferenceTime {
  /** The venue's date: "2026-07-14". */
  date: string;
  /** The venue's time of day, 24-hour: "11:00". */
  time: string;
  /** The offset from UTC, as written: "-07:00", "+09:00", "Z". */
  offset: string;
}

const ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * conferenceTime("2026-07-14T23:30:00-07:00") => { date: "2026-07-14", time: "23:30", offset: "-07:00" }
 * (the venue's 14th, though it is the 15th in UTC); undefined for anything else (the data build checks times).
 */
export function conferenceTime(iso: string | undefined): ConferenceTime | undefined {
  const match = iso === undefined ? null : ISO.exec(iso);
  if (match === null) return undefined;
  return { date: match[1] as string, time: match[2] as string, offset: match[3] as string };
}

/**
 * The offset as a label: offsetLabel("-07:00") => "UTC−7", offsetLabel("+05:30") => "UTC+5:30",
 * offsetLabel("Z") => "UTC". A true minus sign, as typography wants.
 */
export function offsetLabel(offset: string): string {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (match === null) return 'UTC';
  const [, sign, hours, minutes] = match;
  if (hours === '00' && minutes === '00') return 'UTC';
  return `UTC${sign === '-' ? '−' : '+'}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/** An offset in minutes: offsetMinutes("-07:00") => -420, offsetMinutes("Z") => 0 */
export function offsetMinutes(offset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  return match === null ? 0 : (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** Minutes as an offset: offsetText(-420) => "-07:00", offsetText(330) => "+05:30" */
export function offsetText(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(size / 60)).padStart(2, '0')}:${String(size % 60).padStart(2, '0')}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes: offsetAt(Date.parse('2026-07-14T18:00Z'), 'America/Vancouver') => -420 */
export function offsetAt(time: number, zone: string): number {
  let format = formats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(time)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year as number, (part.month as number) - 1, part.day, part.hour, part.minute, part.second);
  return Math.round((wall - Math.floor(time / 1000) * 1000) / 60_000);
}

// The date's and time's digits as a UTC instant, formatted in UTC: the venue's wall clock, unshifted.
const wallClock = (date: string, time = '00:00') => new Date(`${date}T${time}:00Z`);

// One formatter per language and kind: making one costs far more than formatting with it (a schedule of
// 250 talks and posters formats a thousand times).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();
const formatter = (cache: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  let format = cache.get(locale);
  if (format === undefined) cache.set(locale, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
};

/** formatDay("2026-07-14", "en") => "Tue, Jul 14"; in "zh": "7月14日周二" */
export function formatDay(date: string, locale: string): string {
  return formatter(dayFormats, locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(wallClock(date));
}

/** formatClock("13:30", "en") => "1:30 PM"; in "zh": "13:30" */
export function formatClock(time: string, locale: string): string {
  return formatter(clockFormats, locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(wallClock('2026-01-01', time));
}
