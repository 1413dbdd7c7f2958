// Splits papers.json into what the search page loads first (list.json) and after (text.json).
import type { ListFile, PaperFile, PapersFile, TextFile } from '../types';
import { citationKeys } from '../cite';
import type { Abbreviation } from '../search/abbreviations';

/**
 * splitForSearch(papersFile) => { list: { papers: [{ id, title, summary, code, … }] }, text: { ids, texts } }
 * The list lets the page show results within a second at 20,000 papers; the text follows for the
 * full-text index and snippets. The abbreviations a search expands travel with the list (a few KB,
 * no script: the page's first JavaScript stays as it was).
 */
export function splitForSearch(data: PapersFile, abbreviations?: Abbreviation[]): { list: ListFile; text: TextFile } {
  return {
    list: {
      version: data.version,
      collection: data.collection,
      topics: data.topics,
      ...(abbreviations === undefined ? {} : { abbreviations }),
      papers: data.papers.map((p) => ({
        id: p.id,
        title: p.title,
        titleSource: p.titleSource,
        name: p.name,
        summary: p.summary,
        topics: p.topics,
        benchmarks: p.benchmarks,
        code: p.links.some((link) => link.kind === 'code'),
      })),
    },
    text: { version: data.version, ids: data.papers.map((p) => p.id), texts: data.papers.map((p) => p.text) },
  };
}

/**
 * paperFiles(papersFile) => one PaperFile per paper: what its page shows, related titles and citation
 * key included, so that a paper page never loads the whole collection (95 MB at 20,000 papers).
 */
export function paperFiles(data: PapersFile): PaperFile[] {
  const byId = new Map(data.papers.map((p) => [p.id, p]));
  const keys = citationKeys(data.papers, data.collection);
  return data.papers.map((paper) => ({
    version: data.version,
    collection: data.collection,
    topics: data.topics,
    paper,
    related: (paper.related ?? []).flatMap((r) => {
      const other = byId.get(r.id);
      return other === undefined ? [] : [{ id: r.id, title: other.title, titleSource: other.titleSource, shared: r.shared }];
    }),
    citeKey: keys.get(paper.id) ?? paper.id,
  }));
}
