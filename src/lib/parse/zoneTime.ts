// Times a feed writes without a UTC offset ("2026-07-14 11:00"), read on the conference's clock: its IANA
// time zone ("America/Vancouver"), from the feed or from the data build's --timezone. Intl knows every
// zone's offsets, summer time included; nothing here hard-codes one.

import { offsetAt } from '../conferenceTime';

/** Whether Intl knows the zone: isTimeZone("Asia/Seoul") => true; isTimeZone("Mars/Olympus") => false */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.trim() !== '';
  } catch {
    return false;
  }
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * A wall-clock time without an offset, given the offset the zone had then; undefined when it is not
 * such a time. A time the clocks skip (spring forward) is read with the offset before the change.
 *   withZoneOffset("2026-07-14 11:00", "America/Vancouver") => "2026-07-14T11:00:00-07:00"
 *   withZoneOffset("2026-12-01T09:30:00", "Asia/Seoul") => "2026-12-01T09:30:00+09:00"
 */
export function withZoneOffset(local: string, zone: string): string | undefined {
  const match = LOCAL.exec(local.trim());
  if (match === null || !isTimeZone(zone)) return undefined;
  const [, year, month, day, hour, minute, second = '00'] = match as unknown as string[];
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  // The instant is the wall clock less the offset, and the offset depends on the instant: twice is
  // enough, as offsets change at most once within a day or so.
  let offset = offsetAt(wall, zone);
  offset = offsetAt(wall - offset * 60_000, zone);
  if (offsetAt(wall - offset * 60_000, zone) !== offset) offset = offsetAt(wall - offset * 60_000 - 3_600_000, zone);
  const sign = offset < 0 ? '-' : '+';
  const size = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}
