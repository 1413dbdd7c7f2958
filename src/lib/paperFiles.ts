// Each paper's own file (data/paper/ID.json). Here, not in src/lib/parse, because the browser needs it at
// run time too: the data build writes the files with paperFiles, and the service worker makes any one of
// them again, when a page asks for it, from the files it keeps (src/lib/paperParts.ts, src/sw/sw.ts), so a
// paper never opened before opens offline. Both assemble the file with paperFileOf.
import type { Collection, Paper, PaperFile, PapersFile, TitleSource, Topic } from './types';
import { citationKeys } from './cite';
import { homonyms } from './authors';

/**
 * paperFiles(papersFile) => one PaperFile per paper: what its page shows, related titles and citation
 * key included, so that a paper page never loads the whole collection (95 MB at 20,000 papers).
 */
export function paperFiles(data: PapersFile): PaperFile[] {
  const byId = new Map(data.papers.map((p) => [p.id, p]));
  const collection: PaperCollection = {
    ...data,
    titleOf: (id) => byId.get(id),
    citeKeys: citationKeys(data.papers, data.collection),
    homonyms: homonyms(data.papers),
  };
  return data.papers.map((paper) => paperFileOf(paper, collection));
}

/** What a paper's file takes from the rest of its collection. */
export interface PaperCollection {
  version: PaperFile['version'];
  collection: Collection;
  topics: Topic[];
  /** A paper's title and its source by id; undefined for an id the collection does not have. */
  titleOf: (id: string) => { title: string; titleSource: TitleSource } | undefined;
  /** Every paper's citation key (citationKeys). */
  citeKeys: ReadonlyMap<string, string>;
  /** The author names several people of the collection share (homonyms). */
  homonyms: ReadonlySet<string>;
}

/** One paper's file: the paper, its related papers' titles, its citation key and its authors' homonyms. */
export function paperFileOf(paper: Paper, from: PaperCollection): PaperFile {
  const names = [...new Set((paper.authors ?? []).filter((a) => a.key !== undefined && from.homonyms.has(a.name)).map((a) => a.name))];
  return {
    version: from.version,
    collection: from.collection,
    topics: from.topics,
    paper,
    related: (paper.related ?? []).flatMap((r) => {
      const other = from.titleOf(r.id);
      return other === undefined ? [] : [{ id: r.id, title: other.title, titleSource: other.titleSource, shared: r.shared }];
    }),
    citeKey: from.citeKeys.get(paper.id) ?? paper.id,
    ...(names.length === 0 ? {} : { homonyms: names }),
  };
}
