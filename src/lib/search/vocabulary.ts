// The index's vocabulary: which terms exist, near a word, or complete a prefix, and how common they
// are. For suggestions and "did you mean"; reads MiniSearch's internals through IndexReader.
import type { IndexReader, TermData } from './indexReader';

/** Whether the index holds this exact term (in any field). */
export function hasTerm(index: IndexReader, term: string): boolean {
  return index.termData(term) !== undefined;
}

/** The index terms within `maxDistance` edits of `word`, with their distance and document frequency. */
export function nearTerms(index: IndexReader, word: string, maxDistance: number): { term: string; distance: number; frequency: number }[] {
  const near = index.termsNear(word, maxDistance);
  return [...near].map(([term, [data, distance]]) => ({
    term,
    distance,
    frequency: frequencyOf(data),
  }));
}

/** The short id of one document holding `term`, to check how the term is written there. */
export function someDocumentWith(index: IndexReader, term: string): number | undefined {
  const data = index.termData(term);
  for (const postings of data?.values() ?? []) for (const doc of postings.keys()) return doc;
  return undefined;
}

/** Whether some index term starts with `prefix`. */
export function hasPrefix(index: IndexReader, prefix: string): boolean {
  for (const entry of index.termsWithPrefix(prefix)) return entry !== undefined;
  return false;
}

/** A term's document frequency in the field where it is most common. */
function frequencyOf(data: TermData): number {
  let most = 0;
  for (const postings of data.values()) most = Math.max(most, postings.size);
  return most;
}

/** The index terms starting with `prefix`, with their document frequency (in their most common field). */
export function termsWithPrefix(index: IndexReader, prefix: string): { term: string; frequency: number }[] {
  return [...index.termsWithPrefix(prefix)].map(([term, data]) => ({ term, frequency: frequencyOf(data) }));
}

/**
 * About how many documents hold `term`, among those marked in `within` (by short id) when given:
 * the count in the field where it is most common, enough to rank suggestions.
 */
export function countDocuments(index: IndexReader, term: string, within: Uint8Array | null): number {
  const data = index.termData(term);
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
