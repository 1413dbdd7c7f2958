import { describe, expect, it } from 'vitest';
import { conferenceTime, formatClock, formatDay, offsetLabel } from '../../../src/lib/conferenceTime';

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
