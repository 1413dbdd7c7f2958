// A saved paper as the schedule shows it, and the join that makes them.
import { authorName } from '../../lib/authors';
import type { ReadingEntry, ReadingStatus } from '../../lib/library/types';
import { buildSchedule, type Schedule } from '../../lib/schedule/schedule';
import { presentationsById, type ScheduleFile } from '../../lib/schedule/scheduleFile';
import { plainTitle } from '../../lib/titleMarkup';
import type { ListFile, ListPaper, Presentation, TitleSource } from '../../lib/types';

export interface PlannedPaper {
  id: string;
  /** As plain text (a published title's TeX as its words). */
  title: string;
  /** Unknown for a saved paper that is not (or not yet) in the list: treated as derived. */
  titleSource?: TitleSource;
  /** The authors' names, in order. */
  authors: readonly string[];
  presentations: readonly Presentation[];
  /** The reader's status and note; absent on a schedule someone shared. */
  status?: ReadingStatus;
  note?: string;
}

/** How many of the list's papers plannedPaperSteps looks through between two pauses. */
export const PAPERS_PER_PAUSE = 1_000;

/**
 * The papers to plan: the shared ids, or the reader's saved papers with their statuses and notes, in
 * order; each with its title and authors from the list (a saved paper the list no longer has keeps its
 * saved title) and its presentations from schedule.json. A step at a time for runInSlices (src/lib/slices.ts),
 * pausing every PAPERS_PER_PAUSE papers of the list and of the schedule: at 7,000 papers the whole join,
 * code not yet compiled, was a single 25–50 ms piece of work on a 4× slowed phone.
 */
export function* plannedPaperSteps(list: ListFile, file: ScheduleFile, sharedIds: readonly string[] | null, entries: readonly ReadingEntry[]): Generator<void, PlannedPaper[]> {
  const ids = sharedIds ?? entries.map((entry) => entry.id);
  const wanted = new Set(ids);
  const listed = new Map<string, ListPaper>();
  for (let i = 0; i < list.papers.length; i++) {
    if (i > 0 && i % PAPERS_PER_PAUSE === 0) yield;
    const paper = list.papers[i] as ListPaper;
    if (wanted.has(paper.id)) listed.set(paper.id, paper);
  }
  const presentations = new Map<string, Presentation[]>();
  for (let start = 0; start < file.ids.length; start += PAPERS_PER_PAUSE) {
    yield;
    for (const [id, shown] of presentationsById(file, wanted, start, start + PAPERS_PER_PAUSE)) presentations.set(id, shown);
  }
  const saved = new Map(sharedIds === null ? entries.map((entry) => [entry.id, entry]) : []);
  return ids.flatMap((id): PlannedPaper[] => {
    const paper = listed.get(id);
    const entry = saved.get(id);
    // A shared id the list does not have has no title to show (the shared reading list says so).
    if (paper === undefined && entry === undefined) return [];
    return [{
      id,
      title: paper === undefined ? (entry as ReadingEntry).title : plainTitle(paper),
      ...(paper === undefined ? {} : { titleSource: paper.titleSource }),
      authors: (paper?.authors ?? []).map(authorName),
      presentations: presentations.get(id) ?? [],
      ...(entry === undefined ? {} : { status: entry.status, note: entry.note }),
    }];
  });
}

/** The papers to plan and their schedule. */
export interface Plan {
  papers: PlannedPaper[];
  schedule: Schedule;
}

/**
 * plannedPaperSteps, then the papers' schedule (src/lib/schedule/schedule.ts) in a step of its own: built
 * in the schedule page's first render, its code not yet compiled, it made that render 35–70 ms on a 4×
 * slowed phone at 200 saved papers.
 */
export function* planSteps(list: ListFile, file: ScheduleFile, sharedIds: readonly string[] | null, entries: readonly ReadingEntry[]): Generator<void, Plan> {
  const papers = yield* plannedPaperSteps(list, file, sharedIds, entries);
  yield;
  return { papers, schedule: buildSchedule(papers) };
}
