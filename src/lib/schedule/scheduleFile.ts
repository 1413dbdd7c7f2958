// schedule.json: every presentation of every paper, whole (session, times, room, poster board), for the
// schedule page only: list.json carries what the search page's filters need, and the rest stays out of
// what the first results wait for. Each session's time and place is written once and the papers point to
// it, so that 7,000 papers' presentations come to a few hundred kilobytes, parsed in a few milliseconds.
import { checksFor } from '../loadPapers';
import type { Check } from '../loadPapers';
import type { Presentation } from '../types';
import { PAPERS_VERSION } from '../types';

/** A presentation without its poster board: what the papers of one session share. */
export type SessionPlace = Omit<Presentation, 'posterPosition'>;

export interface ScheduleFile {
  version: typeof PAPERS_VERSION;
  /** Each distinct session time and place, once, in the order first met. */
  sessions: SessionPlace[];
  /** The papers with at least one presentation, in list.json's order. */
  ids: string[];
  /** For each of `ids`, its presentations: an index into `sessions`, and the poster board when it has one. */
  presentations: ([session: number] | [session: number, posterPosition: string])[][];
}

/**
 * The file for papers in their order (papers without presentations are left out):
 *   scheduleFileOf([{ id: 'a', presentations: [{ type: 'poster', session: 'P1', posterPosition: '12' }] }, { id: 'b' }])
 *     => { version: 1, sessions: [{ type: 'poster', session: 'P1' }], ids: ['a'], presentations: [[[0, '12']]] }
 */
export function scheduleFileOf(papers: readonly { id: string; presentations?: readonly Presentation[] }[]): ScheduleFile {
  const sessions: SessionPlace[] = [];
  const indexOf = new Map<string, number>();
  const ids: string[] = [];
  const presentations: ScheduleFile['presentations'] = [];
  for (const paper of papers) {
    if (paper.presentations === undefined || paper.presentations.length === 0) continue;
    ids.push(paper.id);
    presentations.push(
      paper.presentations.map(({ posterPosition, ...place }) => {
        const key = JSON.stringify(place);
        let index = indexOf.get(key);
        if (index === undefined) {
          index = sessions.length;
          sessions.push(place);
          indexOf.set(key, index);
        }
        return posterPosition === undefined ? [index] : [index, posterPosition];
      }),
    );
  }
  return { version: PAPERS_VERSION, sessions, ids, presentations };
}

/**
 * Each paper's presentations, whole, by id; only those of `wanted` when given (a schedule of 200 papers
 * need not unpack 7,000), and of the papers from `from` to before `to` in the file's order:
 *   presentationsById(scheduleFileOf(papers)).get('a') => [{ type: 'poster', session: 'P1', posterPosition: '12' }]
 */
export function presentationsById(file: ScheduleFile, wanted?: ReadonlySet<string>, from = 0, to = file.ids.length): Map<string, Presentation[]> {
  const byId = new Map<string, Presentation[]>();
  for (let i = from; i < Math.min(to, file.ids.length); i++) {
    const id = file.ids[i] as string;
    if (wanted !== undefined && !wanted.has(id)) continue;
    byId.set(
      id,
      (file.presentations[i] ?? []).map(([session, posterPosition]) => ({
        ...file.sessions[session],
        ...(posterPosition === undefined ? {} : { posterPosition }),
      })),
    );
  }
  return byId;
}

const PLACE_KEYS: ReadonlySet<string> = new Set(['type', 'session', 'start', 'end', 'room']);

/**
 * schedule.json checked before the page trusts it: its version, each session's fields as text, the ids
 * unique, one list of presentations per id, each pointing at a session the file has.
 *   validateScheduleFile({ version: 1, sessions: [], ids: ['a'], presentations: [[[3]]] }, 'schedule.json')
 *     => throws "schedule.json: presentations[0][0][0] is 3, but there are 0 sessions"
 */
export function validateScheduleFile(json: unknown, source: string): ScheduleFile {
  const steps = checkScheduleFile(json, source);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How many papers checkScheduleFile checks between two pauses. */
const PAPERS_PER_STEP = 500;

/**
 * validateScheduleFile a step at a time, pausing every PAPERS_PER_STEP papers, for runInSlices
 * (src/lib/slices.ts): at 7,000 papers the whole check was a task of 70–170 ms on a phone.
 */
export function* checkScheduleFile(json: unknown, source: string): Generator<void, ScheduleFile> {
  const { fail, field, object, string, nonEmptyString, integer, arrayOf, versioned } = checksFor(source);
  const record = versioned(json);
  const place: Check = (value, where) => {
    object(value, where);
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (!PLACE_KEYS.has(key)) fail(`${where}.${key} is not a field of a session`);
      string(item, `${where}.${key}`);
    }
  };
  field(record, 'sessions', '', arrayOf(place));
  const count = (record.sessions as unknown[]).length;
  const presentation: Check = (value, where) => {
    if (!Array.isArray(value) || value.length < 1 || value.length > 2) fail(`${where} must be [session] or [session, poster board]`);
    const [session, board] = value as unknown[];
    integer(session, `${where}[0]`);
    if ((session as number) < 0 || (session as number) >= count) fail(`${where}[0] is ${String(session)}, but there are ${count} sessions`);
    if (board !== undefined) nonEmptyString(board, `${where}[1]`);
  };
  field(record, 'ids', '', (value, where) => {
    if (!Array.isArray(value)) arrayOf(nonEmptyString)(value, where);
  });
  field(record, 'presentations', '', (value, where) => {
    if (!Array.isArray(value)) arrayOf(arrayOf(presentation))(value, where);
  });
  const { ids, presentations } = record as unknown as ScheduleFile;
  if (presentations.length !== ids.length) fail(`presentations has ${presentations.length} entries for ${ids.length} ids`);
  // Thousands of papers: each checked in a fast pass, and again with the detailed checks (which name the
  // place) only where the fast pass finds a problem.
  const fine = (item: unknown): boolean =>
    Array.isArray(item) &&
    (item.length === 1 || item.length === 2) &&
    Number.isInteger(item[0]) &&
    item[0] >= 0 &&
    item[0] < count &&
    (item.length === 1 || (typeof item[1] === 'string' && item[1] !== ''));
  const seen = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) {
    if (i > 0 && i % PAPERS_PER_STEP === 0) yield;
    const id = ids[i] as unknown;
    if (typeof id !== 'string' || id === '') nonEmptyString(id, `ids[${i}]`);
    const first = seen.get(id as string);
    if (first !== undefined) fail(`ids[${i}] "${id as string}" duplicates ids[${first}]`);
    seen.set(id as string, i);
    const list = presentations[i] as unknown;
    if (!Array.isArray(list) || !list.every(fine)) arrayOf(presentation)(list, `presentations[${i}]`);
  }
  return json as ScheduleFile;
}
