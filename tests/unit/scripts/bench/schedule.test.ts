import { describe, expect, it } from 'vitest';
import {
  LIBRARY_KEY, renderScheduleSection, savedLibrary, scheduleTable, spread, summarizeSchedule, type ScheduleResult, type ScheduleRun, type Visit,
} from '../../../../scripts/bench/schedule';
import { LIBRARY_KEY as APP_LIBRARY_KEY } from '../../../../src/features/library/libraryStore';
import { loadStored } from '../../../../src/features/library/loadStored';

const papers = Array.from({ length: 10 }, (_, i) => ({ id: `paper-${i}`, title: `Paper${i}: a method for things` }));

describe('spread', () => {
  it('picks indexes evenly apart, the first included', () => {
    expect(spread(10, 3)).toEqual([0, 3, 6]);
    expect(spread(3, 3)).toEqual([0, 1, 2]);
    expect(spread(7_000, 200).slice(0, 3)).toEqual([0, 35, 70]);
    expect(new Set(spread(7_000, 200)).size).toBe(200);
  });
});

describe('savedLibrary', () => {
  it('is stored where the app reads its library', () => {
    expect(LIBRARY_KEY).toBe(APP_LIBRARY_KEY);
  });

  it('is a library the app loads whole: no issue, nothing dropped, in the order saved', () => {
    const loaded = loadStored({ ok: true, text: savedLibrary(papers, 5) }, Date.UTC(2026, 6, 1));
    expect(loaded.issues).toEqual([]);
    expect(loaded.migrated).toBe(false);
    expect(loaded.data.readingList.map((entry) => entry.id)).toEqual(['paper-0', 'paper-2', 'paper-4', 'paper-6', 'paper-8']);
  });

  it('gives the entries statuses in turn and a note to every fourth', () => {
    const { readingList } = loadStored({ ok: true, text: savedLibrary(papers, 8) }, 0).data;
    expect(readingList.map((entry) => entry.status)).toEqual(['to-read', 'reading', 'read', 'to-read', 'reading', 'read', 'to-read', 'reading']);
    expect(readingList.map((entry) => entry.note !== '')).toEqual([false, false, false, true, false, false, false, true]);
    expect(readingList[3]?.note).toBe('Ask the authors about Paper3; compare with the poster before it.');
    expect(readingList[0]?.statusChangedAt).toBe(0);
    expect(readingList[1]?.statusChangedAt).toBeGreaterThan(readingList[1]?.addedAt ?? Infinity);
  });

  it('refuses more papers than the list has, or none', () => {
    expect(() => savedLibrary(papers, 11)).toThrow('savedLibrary: 11 papers to save, but the list has 10');
    expect(() => savedLibrary(papers, 0)).toThrow('savedLibrary: count must be a whole number ≥ 1, got 0');
  });
});

const run = (rendered: number, durations: number[], complete: number | null = rendered + 500): ScheduleRun => ({
  rendered,
  complete,
  items: 250,
  itemsAfter: 250,
  longTasks: durations.map((duration, i) => ({ start: i * 500, duration })),
  longFrames: [],
});

describe('summarizeSchedule', () => {
  it('takes each load’s longest task and its tasks over 50 ms, and their medians', () => {
    expect(summarizeSchedule([run(900, [80, 51, 50]), run(1_100, [], null), run(1_000, [60])])).toEqual({
      longest: [80, 0, 60],
      longestMedian: 60,
      overBudget: [2, 0, 1],
      overBudgetMedian: 1,
      rendered: [900, 1_100, 1_000],
      renderedMedian: 1_000,
      // The load that never drew the whole schedule has no time for it.
      complete: [1_400, 1_500],
      completeMedian: 1_450,
    });
  });

  it('has no medians without loads', () => {
    expect(summarizeSchedule([])).toMatchObject({ longestMedian: null, overBudgetMedian: null, renderedMedian: null });
  });
});

const result = (profile: string, runs: ScheduleRun[], notes: string[] = [], visit: Visit = 'first'): ScheduleResult => ({ papers: 7_000, saved: 200, profile, visit, runs, notes });

describe('scheduleTable', () => {
  it('has a column per profile and visit, each cell the median and then each load', () => {
    const table = scheduleTable([result('desktop', [run(1_687, [40]), run(1_922, [38])]), result('mobile', [run(10_605, [1_611, 60]), run(8_937, [955])], [], 'returning')]);
    expect(table.split('\n')).toEqual([
      '| | 7,000 papers, 200 saved, desktop, first visit | 7,000 papers, 200 saved, mobile, returning visit |',
      '| --- | --- | --- |',
      '| `/schedule`: navigation → schedule shown (median; each load) | 1.80 s (1687, 1922) | 9.77 s (10605, 8937) |',
      '| navigation → the whole schedule drawn (median; each load) | 2.30 s (2187, 2422) | 10.27 s (11105, 9437) |',
      '| longest task, navigation → 2 s after the whole is drawn (median; each load; budget 50 ms) | 39.0 ms (40, 38) ✓ | 1.28 s (1611, 955) ✗ |',
      '| tasks over 50 ms (median; each load; budget 0) | 0 (0, 0) | 1.5 (2, 1) |',
    ]);
  });

  it('says n/a for a profile none of whose loads showed the schedule', () => {
    const rows = scheduleTable([result('mobile', [])]).split('\n').slice(2);
    expect(rows.map((row) => row.endsWith('| n/a |'))).toEqual([true, true, true, true]);
  });
});

describe('renderScheduleSection', () => {
  it('is a section with the table, how it was measured and the notes', () => {
    const section = renderScheduleSection([result('desktop', [run(1_000, [])], ['desktop: page error: boom'])], 1);
    expect(section).toMatch(/^## The schedule with saved papers\n\n\| \| 7,000 papers, 200 saved, desktop, first visit \|/);
    expect(section).toContain('`generateFeed(7,000)`');
    expect(section).toContain('1 fresh page loads');
    expect(section).toContain('- desktop: page error: boom');
  });

  it('is empty when the schedule was not measured', () => {
    expect(renderScheduleSection([], 3)).toBe('');
  });
});
