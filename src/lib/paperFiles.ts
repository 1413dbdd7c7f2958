// Each paper's own file (data/paper/ID.json). Here, not in src/lib/parse, because the browser needs it at
// run time too: the data build writes the files with it, and the service worker makes them again from
// papers.json when it installs (src/sw/sw.ts), so a paper never opened before opens offline.
import type { PaperFile, PapersFile } from './types';
import { citationKeys } from './cite';
import { homonyms } from './authors';

/**
 * paperFiles(papersFile) => one PaperFile per paper: what its page shows, related titles and citation
 * key included, so that a paper page never loads the whole collection (95 MB at 20,000 papers).
 */
export function paperFiles(data: PapersFile): PaperFile[] {
  const byId = new Map(data.papers.map((p) => [p.id, p]));
  const keys = citationKeys(data.papers, data.collection);
  const shared = homonyms(data.papers);
  return data.papers.map((paper) => {
    const names = [...new Set((paper.authors ?? []).filter((a) => a.key !== undefined && shared.has(a.name)).map((a) => a.name))];
    return {
      version: data.version,
      collection: data.collection,
      topics: data.topics,
      paper,
      related: (paper.related ?? []).flatMap((r) => {
        const other = byId.get(r.id);
        return other === undefined ? [] : [{ id: r.id, title: other.title, titleSource: other.titleSource, shared: r.shared }];
      }),
      citeKey: keys.get(paper.id) ?? paper.id,
      ...(names.length === 0 ? {} : { homonyms: names }),
    };
  });
}
