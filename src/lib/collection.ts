// Names for a collection, as page titles use them.

import type { Collection } from './types';

/**
 * The short name of a collection, for "Paper title — ICML 2026":
 *   shortName({ title: 'ICML 2026 论文列表', venue: 'ICML', year: 2026 }) => "ICML 2026"
 *   shortName({ title: 'My list', venue: null, year: null }) => "My list"
 */
export function shortName(collection: Collection): string {
  const parts = [collection.venue, collection.year].filter((part) => part != null && part !== '');
  return parts.length > 0 ? parts.join(' ') : collection.title;
}
