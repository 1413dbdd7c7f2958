import { afterEach, describe, expect, it, vi } from 'vitest';
import { isKnownPresentationType, presentationWhen, readerWhen, readerZone, virtualSiteEvent } from '../../../src/lib/presentationWhen';

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

describe('readerWhen', () => {
  const POSTER = { start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T13:00:00-07:00' };

  it("says the time on the reader's clock, its day and offset, when it is not the venue's", () => {
    expect(readerWhen(POSTER, 'en', 'Asia/Seoul')).toEqual({ day: 'Wed, Jul 15', start: '3:00 AM', end: '5:00 AM', offset: 'UTC+9' });
    expect(readerWhen(POSTER, 'en', 'America/New_York')).toEqual({ day: 'Tue, Jul 14', start: '2:00 PM', end: '4:00 PM', offset: 'UTC−4' });
    expect(readerWhen(POSTER, 'en', 'Asia/Kolkata')).toEqual({ day: 'Tue, Jul 14', start: '11:30 PM', end: '1:30 AM', endDay: 'Wed, Jul 15', offset: 'UTC+5:30' });
  });

  it("says nothing for a reader on the venue's clock, or without a start; the start alone without a readable end", () => {
    expect(readerWhen(POSTER, 'en', 'America/Vancouver')).toBeUndefined();
    expect(readerWhen({ end: POSTER.end }, 'en', 'Asia/Seoul')).toBeUndefined();
    expect(readerWhen({ start: POSTER.start, end: '2026-07-14T09:00:00-07:00' }, 'en', 'UTC')).toEqual({ day: 'Tue, Jul 14', start: '6:00 PM', offset: 'UTC' });
  });
});

describe('readerZone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks Temporal where the browser has it, building no date formatter', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Seoul' } });
    const RealFormat = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made += 1;
      return new RealFormat(...args);
    } as typeof Intl.DateTimeFormat;
    try {
      expect(readerZone()).toBe('Asia/Seoul');
      expect(made).toBe(0);
    } finally {
      Intl.DateTimeFormat = RealFormat;
    }
  });

  it('asks Intl where there is no Temporal', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(readerZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
