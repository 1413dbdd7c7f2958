// Turns what the data worker read (fullText.ts) into the page's index and texts. Its own chunk, loaded
// with the full text: imported by the store eagerly, it put the JavaScript before the first results over
// its 120 KB budget.

import type { IndexReader } from '../lib/search/indexReader';
import { loadIndexAsync } from '../lib/search/load';
import { checkIndexMatchesList } from '../lib/search/serialize';
import { PaperTexts } from '../lib/texts';
import type { ListFile } from '../lib/types';
import { INDEX_SOURCE } from './fetchPapers';
import type { FullText } from './fullText';

/** Checks that the index was built from this list (else throws, naming search-index.json). */
export function checkFullText(fullText: FullText, list: ListFile): void {
  checkIndexMatchesList(fullText.index, list.papers.map((p) => p.id), INDEX_SOURCE);
}

/** The full-text index, loaded a slice at a time, and the texts. */
export async function loadFullText(fullText: FullText): Promise<{ index: IndexReader; texts: PaperTexts }> {
  return { index: await loadIndexAsync(fullText.index), texts: new PaperTexts(fullText.texts) };
}
