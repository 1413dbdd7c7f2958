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

/**
 * Whether the collection names its venue: only a named venue is evidence that its papers were accepted
 * there, or a title for its proceedings; a list called "My reading" is not, nor a file called papers.csv.
 *   namesVenue({ title: 'ICML 2026', venue: 'ICML', year: 2026 }) => true; namesVenue({ title: 'papers', venue: null, year: null }) => false
 */
export const namesVenue = (collection: Collection): boolean => collection.venue !== null && collection.venue !== '';
