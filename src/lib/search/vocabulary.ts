// The index's vocabulary: which terms exist, near a word, or complete a prefix, and how common they
// are. For suggestions and "did you mean"; reads MiniSearch's internals through readIndex (engine.ts).
import type MiniSearch from 'minisearch';
import { type TermData, readIndex } from './engine';
import type { SearchDoc } from './options';

/** Whether the index holds this exact term (in any field). */
export function hasTerm(index: MiniSearch<SearchDoc>, term: string): boolean {
  return readIndex(index).internals._index.get(term) !== undefined;
}

/** The index terms within `maxDistance` edits of `word`, with their distance and document frequency. */
export function nearTerms(index: MiniSearch<SearchDoc>, word: string, maxDistance: number): { term: string; distance: number; frequency: number }[] {
  const near = readIndex(index).internals._index.fuzzyGet(word, maxDistance);
  return [...near].map(([term, [data, distance]]) => ({
    term,
    distance,
    frequency: frequencyOf(data),
  }));
}

/** The short id of one document holding `term`, to check how the term is written there. */
export function someDocumentWith(index: MiniSearch<SearchDoc>, term: string): number | undefined {
  const data = readIndex(index).internals._index.get(term);
  for (const postings of data?.values() ?? []) for (const doc of postings.keys()) return doc;
  return undefined;
}

/** Whether some index term starts with `prefix`. */
export function hasPrefix(index: MiniSearch<SearchDoc>, prefix: string): boolean {
  for (const entry of readIndex(index).internals._index.atPrefix(prefix)) return entry !== undefined;
  return false;
}

/** A term's document frequency in the field where it is most common. */
function frequencyOf(data: TermData): number {
  let most = 0;
  for (const postings of data.values()) most = Math.max(most, postings.size);
  return most;
}

/** The index terms starting with `prefix`, with their document frequency (in their most common field). */
export function termsWithPrefix(index: MiniSearch<SearchDoc>, prefix: string): { term: string; frequency: number }[] {
  return [...readIndex(index).internals._index.atPrefix(prefix)].map(([term, data]) => ({ term, frequency: frequencyOf(data) }));
}

/**
 * About how many documents hold `term`, among those marked in `within` (by short id) when given:
 * the count in the field where it is most common, enough to rank suggestions.
 */
export function countDocuments(index: MiniSearch<SearchDoc>, term: string, within: Uint8Array | null): number {
  const data = readIndex(index).internals._index.get(term);
  if (data === undefined) return 0;
  if (within === null) return frequencyOf(data);
  let most = 0;
  for (const postings of data.values()) {
    let n = 0;
    for (const doc of postings.keys()) n += within[doc] ?? 0;
    most = Math.max(most, n);
  }
  return most;
}
