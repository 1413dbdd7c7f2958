// How the page names reading statuses and counts them, for the filter and the status select.

import { t } from '../../i18n/i18n';
import { statusLabel } from '../../components/statusLabel';
import type { StatusFilter } from '../../lib/library/listView';
import type { ReadingEntry } from '../../lib/library/types';

export { statusLabel };

export { STATUS_FILTERS } from '../../lib/library/listView';
export type { StatusFilter } from '../../lib/library/listView';

/**
 * How many entries each filter shows.
 *   statusCounts([toRead, toRead, read]) => { all: 3, 'to-read': 2, reading: 0, read: 1 }
 */
export function statusCounts(entries: readonly ReadingEntry[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: entries.length, 'to-read': 0, reading: 0, read: 0 };
  for (const entry of entries) counts[entry.status]++;
  return counts;
}

/** filterLabel('to-read', 3) => "To read (3)"; filterLabel('all', 5) => "All (5)" */
export function filterLabel(filter: StatusFilter, count: number): string {
  return t('library.filterOption', { label: filter === 'all' ? t('library.filterAll') : statusLabel(filter), count });
}
