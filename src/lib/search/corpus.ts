// What a search runs over, and what is worth computing once per corpus rather than once per keystroke.
import type { ListPaper, MathRange } from '../types';
import type { IndexReader } from './indexReader';
import { fold } from './normalize';
import type { Abbreviation } from './abbreviations';
import type { ChineseReader } from './chinese';
import type { TermQuery } from './engine';
import type { Found, QueryMatch } from './match';
import type { ParsedQuery } from './query';
import type { OptionCounts } from './run';
import type { SearchState } from './state';
import { lazyCollator } from '../collators';

export interface SearchCorpus {
  /** In list order: the order of results without a query. */
  papers: readonly ListPaper[];
  byId: ReadonlyMap<string, ListPaper>;
  index: IndexReader;
  /** A paper's plain text, undefined until text.json is loaded. */
  textOf(id: string): string | undefined;
  /** Where the formulas stand in a paper's text (snippets show them as written); undefined without any. */
  mathOf?(id: string): readonly MathRange[] | undefined;
  /** False while the index holds no abstracts yet (text ''): only titles, names, topics and benchmarks match. */
  fullText: boolean;
  /**
   * True while the full-text index is on its way to replace this titles-only one: what a query finds now
   * may still change, so its results are pending (runSearch's `status`). Absent or false: this index is
   * all there will be (the full one, or titles only after the abstracts failed to load).
   */
  fullTextLoading?: boolean;
  /**
   * With the full index in, whether the abstracts' text (textOf) is not: 'loading' while it is on its
   * way (a search that looks at it, a quoted phrase or an exclusion…, is pending until it is in: runSearch),
   * 'failed' when it could not be loaded. Absent once it is in, or with no full index.
   */
  textsMissing?: 'loading' | 'failed';
  /** The abbreviations a query expands (list.json's, from data/abbreviations.json); none when absent. */
  abbreviations?: readonly Abbreviation[];
  /**
   * How a query's Chinese is read (chinese.ts, with the glossary): loaded only for a query with Chinese
   * in it; until then (or without it) a query is searched as typed.
   */
  chinese?: ChineseReader;
  /**
   * What a conference's own data adds (conference.ts: its people searched by name, author:, OpenReview
   * ids, the filters by author, institution, type, session and day): loaded only for a list with such
   * data, before its first results. Without it, a list has none of these: none of its papers matches them.
   */
  conference?: ConferenceSearch;
}

/** What a search asks of a conference's data (conference.ts CONFERENCE_SEARCH gives it). */
export interface ConferenceSearch {
  /** A paper's authors' names and institutions, folded, where phrases are looked for too ("ling yang"). */
  peopleLine(paper: ListPaper): string;
  /** The papers whose people have every query term, added to `found`; the terms matched; the queries neither has. */
  withPeople(corpus: SearchCorpus, queries: readonly TermQuery[], found: Found, missing: readonly number[]): { found: Found; terms: string[]; missing: number[] };
  /** The papers of `found` (all when null) with an author of each name: what author: asks. */
  byAuthors(papers: readonly ListPaper[], found: Found | null, names: readonly string[]): Found;
  /** The position of the paper whose OpenReview id or forum address the query is, else -1. */
  forumPosition(papers: readonly ListPaper[], q: string): number;
  /** The conference filters of a search (authors, institutions, types, sessions, days). */
  filter(papers: readonly ListPaper[], state: SearchState): ConferenceFilters;
  /** The list's positions in poster order, for the chosen sessions and days (posterOrder.ts). */
  posterOrder(papers: readonly ListPaper[], sessions: readonly string[], days: readonly string[]): Int32Array;
  /** Whether any paper has a poster board: the poster order is offered only then. */
  hasPosterBoards(papers: readonly ListPaper[]): boolean;
}

export interface ConferenceFilters {
  /** Whether a paper that passes every other filter passes these; null when none is chosen. */
  keep: ((position: number) => boolean) | null;
  /** Each option's count with that option added, once `keep` has seen every paper: the results are `kept`. */
  counts(kept: Int32Array): Record<'authors' | 'institutions' | 'types' | 'sessions' | 'days', OptionCounts>;
}

/**
 * Whether a list has a conference's own data (authors or presentations): what SearchCorpus.conference is for.
 *   hasConferenceData([{ authors: ['Ling Yang'], … }]) => true; for a bare list of abstracts => false
 */
export const hasConferenceData = (papers: readonly Pick<ListPaper, 'authors' | 'presentations'>[]): boolean =>
  papers.some((paper) => paper.authors !== undefined || paper.presentations !== undefined);

/** What changes when documents are added or removed: views and caches of an index are rebuilt then. */
export function indexVersion(index: IndexReader): string {
  return `${index.shortIdLimit}/${index.documentCount}`;
}

/**
 * What a search asks of the code that reads an index (match.ts QUERY_ENGINE, with engine.ts): the words
 * of a query matched and scored, and the papers its exclusions leave out. It comes with the index, from
 * the module that builds or loads it (build.ts, load.ts), so that none of it is in the JavaScript before
 * the first results, which need no index (the list shows, and filters, before any is built).
 */
export interface QueryEngine {
  matchQuery(corpus: SearchCorpus, query: ParsedQuery): QueryMatch;
  isExcluded(corpus: SearchCorpus, excluded: readonly string[]): (position: number) => boolean;
}

const engines = new WeakMap<object, QueryEngine>();

/** Notes the engine that reads an index (build.ts and load.ts, for every index they make). */
export function keepQueryEngine(index: IndexReader, engine: QueryEngine): void {
  engines.set(index, engine);
}

/** The engine that reads an index; throws for an index build.ts or load.ts did not make. */
export function queryEngine(index: IndexReader): QueryEngine {
  const engine = engines.get(index);
  if (engine === undefined) throw new Error('search engine: this index was not made by build.ts or load.ts, which give it its query engine');
  return engine;
}

/**
 * The list before its index is built (the search engine's code loads after the first results are on
 * screen): filters and sorting work, a query waits.
 */
export type ListCorpus = Omit<SearchCorpus, 'index' | 'fullText'> & { index: null; fullText: false };

/** What the search page runs over: the list alone at first, then the list with its index. */
export type AnyCorpus = SearchCorpus | ListCorpus;
// Keep the corpus's index, papers and textOf stable between keystrokes (useMemo): the tables below
// are computed once per papers array, index and textOf.

/**
 * One filter's values as numbers: `names[n]` is value n, and paper p has the values
 * of.slice(start[p], start[p + 1]), each once. numbered(papers, (p, add) => p.topics.forEach(add)) over [['rl', 'theory'], ['rl']]
 * => { names: ['rl', 'theory'], start: [0, 2, 3], of: [0, 1, 0] }.
 */
export interface Numbered {
  names: string[];
  /** Value => its number. */
  numbers: Map<string, number>;
  start: Int32Array;
  of: Int32Array;
}

/** The papers as numbers, by list position: filters, facets and sorting touch no strings. */
export interface PaperTables {
  topics: Numbered;
  bench: Numbered;
  code: Uint8Array;
}

const tables = new WeakMap<readonly ListPaper[], PaperTables>();
const titleOrders = new WeakMap<readonly ListPaper[], Int32Array>();
const positions = new WeakMap<object, { papers: readonly ListPaper[]; version: string; of: Int32Array }>();

export function numbered(papers: readonly ListPaper[], valuesOf: (paper: ListPaper, add: (value: string | undefined) => void) => void): Numbered {
  // Each paper's values handed over one by one, not as an array per paper: at 7,000 papers of a
  // conference's data (49,000 authors, two values each), the five tables took 48 ms in Node that way,
  // 18–22 ms this way; the search page builds them in its first render.
  const names: string[] = [];
  const numbers = new Map<string, number>();
  const start = new Int32Array(papers.length + 1);
  const of: number[] = [];
  let from = 0;
  const add = (name: string | undefined) => {
    if (name === undefined) return;
    let n = numbers.get(name);
    if (n === undefined) numbers.set(name, (n = names.push(name) - 1));
    // Each value once per paper: a look among its few values.
    if (of.indexOf(n, from) === -1) of.push(n);
  };
  papers.forEach((paper, p) => {
    from = of.length;
    valuesOf(paper, add);
    start[p + 1] = of.length;
  });
  return { names, numbers, start, of: Int32Array.from(of) };
}

/** Whether paper p has value n. */
export function has(table: Numbered, p: number, n: number): boolean {
  for (let k = table.start[p] as number; k < (table.start[p + 1] as number); k++) if (table.of[k] === n) return true;
  return false;
}

export function paperTables(papers: readonly ListPaper[]): PaperTables {
  let t = tables.get(papers);
  if (t === undefined) {
    t = {
      topics: numbered(papers, (p, add) => p.topics.forEach(add)),
      bench: numbered(papers, (p, add) => p.benchmarks.forEach(add)),
      code: Uint8Array.from(papers, (p) => (p.code ? 1 : 0)),
    };
    tables.set(papers, t);
  }
  return t;
}

const compareTitles = lazyCollator('en', { sensitivity: 'base' });

/** List positions in title order (A–Z, case and accents aside; list order on ties). */
export function titleOrder(papers: readonly ListPaper[]): Int32Array {
  let order = titleOrders.get(papers);
  if (order === undefined) {
    const keys = papers.map((p, i) => ({ title: p.title, i }));
    keys.sort((a, b) => compareTitles(a.title, b.title) || a.i - b.i);
    order = Int32Array.from(keys, (k) => k.i);
    titleOrders.set(papers, order);
  }
  return order;
}

/** The list position of each of the index's documents (by MiniSearch short id), -1 when not listed. */
export function listPositionOf(corpus: SearchCorpus): Int32Array {
  const version = indexVersion(corpus.index);
  const cached = positions.get(corpus.index);
  if (cached !== undefined && cached.papers === corpus.papers && cached.version === version) return cached.of;
  const byId = new Map(corpus.papers.map((p, i) => [p.id, i]));
  const of = new Int32Array(corpus.index.shortIdLimit).fill(-1);
  for (let doc = 0; doc < of.length; doc++) {
    const id = corpus.index.documentId(doc);
    of[doc] = id === undefined ? -1 : (byId.get(id) ?? -1);
  }
  positions.set(corpus.index, { papers: corpus.papers, version, of });
  return of;
}

/**
 * foldText("Naïve  Bayes") => "naive bayes", foldText("test-time") => "test time": folded as words are
 * (fold), hyphens as spaces and single spaces, for phrase matching ("optimal transport" is in
 * "dynamic-optimal-transport-like").
 */
export function foldText(text: string): string {
  const plain = fold(text).replace(HYPHENS, ' ');
  return /\s\s|[^\S ]/.test(plain) ? plain.replace(/\s+/g, ' ') : plain;
}

const HYPHENS = /[-‐‑]/g;

const haystacks = new WeakMap<object, { textOf: SearchCorpus['textOf']; byId: Map<string, string> }>();

/**
 * Title, name, plain text and people (ConferenceSearch.peopleLine) of a paper, folded, one line each: where phrases and
 * excluded phrases are looked for. Folded once per paper and corpus, on first use: a phrase typed letter
 * by letter checks the same papers.
 */
export function haystackOf(corpus: SearchCorpus, paper: ListPaper): string {
  let cached = haystacks.get(corpus.index);
  if (cached === undefined || cached.textOf !== corpus.textOf) {
    cached = { textOf: corpus.textOf, byId: new Map() };
    haystacks.set(corpus.index, cached);
  }
  let haystack = cached.byId.get(paper.id);
  if (haystack === undefined) {
    // Folded apart: foldText makes line breaks spaces, and a title: phrase looks before the second one.
    haystack = [paper.title, paper.name ?? '', corpus.textOf(paper.id) ?? ''].map(foldText).join('\n') + `\n${corpus.conference?.peopleLine(paper) ?? ''}`;
    cached.byId.set(paper.id, haystack);
  }
  return haystack;
}

/**
 * A test for papers whose title, name, text or people have one phrase written out (case aside, a hyphen
 * or a space alike, any run of spaces), for ranking: an ASCII phrase is looked for in the texts as they are,
 * with a regular expression, so that ranking thousands of papers on a keystroke folds none of them
 * (folding each text once cost a multi-word query up to 20 ms more at 5,000 papers); another phrase is
 * looked for in the folded haystack (haystackOf). Names are looked for folded ("muller" is in "Müller").
 *   hasPhrase(corpus, "optimal transport")(paper with "Optimal-Transport maps") => true
 *   hasPhrase(corpus, "ling yang")(paper by "Ling Yang") => true; (paper by "Min-Ling Zhang" and "Van Yang") => false
 */
export function hasPhrase(corpus: SearchCorpus, phrase: string): (paper: ListPaper) => boolean {
  const folded = foldText(phrase).trim();
  if (!ASCII_PHRASE.test(folded)) return (paper) => haystackOf(corpus, paper).includes(folded);
  const words = folded.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(words.join('[\\s‐‑-]+'), 'i');
  const people = corpus.conference;
  return (paper) =>
    pattern.test(paper.title) ||
    pattern.test(paper.name ?? '') ||
    pattern.test(corpus.textOf(paper.id) ?? '') ||
    (people !== undefined && pattern.test(people.peopleLine(paper)));
}

// eslint-disable-next-line no-control-regex
const ASCII_PHRASE = /^[\x00-\x7f]+$/;

/**
 * A test for papers that contain every one of the (folded) phrases, case, accents and runs of whitespace
 * aside: in their title, name, text or people (`all`), their title, name or text (`paper`: what an
 * exclusion looks at), or their title or name (`title`).
 *   containsPhrases(corpus, ["attention sink"])(headWiseRmsNorm) => true
 */
export function containsPhrases(corpus: SearchCorpus, phrases: readonly string[], where: 'all' | 'paper' | 'title' = 'all'): (paper: ListPaper) => boolean {
  if (phrases.length === 0) return () => true;
  return (paper) => {
    const haystack = haystackOf(corpus, paper);
    const text =
      where === 'all' ? haystack : haystack.slice(0, where === 'paper' ? haystack.lastIndexOf('\n') : haystack.indexOf('\n', haystack.indexOf('\n') + 1));
    return phrases.every((p) => text.includes(p));
  };
}
