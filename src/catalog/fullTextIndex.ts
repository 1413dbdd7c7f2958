// Turns what the data worker read (fullText.ts) into the page's index and texts. Its own chunk, loaded
// with the full text: imported by the store eagerly, it put the JavaScript before the first results over
// its 120 KB budget.

import type { IndexReader } from '../lib/search/indexReader';
import { loadIndexAsync } from '../lib/search/load';
import { checkIndexMatchesList, type PackedIndex } from '../lib/search/serialize';
import { PaperTexts, type PackedTexts } from '../lib/texts';
import type { ListFile } from '../lib/types';
import { INDEX_SOURCE } from './fetchPapers';

/** Checks that the index was built from this list (else throws, naming search-index.json). */
export function checkIndex(index: PackedIndex, list: ListFile): void {
  checkIndexMatchesList(index, list.papers.map((p) => p.id), INDEX_SOURCE);
}

/** The full-text index, loaded a slice at a time. */
export const loadIndex = (index: PackedIndex): Promise<IndexReader> => loadIndexAsync(index);

/** The abstracts' texts, by paper. */
export const loadTexts = (texts: PackedTexts): PaperTexts => new PaperTexts(texts);
