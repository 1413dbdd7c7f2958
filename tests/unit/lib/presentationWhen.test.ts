import { describe, expect, it } from 'vitest';
import { isKnownPresentationType, presentationWhen, virtualSiteEvent } from '../../../src/lib/presentationWhen';

describe('presentationWhen', () => {
  it("says a presentation's day, start and end on the venue's clock, with the offset", () => {
    expect(presentationWhen({ start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T13:00:00-07:00' }, 'en')).toEqual({
      day: 'Tue, Jul 14', start: '11:00 AM', end: '1:00 PM', offset: 'UTC−7',
    });
    expect(presentationWhen({ start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T13:00:00-07:00' }, 'zh')).toMatchObject({ start: '11:00', end: '13:00' });
  });

  it("names the end's day when a session runs past midnight", () => {
    expect(presentationWhen({ start: '2026-07-14T23:30:00+09:00', end: '2026-07-15T00:30:00+09:00' }, 'en')).toEqual({
      day: 'Tue, Jul 14', start: '11:30 PM', end: '12:30 AM', endDay: 'Wed, Jul 15', offset: 'UTC+9',
    });
  });

  it('says the start alone without a readable end, or an end on another clock; nothing without a start', () => {
    expect(presentationWhen({ start: '2026-07-14T11:00:00-07:00' }, 'en')).toEqual({ day: 'Tue, Jul 14', start: '11:00 AM', offset: 'UTC−7' });
    expect(presentationWhen({ start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T20:00:00Z' }, 'en')).not.toHaveProperty('end');
    expect(presentationWhen({ end: '2026-07-14T13:00:00-07:00' }, 'en')).toBeUndefined();
    expect(presentationWhen({ start: 'Tuesday morning' }, 'en')).toBeUndefined();
  });
});

describe('virtualSiteEvent', () => {
  it("reads the kind of event from a virtual site's address", () => {
    expect(virtualSiteEvent('https://icml.cc/virtual/2026/poster/41028')).toBe('poster');
    expect(virtualSiteEvent('https://neurips.cc/virtual/2025/Oral/123')).toBe('oral');
    expect(virtualSiteEvent('https://iclr.cc/virtual/2026/spotlight/9')).toBe('spotlight');
  });

  it('reads nothing from another kind of page or address', () => {
    for (const url of ['https://icml.cc/virtual/2026/session/1', 'https://icml.cc/virtual/2026/poster', 'https://example.org/poster/1', 'not a url']) {
      expect(virtualSiteEvent(url)).toBeUndefined();
    }
  });
});

describe('isKnownPresentationType', () => {
  it('knows the types the interface names', () => {
    expect(['oral', 'spotlight', 'poster', 'invited talk', undefined].map(isKnownPresentationType)).toEqual([true, true, true, false, false]);
  });
});
