// Splits papers.json into what the search page loads first (list.json) and after (text.json). Each
// paper's own file is made by src/lib/paperFiles.ts, which the service worker needs too.
import type { ListFile, PapersFile, TextFile } from '../types';
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
