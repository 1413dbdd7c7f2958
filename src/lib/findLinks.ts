// "Find this paper": searches for a paper where its published version lives. The list has no titles or
// authors, so the query is what the list does know: the name the abstract introduces and the key words
// of the (derived) title. Only https addresses, each a search, never a guessed paper page.
import { distinctiveWords } from './ids';
import type { Paper } from './types';

export interface FindLink {
  /** The site, as the link's text: "arXiv". */
  site: string;
  /** An https search URL. */
  url: string;
}

// Enough words to single out a paper, few enough that a search requiring all of them still finds it.
const WORDS_WITH_NAME = 4;
const WORDS_WITHOUT_NAME = 6;

// Each site's search page and the parameter it reads the query from.
const SITES: readonly { site: string; base: string; param: string; extra?: Record<string, string> }[] = [
  { site: 'OpenReview', base: 'https://openreview.net/search', param: 'term', extra: { group: 'all', content: 'all', source: 'all' } },
  { site: 'arXiv', base: 'https://arxiv.org/search/', param: 'query', extra: { searchtype: 'all' } },
  { site: 'Semantic Scholar', base: 'https://www.semanticscholar.org/search', param: 'q' },
  { site: 'Google Scholar', base: 'https://scholar.google.com/scholar', param: 'q' },
];

// bare("(MAB)") => "MAB"; bare("optimization,") => "optimization": punctuation at the ends only.
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * The words to search for: the introduced name (brackets dropped), then the first distinctive words of
 * the title's phrase (after "Name: " when the title starts with the name).
 *   findQuery({ name: "KernelBand", title: "KernelBand: A framework that formulates kernel optimization as …" })
 *     => "KernelBand framework formulates kernel optimization"
 *   findQuery({ name: null, title: "Decentralized online convex optimization with compressed communication" })
 *     => "Decentralized online convex optimization compressed communication"
 */
export function findQuery(paper: Pick<Paper, 'name' | 'title'>): string {
  const name = paper.name?.replace(/[()[\]]/g, ' ').replace(/\s+/g, ' ').trim() ?? '';
  const title = paper.title.trim();
  const prefix = paper.name === null ? '' : `${paper.name.trim()}:`;
  const phrase = prefix !== ':' && title.startsWith(prefix) ? title.slice(prefix.length) : title;
  const words = distinctiveWords(phrase).map(bare).filter((word) => word !== '');
  const kept = words.slice(0, name === '' ? WORDS_WITHOUT_NAME : WORDS_WITH_NAME);
  return [name, ...kept].filter((part) => part !== '').join(' ');
}

/**
 * One search link per site, in a fixed order: OpenReview, arXiv, Semantic Scholar, Google Scholar.
 *   findLinks(kernelband)[1] => { site: "arXiv", url: "https://arxiv.org/search/?query=KernelBand+framework+…&searchtype=all" }
 */
export function findLinks(paper: Pick<Paper, 'name' | 'title'>): FindLink[] {
  const query = findQuery(paper);
  return SITES.map(({ site, base, param, extra }) => {
    const url = new URL(base);
    url.search = new URLSearchParams({ [param]: query, ...extra }).toString();
    return { site, url: url.href };
  });
}
