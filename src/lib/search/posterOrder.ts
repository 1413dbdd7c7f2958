// The order a reader walks a poster hall in: a conference's own data only, so this lives with its search
// code (conference.ts), out of the first results' JavaScript.
import type { ListPaper } from '../types';
import { dayOf } from './url';
import { compareNatural } from '../naturalOrder';

const posterOrders = new WeakMap<readonly ListPaper[], Map<string, Int32Array>>();

/**
 * The papers in the order a reader walks the poster hall: by the session's start, then its name, then the
 * board in natural order (#2 before #10). A paper's poster is its first one in the chosen sessions and on
 * the chosen days (all of them when none is chosen); the papers without one follow, in list order.
 *   posterOrder(papers, ['Poster Session 3'], []) => the positions of the session's posters by board, then the rest
 */
export function posterOrder(papers: readonly ListPaper[], sessions: readonly string[], days: readonly string[]): Int32Array {
  let orders = posterOrders.get(papers);
  if (orders === undefined) posterOrders.set(papers, (orders = new Map()));
  const key = JSON.stringify([sessions, days]);
  let order = orders.get(key);
  if (order === undefined) {
    const inSessions = sessions.length === 0 ? null : new Set(sessions);
    const onDays = days.length === 0 ? null : new Set(days);
    const keys = papers.map((paper, i) => {
      const poster = paper.presentations?.find(
        (each) =>
          each.posterPosition !== undefined &&
          (inSessions === null || inSessions.has(each.session ?? '')) &&
          (onDays === null || onDays.has(dayOf(each.start) ?? '')),
      );
      const time = poster?.start === undefined ? Number.NaN : Date.parse(poster.start);
      return { i, board: poster?.posterPosition, time: Number.isNaN(time) ? Number.POSITIVE_INFINITY : time, session: poster?.session ?? '' };
    });
    keys.sort((a, b) => {
      if (a.board === undefined || b.board === undefined) return a.board === b.board ? a.i - b.i : a.board === undefined ? 1 : -1;
      return a.time - b.time || (a.session < b.session ? -1 : a.session > b.session ? 1 : 0) || compareNatural(a.board, b.board) || a.i - b.i;
    });
    order = Int32Array.from(keys, (k) => k.i);
    orders.set(key, order);
  }
  return order;
}

/** Whether any paper has a poster board: the poster order is offered only then. */
export const hasPosterBoards = (papers: readonly ListPaper[]): boolean =>
  papers.some((paper) => paper.presentations?.some((each) => each.posterPosition !== undefined) === true);
