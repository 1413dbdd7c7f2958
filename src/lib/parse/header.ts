import type { Collection } from '../types';

// A header is a short first paragraph with no sentence punctuation: a list title, not an abstract.
const MAX_HEADER_LENGTH = 160;
const SENTENCE_END = /[.!?。！？](\s|$)/u;
// Conference-style acronyms: ICML, NeurIPS, ICLR, CVPR, ACL, EMNLP, AAAI, KDD, …
const VENUE = /\b([A-Z][A-Za-z]*[A-Z])\b/;
const YEAR = /(?:^|[^0-9])((?:19|20)\d{2})(?![0-9])/;

/**
 * Reads the collection header, or null when the first paragraph is an abstract.
 *   parseHeader("ICML 2026 论文列表") => { title: "ICML 2026 论文列表", venue: "ICML", year: 2026 }
 *   parseHeader("We propose X. It works.") => null
 */
export function parseHeader(paragraph: string): Collection | null {
  const title = paragraph.trim();
  if (title.length === 0 || title.length > MAX_HEADER_LENGTH || SENTENCE_END.test(title)) return null;
  const venue = VENUE.exec(title)?.[1] ?? null;
  const year = YEAR.exec(title)?.[1];
  return { title, venue, year: year === undefined ? null : Number(year) };
}

/** The collection of a list without a header: named after the file, nothing else known. */
export function untitledCollection(source: string): Collection {
  const base = source.split(/[\\/]/).pop() ?? source;
  const title = base.replace(/\.[^.]*$/, '') || 'Papers';
  const year = YEAR.exec(title)?.[1];
  return { title, venue: null, year: year === undefined ? null : Number(year) };
}
