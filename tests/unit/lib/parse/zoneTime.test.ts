import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTimeZone, withZoneOffset } from '../../../../src/lib/parse/zoneTime';

/** The wall clock an instant shows in a zone: "2026-07-14T11:00:00". */
function wallClock(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

describe('withZoneOffset', () => {
  it("writes the offset the zone had on that day, summer time included", () => {
    expect(withZoneOffset('2026-07-14 11:00', 'America/Vancouver')).toBe('2026-07-14T11:00:00-07:00');
    expect(withZoneOffset('2026-12-01T11:00:00', 'America/Vancouver')).toBe('2026-12-01T11:00:00-08:00');
    expect(withZoneOffset('2026-12-01T09:30:00', 'Asia/Seoul')).toBe('2026-12-01T09:30:00+09:00');
    expect(withZoneOffset('2026-05-01T09:30', 'Asia/Kolkata')).toBe('2026-05-01T09:30:00+05:30');
    expect(withZoneOffset('2026-05-01T09:30', 'Asia/Kathmandu')).toBe('2026-05-01T09:30:00+05:45');
    expect(withZoneOffset('2026-05-01T09:30', 'UTC')).toBe('2026-05-01T09:30:00+00:00');
  });

  it('gives the instant whose wall clock in the zone is the one written, for any time the clocks show', () => {
    const zones = ['America/New_York', 'America/Vancouver', 'Europe/Vienna', 'Asia/Seoul', 'Australia/Sydney', 'Asia/Kolkata'];
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }), fc.constantFrom(...zones), (date, zone) => {
        const local = date.toISOString().slice(0, 19);
        const iso = withZoneOffset(local, zone);
        expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        const shown = wallClock(iso as string, zone);
        // A time the clocks skip when summer time starts is shown an hour later; any other as written.
        if (shown !== local) expect(Date.parse(`${shown}Z`) - Date.parse(`${local}Z`)).toBe(3_600_000);
      }),
    );
  });

  it('reads a time the clocks skip with the offset before the change', () => {
    // 2026-03-08 02:30 does not exist in New York (02:00 became 03:00).
    expect(withZoneOffset('2026-03-08T02:30:00', 'America/New_York')).toBe('2026-03-08T02:30:00-05:00');
  });

  it('gives nothing for a time it cannot read or a zone Intl does not know', () => {
    expect(withZoneOffset('14 July 2026, 11:00', 'Asia/Seoul')).toBeUndefined();
    expect(withZoneOffset('2026-07-14T11:00:00-07:00', 'Asia/Seoul')).toBeUndefined();
    expect(withZoneOffset('2026-07-14T11:00:00', 'Mars/Olympus')).toBeUndefined();
    expect(isTimeZone('Asia/Seoul')).toBe(true);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
