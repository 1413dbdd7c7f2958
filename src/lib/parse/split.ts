// Splits papers.json into what the search page loads first (list.json) and after (text.json). Each
// paper's own file is made by src/lib/paperFiles.ts, which the service worker needs too.
import type { ListFile, MathRange, PapersFile, TextFile } from '../types';
import { plainTextWithMath } from '../markup';
import type { Abbreviation } from '../search/abbreviations';
import { homonyms, institutionsOf, listAuthors } from '../authors';

/**
 * splitForSearch(papersFile) => { list: { papers: [{ id, title, summary, code, … }] }, text: { ids, texts } }
 * The list lets the page show results within a second at 20,000 papers; the text follows for the
 * full-text index and snippets. The abbreviations a search expands travel with the list (a few KB,
 * no script: the page's first JavaScript stays as it was).
 */
export function splitForSearch(data: PapersFile, abbreviations?: Abbreviation[]): { list: ListFile; text: TextFile } {
  const shared = homonyms(data.papers);
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
        // A conference's own data only (absent for a bare list, whose list.json stays as it was).
        ...(p.authors === undefined ? {} : { authors: listAuthors(p.authors, shared) }),
        ...(p.authors === undefined || institutionsOf(p.authors).length === 0 ? {} : { institutions: institutionsOf(p.authors) }),
        ...(p.openreviewId === undefined ? {} : { openreviewId: p.openreviewId }),
        ...(p.presentations === undefined ? {} : { presentations: p.presentations.map(({ type, session, start, posterPosition }) => ({ type, session, start, posterPosition })) }),
      })),
    },
    text: { version: data.version, ids: data.papers.map((p) => p.id), texts: data.papers.map((p) => p.text), math: formulas(data) },
  };
}

/**
 * Where the formulas stand in each paper's text, for the papers that have any (snippets show them as
 * written). Only where the text is its tokens' plain text, as the parser makes it: a text edited by hand
 * gets none rather than ranges over the wrong words.
 */
const GLUE = /[\p{L}\p{N}‐‑-]/u;

function formulas(data: PapersFile): Record<string, MathRange[]> {
  const math: Record<string, MathRange[]> = {};
  for (const paper of data.papers) {
    const plain = plainTextWithMath(paper.tokens);
    if (plain.text !== paper.text) continue;
    // A formula inside a word is part of a name ("S$H^2$RFSSM", "$\\tau^2$-Bench"): its words read better.
    const standalone = plain.math.filter(([start, end]) => !GLUE.test(plain.text.charAt(start - 1)) && !GLUE.test(plain.text.charAt(end)));
    if (standalone.length > 0) math[paper.id] = standalone;
  }
  return math;
}
