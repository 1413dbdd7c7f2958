// How the reading list is shown, as the address says it: /reading-list?sort=title&status=read. The
// address is shared and typed by hand, so anything it holds that is not a known value is ignored, never
// an error: the view falls back to its default for that part alone.

import { READING_STATUSES } from './types';
import type { ReadingEntry, ReadingStatus } from './types';
import { lazyCollator } from '../collators';

/** The orders the list offers; 'added' (oldest first) is the list's own order and the default. */
export type ListSort = 'added' | 'title' | 'status';
export const LIST_SORTS: readonly ListSort[] = ['added', 'title', 'status'];

/** Which entries are shown: every one, or those with one status. */
export type StatusFilter = 'all' | ReadingStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...READING_STATUSES];

export interface ListView {
  sort: ListSort;
  status: StatusFilter;
}

export const DEFAULT_LIST_VIEW: ListView = Object.freeze({ sort: 'added', status: 'all' });

const pick = <T extends string>(choices: readonly T[], raw: string | null, fallback: T): T =>
  choices.find((choice) => choice === raw?.trim().toLowerCase()) ?? fallback;

/**
 * The view an address asks for; unknown or repeated-and-wrong values fall back to the default.
 *   readListView(new URLSearchParams('sort=Title&status=nonsense')) => { sort: 'title', status: 'all' }
 */
export function readListView(params: URLSearchParams): ListView {
  return {
    sort: pick(LIST_SORTS, params.get('sort'), DEFAULT_LIST_VIEW.sort),
    status: pick(STATUS_FILTERS, params.get('status'), DEFAULT_LIST_VIEW.status),
  };
}

/**
 * The address's parameters with the view written in; defaults are left out so the plain address stays
 * plain, and parameters the view does not own are kept.
 *   writeListView(new URLSearchParams('x=1'), { sort: 'added', status: 'read' }).toString() => "x=1&status=read"
 */
export function writeListView(params: URLSearchParams, view: ListView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['sort', 'status'] as const) {
    if (view[key] === DEFAULT_LIST_VIEW[key]) next.delete(key);
    else next.set(key, view[key]);
  }
  return next;
}

const byTitle = lazyCollator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The entries in the view's order, ties kept in the list's own order (added). `titleOf` gives the title
 * shown, which may be list.json's rather than the one saved with the entry.
 *   sortEntries([read, toRead], 'status', (e) => e.title) => [toRead, read]
 */
export function sortEntries(entries: readonly ReadingEntry[], sort: ListSort, titleOf: (entry: ReadingEntry) => string): ReadingEntry[] {
  if (sort === 'added') return [...entries];
  const compare =
    sort === 'title'
      ? (a: ReadingEntry, b: ReadingEntry) => byTitle(titleOf(a), titleOf(b))
      : (a: ReadingEntry, b: ReadingEntry) => READING_STATUSES.indexOf(a.status) - READING_STATUSES.indexOf(b.status);
  // Array.prototype.sort is stable: equal entries stay in the order added.
  return [...entries].sort(compare);
}
