// Splits papers.json into what the search page loads first (list.json) and after (text.json).
import type { ListFile, PapersFile, TextFile } from './types';

/**
 * splitForSearch(papersFile) => { list: { papers: [{ id, title, summary, code, … }] }, text: { ids, texts } }
 * The list lets the page show results within a second at 20,000 papers; the text follows for the
 * full-text index and snippets.
 */
export function splitForSearch(data: PapersFile): { list: ListFile; text: TextFile } {
  return {
    list: {
      version: data.version,
      collection: data.collection,
      topics: data.topics,
      papers: data.papers.map((p) => ({
        id: p.id,
        title: p.title,
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
