import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchedule, comparePosition, nowAndNext, type SchedulePaper } from '../../../../src/lib/schedule/schedule';

const at = (day: number, time: string) => `2026-07-${day}T${time}:00-07:00`;
const poster = (session: string, day: number, from: string, to: string, posterPosition?: string) => ({
  type: 'poster', session, start: at(day, from), end: at(day, to), room: 'East Hall', ...(posterPosition ? { posterPosition } : {}),
});
const oral = (session: string, day: number, from: string, to: string) => ({ type: 'oral', session, start: at(day, from), end: at(day, to), room: 'Ballroom A' });

const PAPERS: SchedulePaper[] = [
  { id: 'late-poster', presentations: [poster('Poster Session 3', 15, '11:00', '13:30', '10')] },
  { id: 'an-oral', presentations: [oral('Oral 2A', 15, '10:00', '10:15'), poster('Poster Session 3', 15, '11:00', '13:30', '2')] },
  { id: 'no-time', presentations: [{ type: 'poster', session: 'Poster Session 9' }] },
  { id: 'clash', presentations: [oral('Oral 3B', 15, '11:30', '11:45')] },
  { id: 'first-day', presentations: [poster('Poster Session 1', 14, '11:00', '13:30')] },
  { id: 'bare' },
];

describe('buildSchedule', () => {
  const schedule = buildSchedule(PAPERS);

  it('groups presentations by the venue day and session, in time order; an oral shows its talk and its poster', () => {
    expect(schedule.days.map((day) => [day.date, day.slots.map((slot) => [slot.session, slot.items.map((item) => item.paperId)])])).toEqual([
      ['2026-07-14', [['Poster Session 1', ['first-day']]]],
      [
        '2026-07-15',
        [
          ['Oral 2A', ['an-oral']],
          ['Poster Session 3', ['an-oral', 'late-poster']],
          ['Oral 3B', ['clash']],
        ],
      ],
    ]);
  });

  it('keeps the papers without any time apart, in the order given', () => {
    expect(schedule.untimed).toEqual(['no-time', 'bare']);
  });

  it('sorts a session by poster board in natural order: #2 before #10', () => {
    expect(comparePosition('2', '10')).toBeLessThan(0);
    expect(comparePosition('A9', 'A10')).toBeLessThan(0);
    expect(comparePosition(undefined, '1')).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(5000), { minLength: 1, maxLength: 30 }), (boards) => {
        const papers = boards.map((board) => ({ id: `p${board}`, presentations: [poster('Poster Session 1', 14, '11:00', '13:30', String(board))] }));
        const slot = buildSchedule(papers).days[0]?.slots[0];
        expect(slot?.items.map((item) => Number(item.presentation.posterPosition))).toEqual([...boards].sort((a, b) => a - b));
      }),
    );
  });

  it('counts the papers at the same time where sessions overlap, and flags none in a session alone', () => {
    const [, day15] = schedule.days;
    const bySession = Object.fromEntries(day15!.slots.map((slot) => [slot.session, slot.atSameTime]));
    // Poster Session 3 (11:00–13:30: an-oral, late-poster) and Oral 3B (11:30–11:45: clash) overlap.
    expect(bySession).toEqual({ 'Oral 2A': 0, 'Poster Session 3': 3, 'Oral 3B': 3 });
    expect(schedule.days[0]!.slots[0]!.atSameTime).toBe(0);
  });

  it('reads times on the venue clock: a session at 23:30 in UTC−7 is on that day, not the next', () => {
    const late = buildSchedule([{ id: 'x', presentations: [poster('Night', 14, '23:30', '23:50')] }]);
    expect(late.days[0]?.date).toBe('2026-07-14');
  });
});

describe('nowAndNext', () => {
  const schedule = buildSchedule(PAPERS);
  const instant = (iso: string) => new Date(iso);

  it('before the first day, gives that day', () => {
    const state = nowAndNext(schedule, instant('2026-07-13T23:59:00-07:00'));
    expect(state.phase).toBe('before');
    expect(state.phase === 'before' && state.firstDay.date).toBe('2026-07-14');
  });

  it('during the days, says what is on now and what starts next', () => {
    const state = nowAndNext(schedule, instant('2026-07-15T11:35:00-07:00'));
    expect(state.phase).toBe('during');
    if (state.phase !== 'during') return;
    expect(state.now.map((slot) => slot.session)).toEqual(['Poster Session 3', 'Oral 3B']);
    expect(state.next).toEqual([]);
    const morning = nowAndNext(schedule, instant('2026-07-14T08:00:00-07:00'));
    expect(morning.phase === 'during' && [morning.now, morning.next.map((slot) => slot.session)]).toEqual([[], ['Poster Session 1']]);
  });

  it('after the last session has ended, says nothing', () => {
    expect(nowAndNext(schedule, instant('2026-07-15T13:30:00-07:00')).phase).toBe('after');
    expect(nowAndNext(buildSchedule([{ id: 'bare' }]), instant('2026-07-15T00:00:00Z')).phase).toBe('none');
  });
});
