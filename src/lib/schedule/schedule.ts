// The reading list as a plan: its papers' presentations by the venue's day and session, in time order,
// with the sessions that overlap told apart and the papers the data has no time for kept apart.
import { conferenceTime } from '../conferenceTime';
import type { Presentation } from '../types';
import { compareNatural } from '../naturalOrder';

/** A paper as the schedule needs it. */
export interface SchedulePaper {
  id: string;
  presentations?: readonly Presentation[];
}

/** One presentation of one saved paper. */
export interface ScheduleItem {
  paperId: string;
  presentation: Presentation;
}

/** The presentations that share a session and its time. */
export interface ScheduleSlot {
  /** Unique in the schedule: the session and its times. */
  key: string;
  session?: string;
  start: string;
  end?: string;
  /** The instants, in milliseconds. */
  startTime: number;
  endTime: number;
  items: ScheduleItem[];
  /**
   * The papers at the same time as these, these included, when another slot overlaps this one; 0 when
   * none does (many papers in one poster session are one place to be, not a choice).
   */
  atSameTime: number;
}

export interface ScheduleDay {
  /** The venue's date: "2026-07-14". */
  date: string;
  slots: ScheduleSlot[];
}

export interface Schedule {
  days: ScheduleDay[];
  /** The saved papers none of whose presentations has a time, in the order given. */
  untimed: string[];
}

/**
 * Posters by board in natural order ("2" before "10"), those without a board after them.
 *   comparePosition("2", "10") < 0; comparePosition(undefined, "1") > 0
 */
export function comparePosition(a: string | undefined, b: string | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return compareNatural(a, b);
}

const overlaps = (a: ScheduleSlot, b: ScheduleSlot): boolean =>
  a.startTime === b.startTime || (a.startTime < b.endTime && b.startTime < a.endTime);

/**
 * The schedule of the papers given (the reading list's, in its order): every presentation with a
 * readable start, by the venue's day, slots in time order, each slot's papers by poster board.
 */
export function buildSchedule(papers: readonly SchedulePaper[]): Schedule {
  const slots = new Map<string, ScheduleSlot>();
  const untimed: string[] = [];
  for (const paper of papers) {
    let timed = false;
    for (const presentation of paper.presentations ?? []) {
      const startTime = instant(presentation.start);
      if (startTime === undefined) continue;
      timed = true;
      const endTime = instant(presentation.end);
      const end = endTime !== undefined && endTime > startTime ? presentation.end : undefined;
      const key = JSON.stringify([presentation.session ?? '', startTime, end === undefined ? null : endTime]);
      let slot = slots.get(key);
      if (slot === undefined) {
        slot = {
          key,
          ...(presentation.session === undefined ? {} : { session: presentation.session }),
          start: presentation.start as string,
          ...(end === undefined ? {} : { end }),
          startTime,
          endTime: end === undefined ? startTime : (endTime as number),
          items: [],
          atSameTime: 0,
        };
        slots.set(key, slot);
      }
      slot.items.push({ paperId: paper.id, presentation });
    }
    if (!timed) untimed.push(paper.id);
  }
  const ordered = [...slots.values()].sort(
    (a, b) => a.startTime - b.startTime || a.endTime - b.endTime || (a.session ?? '').localeCompare(b.session ?? ''),
  );
  for (const slot of ordered) {
    slot.items.sort((a, b) => comparePosition(a.presentation.posterPosition, b.presentation.posterPosition));
    const others = ordered.filter((other) => other !== slot && overlaps(slot, other));
    if (others.length > 0) slot.atSameTime = new Set([slot, ...others].flatMap((s) => s.items.map((item) => item.paperId))).size;
  }
  const days: ScheduleDay[] = [];
  for (const slot of ordered) {
    const date = conferenceTime(slot.start)?.date as string;
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return { days, untimed };
}

/** An ISO 8601 time with an offset as milliseconds; undefined for anything else. */
function instant(iso: string | undefined): number | undefined {
  if (conferenceTime(iso) === undefined) return undefined;
  const time = Date.parse(iso as string);
  return Number.isNaN(time) ? undefined : time;
}

/** What the top of the schedule says at a moment. */
export type NowAndNext =
  | { phase: 'before'; firstDay: ScheduleDay }
  | { phase: 'during'; now: ScheduleSlot[]; next: ScheduleSlot[] }
  | { phase: 'after' }
  | { phase: 'none' };

/**
 * Where the moment falls: before the conference's first day (in the venue's time), during its days
 * (what is on now, and the slots that start next, together), or after its last slot has ended.
 * 'none' for a schedule without a timed paper.
 */
export function nowAndNext(schedule: Schedule, now: Date): NowAndNext {
  const first = schedule.days[0];
  const last = schedule.days.at(-1);
  if (first === undefined || last === undefined) return { phase: 'none' };
  const slots = schedule.days.flatMap((day) => day.slots);
  const firstSlot = first.slots[0] as ScheduleSlot;
  const offset = conferenceTime(firstSlot.start)?.offset as string;
  const dayStarts = Date.parse(`${first.date}T00:00:00${offset === 'Z' ? 'Z' : offset}`);
  const time = now.getTime();
  if (time < dayStarts) return { phase: 'before', firstDay: first };
  const lastEnd = Math.max(...slots.map((slot) => slot.endTime));
  if (time >= lastEnd) return { phase: 'after' };
  const on = slots.filter((slot) => slot.startTime <= time && time < slot.endTime);
  const upcoming = slots.filter((slot) => slot.startTime > time);
  const nextStart = upcoming[0]?.startTime;
  return { phase: 'during', now: on, next: upcoming.filter((slot) => slot.startTime === nextStart) };
}
