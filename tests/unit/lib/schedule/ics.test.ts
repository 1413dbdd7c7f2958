// The calendar file, read back by a maintained iCalendar parser (ical.js), not by string checks.
import ICAL from 'ical.js';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarFile, escapeText, exportableEvents, foldLine, presentationUid, utcStamp, type CalendarEvent } from '../../../../src/lib/schedule/ics';
import { paperEvents, type EventWording } from '../../../../src/lib/schedule/paperEvents';

// Any text, and text made of what is hard to write: the characters TEXT escapes, line breaks, and
// characters of one to four octets in UTF-8, so that folds fall inside them as often as between them.
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom('a', ' ', '\\', ';', ',', '\n', '\r\n', 'é', '論', '😀'), maxLength: 200 }),
);

const OPTIONS = { prodId: '-//Paper Explorer//ICML 2026//EN', stamp: new Date('2026-07-01T08:00:00Z') };

const ORAL: CalendarEvent = {
  uid: 'toolorchestra.oral@papers.example.org',
  start: '2026-07-14T11:00:00-07:00',
  end: '2026-07-14T11:15:00-07:00',
  summary: 'ToolOrchestra: Elevating Intelligence via Efficient Model and Tool Orchestration',
  location: 'West Ballroom A, Poster #2504',
  description: 'Hongjin Su, Shizhe Diao\nhttps://papers.example.org/paper/toolorchestra',
  url: 'https://papers.example.org/paper/toolorchestra',
};

/** The file's events as ical.js reads them. */
function read(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        start: event.startDate.toJSDate().toISOString(),
        end: component.hasProperty('dtend') ? event.endDate.toJSDate().toISOString() : undefined,
        summary: event.summary,
        location: event.location,
        description: event.description,
        url: component.getFirstPropertyValue('url'),
        stamp: (component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
      };
    }),
  };
}

describe('calendarFile', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedTz;
  });

  it('writes VERSION 2.0, PRODID and one event per presentation, at the instant the venue gave', () => {
    const file = calendarFile([ORAL, { ...ORAL, uid: 'x.poster@papers.example.org', start: '2026-07-15T14:30:00+09:00', end: '2026-07-15T16:00:00+09:00' }], OPTIONS);
    const { calendar, events } = read(file);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(OPTIONS.prodId);
    expect(events).toEqual([
      {
        uid: ORAL.uid,
        start: '2026-07-14T18:00:00.000Z',
        end: '2026-07-14T18:15:00.000Z',
        summary: ORAL.summary,
        location: ORAL.location,
        description: ORAL.description,
        url: ORAL.url,
        stamp: '2026-07-01T08:00:00.000Z',
      },
      expect.objectContaining({ uid: 'x.poster@papers.example.org', start: '2026-07-15T05:30:00.000Z', end: '2026-07-15T07:00:00.000Z' }),
    ]);
  });

  it.each(['America/New_York', 'Asia/Seoul', 'UTC'])('writes the same instants with the machine in %s', (zone) => {
    process.env.TZ = zone;
    expect(new Date('2026-07-14T12:00:00').getTimezoneOffset()).toBe({ 'America/New_York': 240, 'Asia/Seoul': -540, UTC: 0 }[zone]);
    const file = calendarFile([ORAL], OPTIONS);
    expect(file).toContain('\r\nDTSTART:20260714T180000Z\r\n');
    expect(read(file).events[0]?.start).toBe('2026-07-14T18:00:00.000Z');
  });

  it('ends every line with CRLF, folds none longer than 75 octets, and reads back any text as written', () => {
    fc.assert(
      fc.property(text, text, (summary, location) => {
        const file = calendarFile([{ ...ORAL, summary, location }], OPTIONS);
        expect(file.endsWith('\r\n')).toBe(true);
        const lines = file.slice(0, -2).split('\r\n');
        for (const line of lines) {
          expect(line).not.toMatch(/[\r\n]/);
          expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
        }
        // What was folded reads back whole.
        const [event] = read(file).events;
        expect(event?.summary).toBe(summary.replace(/\r\n|\r/g, '\n'));
        expect(event?.location ?? '').toBe(location.replace(/\r\n|\r/g, '\n'));
      }),
    );
  });

  it('gives a presentation the same UID in every export, and each export its own DTSTAMP', () => {
    const first = read(calendarFile([ORAL], OPTIONS)).events[0];
    const later = read(calendarFile([{ ...ORAL, start: '2026-07-14T13:00:00-07:00', end: '2026-07-14T13:15:00-07:00' }], { ...OPTIONS, stamp: new Date('2026-07-10T00:00:00Z') })).events[0];
    expect(later?.uid).toBe(first?.uid);
    expect(later?.stamp).not.toBe(first?.stamp);
  });

  it('leaves out a presentation whose time has no offset, or whose end is not after its start, and an address that is not http(s)', () => {
    const noOffset = { ...ORAL, uid: 'a@x', start: '2026-07-14T11:00:00' };
    const backwards = { ...ORAL, uid: 'b@x', end: '2026-07-14T10:00:00-07:00' };
    const instant = { ...ORAL, uid: 'c@x', end: ORAL.start };
    const script = { ...ORAL, uid: 'd@x', url: 'javascript:alert(1)' };
    expect(exportableEvents([noOffset, backwards, instant, script]).left).toEqual([noOffset, backwards, instant]);
    const { events } = read(calendarFile([noOffset, backwards, instant, script], OPTIONS));
    expect(events.map((event) => [event.uid, event.url])).toEqual([['d@x', null]]);
  });

  it('writes a presentation without an end as one without DTEND', () => {
    const noEnd: CalendarEvent = { ...ORAL };
    delete noEnd.end;
    const [event] = read(calendarFile([noEnd], OPTIONS)).events;
    expect(event?.start).toBe('2026-07-14T18:00:00.000Z');
    expect(event?.end).toBeUndefined();
  });
});

describe('the pieces', () => {
  it('escapes what TEXT reserves', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets, continuing with a space, and leaves a short line alone', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // Three-octet characters: 25 fill the first line, 24 each next one (after the space).
    expect(foldLine('論'.repeat(50)).split('\r\n').map((line) => new TextEncoder().encode(line).length)).toEqual([75, 73, 4]);
  });

  it('writes instants in UTC, and none for a time without an offset', () => {
    expect(utcStamp('2026-07-14T23:30:00-07:00')).toBe('20260715T063000Z');
    expect(utcStamp('2026-07-14T11:00:00Z')).toBe('20260714T110000Z');
    expect(utcStamp('2026-07-14T11:00:00')).toBeUndefined();
    expect(utcStamp('tomorrow')).toBeUndefined();
  });

  it('makes UIDs from the paper, the kind and which of that kind, and the site', () => {
    expect(presentationUid('toolorchestra', 'oral', 0, 'papers.example.org')).toBe('toolorchestra.oral@papers.example.org');
    expect(presentationUid('toolorchestra', 'Poster', 1, 'papers.example.org')).toBe('toolorchestra.poster-2@papers.example.org');
    expect(presentationUid('x', undefined, 0, 'h')).toBe('x.presentation@h');
  });
});

describe('paperEvents', () => {
  const wording: EventWording = { poster: (position) => `Poster #${position}`, kind: (type) => (type === 'oral' ? 'Oral: ' : '') };
  const site = { host: 'papers.example.org', paperUrl: (id: string) => `https://papers.example.org/paper/${id}` };

  it('makes an oral two events, its talk and its poster, with the room, the board, the authors and the link', () => {
    const events = paperEvents(
      {
        id: 'toolorchestra',
        title: 'ToolOrchestra',
        authors: [{ name: 'Hongjin Su' }, { name: 'Shizhe Diao' }],
        presentations: [
          { type: 'oral', session: 'Oral 1A', start: '2026-07-14T10:00:00-07:00', end: '2026-07-14T10:15:00-07:00', room: 'West Ballroom A' },
          { type: 'poster', session: 'Poster Session 1', start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T13:30:00-07:00', room: 'East Hall', posterPosition: '2504' },
          { type: 'poster', session: 'Poster Session 9' },
        ],
      },
      wording,
      site,
    );
    expect(events).toEqual([
      {
        uid: 'toolorchestra.oral@papers.example.org',
        start: '2026-07-14T10:00:00-07:00',
        end: '2026-07-14T10:15:00-07:00',
        summary: 'Oral: ToolOrchestra',
        location: 'West Ballroom A',
        description: 'Hongjin Su, Shizhe Diao\nOral 1A\nhttps://papers.example.org/paper/toolorchestra',
        url: 'https://papers.example.org/paper/toolorchestra',
      },
      expect.objectContaining({ uid: 'toolorchestra.poster@papers.example.org', summary: 'ToolOrchestra', location: 'East Hall, Poster #2504' }),
    ]);
  });
});
