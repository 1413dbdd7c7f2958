// Many papers as one .bib file, with the same keys their own pages give (see src/lib/cite.ts).

import { bibtex, citationKeys } from '../cite';
import type { Collection, ListAuthor, TitleSource } from '../types';

export interface BibtexPaper {
  id: string;
  title: string;
  /** Where the title comes from; absent (a saved title of a paper that has left the list) counts as derived. */
  titleSource?: TitleSource;
  /** The method the paper names (list.json's `name`); null or absent for none, or unknown. */
  name?: string | null;
  /** Published data's authors and OpenReview forum id (list.json has both): cited as on the paper's page. */
  authors?: readonly ListAuthor[];
  openreviewId?: string;
}

export interface BibtexListOptions {
  /** The address of a paper's page, put in each entry's url field. */
  paperUrl: (id: string) => string;
  /**
   * The whole collection (list.json's papers), so that keys are the ones unique in it, as on each paper's
   * page. Without it, keys are made unique among `papers` alone.
   */
  collection?: readonly BibtexPaper[];
}

/**
 * One entry per paper, in the order given, separated by blank lines: @misc for a bare list's papers,
 * @inproceedings with authors for published ones (see bibtex in cite.ts). A paper not in
 * `options.collection` (one kept in a reading list after it left the list) still gets a unique key.
 * A derived title goes in the note, as on the paper's page (see bibtex in cite.ts).
 *   papersBibtex([kernelband], icml, { paperUrl })
 *     => "@misc{icml2026kernelband,\n  howpublished = {…},\n  year = {2026},\n  note = {Title derived from the abstract: KernelBand: …},\n…}\n"
 */
export function papersBibtex(papers: readonly BibtexPaper[], collection: Collection, options: BibtexListOptions): string {
  const known = options.collection ?? [];
  const knownIds = new Set(known.map((paper) => paper.id));
  const everyone = [...known, ...papers.filter((paper) => !knownIds.has(paper.id))].map((paper) => ({
    id: paper.id,
    title: paper.title,
    name: paper.name ?? null,
  }));
  const keys = citationKeys(everyone, collection);
  return papers
    .map((paper) => {
      const cited = { title: paper.title, titleSource: paper.titleSource ?? 'derived', authors: paper.authors, openreviewId: paper.openreviewId };
      return `${bibtex(cited, collection, { key: keys.get(paper.id)!, url: options.paperUrl(paper.id) })}\n`;
    })
    .join('\n');
}
