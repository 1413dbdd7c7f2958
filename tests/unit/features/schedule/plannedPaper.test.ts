// The schedule's join, a step at a time: the same papers whatever the list's size, with pauses through a
// conference's thousands of papers so that no slice of it is a long task.
import { describe, expect, it } from 'vitest';
import { PAPERS_PER_PAUSE, plannedPaperSteps, planSteps } from '../../../../src/features/schedule/plannedPaper';
import { buildSchedule } from '../../../../src/lib/schedule/schedule';
import type { ReadingEntry } from '../../../../src/lib/library/types';
import { scheduleFileOf } from '../../../../src/lib/schedule/scheduleFile';
import type { ListFile, ListPaper } from '../../../../src/lib/types';
import { listFixture } from '../../lib/fixtures/catalogFixture';

const POSTER = { type: 'poster', session: 'Poster Session 2', start: '2026-07-15T11:00:00-07:00', end: '2026-07-15T13:00:00-07:00', room: 'Hall A' };

// The fixture's papers, then `more` made-up ones, each with a poster.
function conference(more: number): ListFile {
  const list = listFixture();
  const template = list.papers[0] as ListPaper;
  const extra = Array.from({ length: more }, (_, i): ListPaper => ({ ...template, id: `p${i}`, title: `Paper ${i}`, authors: [`Author ${i}`] }));
  return { ...list, papers: [...list.papers, ...extra] };
}
const scheduleOf = (list: ListFile) => scheduleFileOf(list.papers.map((paper, i) => ({ id: paper.id, presentations: [{ ...POSTER, posterPosition: String(i + 1) }] })));
const entry = (id: string, title: string, rest: Partial<ReadingEntry> = {}): ReadingEntry => ({ id, title, addedAt: 1, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0, ...rest });

function run<T>(steps: Generator<void, T>): { value: T; pauses: number } {
  let pauses = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { value: step.value, pauses };
    pauses++;
  }
}

describe('plannedPaperSteps', () => {
  it("joins the saved papers, in the reading list's order, with their titles, authors, presentations, statuses and notes", () => {
    const list = conference(3);
    const entries = [entry('p2', 'Saved title', { status: 'reading', note: 'Go early' }), entry('gone', 'A paper that left'), entry('p0', 'Paper 0')];
    const { value } = run(plannedPaperSteps(list, scheduleOf(list), null, entries));
    const poster = (n: number) => [{ ...POSTER, posterPosition: String(list.papers.findIndex((paper) => paper.id === `p${n}`) + 1) }];
    expect(value).toEqual([
      { id: 'p2', title: 'Paper 2', titleSource: list.papers[0]!.titleSource, authors: ['Author 2'], presentations: poster(2), status: 'reading', note: 'Go early' },
      { id: 'gone', title: 'A paper that left', authors: [], presentations: [], status: 'to-read', note: '' },
      { id: 'p0', title: 'Paper 0', titleSource: list.papers[0]!.titleSource, authors: ['Author 0'], presentations: poster(0), status: 'to-read', note: '' },
    ]);
  });

  it('plans shared ids without statuses or notes, and leaves out an id the list does not have', () => {
    const list = conference(2);
    const { value } = run(plannedPaperSteps(list, scheduleOf(list), ['p1', 'nowhere'], [entry('p1', 'Paper 1', { note: 'mine' })]));
    expect(value.map((paper) => paper.id)).toEqual(['p1']);
    expect(value[0]).not.toHaveProperty('note');
    expect(value[0]).not.toHaveProperty('status');
  });

  it('pauses every thousand papers of the list and of the schedule, with the same result as in one go', () => {
    const list = conference(7_000);
    const file = scheduleOf(list);
    const entries = list.papers.filter((_, i) => i % 35 === 0).map((paper) => entry(paper.id, paper.title));
    const { value, pauses } = run(plannedPaperSteps(list, file, null, entries));
    expect(pauses).toBeGreaterThanOrEqual(2 * Math.floor(list.papers.length / PAPERS_PER_PAUSE));
    expect(value).toHaveLength(entries.length);
    expect(value.every((paper, i) => paper.id === entries[i]!.id && paper.presentations.length === 1)).toBe(true);
  });
});

describe('planSteps', () => {
  it('gives the joined papers and their schedule, built in a step after the join', () => {
    const list = conference(2_500);
    const file = scheduleOf(list);
    const entries = list.papers.filter((_, i) => i % 50 === 0).map((paper) => entry(paper.id, paper.title));
    const joined = run(plannedPaperSteps(list, file, null, entries));
    const planned = run(planSteps(list, file, null, entries));
    expect(planned.value).toEqual({ papers: joined.value, schedule: buildSchedule(joined.value) });
    expect(planned.value.schedule.days).toHaveLength(1);
    expect(planned.pauses).toBe(joined.pauses + 1);
  });
});
