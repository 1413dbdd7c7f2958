import { describe, expect, it } from 'vitest';
import { conferenceTime, formatClock, formatDay, offsetAt, offsetLabel, offsetMinutes, offsetText } from '../../../src/lib/conferenceTime';

describe('conferenceTime', () => {
  it("reads the venue's date and time as written, not the reader's or UTC's", () => {
    expect(conferenceTime('2026-07-14T23:30:00-07:00')).toEqual({ date: '2026-07-14', time: '23:30', offset: '-07:00' });
    expect(conferenceTime('2026-07-14T09:05Z')).toEqual({ date: '2026-07-14', time: '09:05', offset: 'Z' });
  });

  it('reads nothing from what is not a full time with an offset', () => {
    for (const bad of [undefined, '', '2026-07-14', '2026-07-14T11:00:00', 'Tuesday']) expect(conferenceTime(bad)).toBeUndefined();
  });
});

describe('offsetLabel', () => {
  it('says the offset the way people read it', () => {
    expect(offsetLabel('-07:00')).toBe('UTC−7');
    expect(offsetLabel('+09:00')).toBe('UTC+9');
    expect(offsetLabel('+05:30')).toBe('UTC+5:30');
    expect(offsetLabel('Z')).toBe('UTC');
    expect(offsetLabel('+00:00')).toBe('UTC');
  });
});

describe('formatDay and formatClock', () => {
  it("write the venue's day and time in the reader's language, unshifted by the reader's zone", () => {
    expect(formatDay('2026-07-14', 'en')).toBe('Tue, Jul 14');
    expect(formatClock('13:30', 'en')).toBe('1:30 PM');
    expect(formatClock('13:30', 'zh')).toBe('13:30');
    expect(formatDay('2026-07-14', 'zh')).toMatch(/7月14日/);
  });
});

describe('offsetMinutes and offsetText', () => {
  it('read an offset as minutes and write minutes as an offset, each the other\'s inverse', () => {
    expect(offsetMinutes('-07:00')).toBe(-420);
    expect(offsetMinutes('+05:30')).toBe(330);
    expect(offsetMinutes('Z')).toBe(0);
    expect(offsetText(-420)).toBe('-07:00');
    expect(offsetText(345)).toBe('+05:45');
    for (const minutes of [-720, -570, 0, 60, 330, 840]) expect(offsetMinutes(offsetText(minutes))).toBe(minutes);
  });
});

describe('offsetAt', () => {
  it("gives a zone's offset at an instant, summer time included", () => {
    expect(offsetAt(Date.parse('2026-07-14T18:00:00Z'), 'America/Vancouver')).toBe(-420);
    expect(offsetAt(Date.parse('2026-12-14T18:00:00Z'), 'America/Vancouver')).toBe(-480);
    expect(offsetAt(Date.parse('2026-07-14T18:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });
});
