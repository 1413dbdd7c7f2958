import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentationsById, scheduleFileOf, validateScheduleFile } from '../../../../src/lib/schedule/scheduleFile';
import type { Presentation } from '../../../../src/lib/types';

const POSTER_1: Presentation = { type: 'poster', session: 'Poster Session 1', start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T13:00:00-07:00', room: 'Hall A' };
const ORAL: Presentation = { type: 'oral', session: 'Oral 1A', start: '2026-07-14T10:00:00-07:00', end: '2026-07-14T10:15:00-07:00', room: 'Ballroom' };

describe('scheduleFileOf', () => {
  it('writes each session once, the papers pointing at it with their boards, and leaves out papers without presentations', () => {
    const file = scheduleFileOf([
      { id: 'a', presentations: [ORAL, { ...POSTER_1, posterPosition: '10' }] },
      { id: 'bare' },
      { id: 'b', presentations: [{ ...POSTER_1, posterPosition: '2' }] },
      { id: 'none', presentations: [] },
    ]);
    expect(file).toEqual({ version: 1, sessions: [ORAL, POSTER_1], ids: ['a', 'b'], presentations: [[[0], [1, '10']], [[1, '2']]] });
  });

  it('gives back every presentation whole (property)', () => {
    const text = fc.option(fc.constantFrom('poster', 'oral', 'Poster Session 1', '2026-07-14T11:00:00-07:00', 'Hall A', '12'), { nil: undefined });
    const presentation = fc.record({ type: text, session: text, start: text, end: text, room: text, posterPosition: text }).map((p) =>
      Object.fromEntries(Object.entries(p).filter(([, value]) => value !== undefined)) as Presentation,
    );
    const papers = fc.uniqueArray(fc.record({ id: fc.stringMatching(/^[a-z]{1,6}$/), presentations: fc.array(presentation, { maxLength: 3 }) }), { selector: (p) => p.id });
    fc.assert(
      fc.property(papers, (list) => {
        const file = validateScheduleFile(JSON.parse(JSON.stringify(scheduleFileOf(list))), 'schedule.json');
        const byId = presentationsById(file);
        for (const paper of list) expect(byId.get(paper.id) ?? []).toEqual(paper.presentations);
      }),
    );
  });
});

describe('validateScheduleFile', () => {
  const valid = () => scheduleFileOf([{ id: 'a', presentations: [{ ...POSTER_1, posterPosition: '2' }] }]) as unknown as Record<string, unknown>;

  it('accepts a file the build writes', () => {
    expect(validateScheduleFile(valid(), 'schedule.json')).toEqual(valid());
  });

  it.each([
    ['a newer version', (f: Record<string, unknown>) => (f.version = 2), 'schedule.json: unsupported version 2 (this app reads version 1)'],
    ['a session field that is not text', (f: Record<string, unknown>) => ((f.sessions as Record<string, unknown>[])[0]!.start = 5), 'schedule.json: sessions[0].start must be a string (got a number)'],
    ['an unknown session field', (f: Record<string, unknown>) => ((f.sessions as Record<string, unknown>[])[0]!.posterPosition = '2'), 'schedule.json: sessions[0].posterPosition is not a field of a session'],
    ['a session the file does not have', (f: Record<string, unknown>) => (f.presentations = [[[3]]]), 'schedule.json: presentations[0][0][0] is 3, but there are 1 sessions'],
    ['a presentation of the wrong shape', (f: Record<string, unknown>) => (f.presentations = [[[0, '2', 'x']]]), 'schedule.json: presentations[0][0] must be [session] or [session, poster board]'],
    ['an empty poster board', (f: Record<string, unknown>) => (f.presentations = [[[0, '']]]), 'schedule.json: presentations[0][0][1] is empty'],
    ['presentations for fewer papers than ids', (f: Record<string, unknown>) => (f.presentations = []), 'schedule.json: presentations has 0 entries for 1 ids'],
    ['a repeated id', (f: Record<string, unknown>) => ((f.ids = ['a', 'a']), (f.presentations = [[], []])), 'schedule.json: ids[1] "a" duplicates ids[0]'],
  ])('rejects %s, naming the file and the place', (_, change, message) => {
    const file = valid();
    change(file);
    expect(() => validateScheduleFile(file, 'schedule.json')).toThrow(message);
  });
});
