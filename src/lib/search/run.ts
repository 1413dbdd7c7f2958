// The one function the search page calls (inside useMemo): state in, results, facets and hints out.
import type { ListPaper } from '../types';
import { type AnyCorpus, type ConferenceSearch, queryEngine, titleOrder } from './corpus';
import { filterAndCount } from './filters';
import type { Found } from './match';
import { fold } from './normalize';
import { parseQuery } from './query';
import type { QueryReading } from './chinese';
import { type SearchState, type SortOrder, effectiveSort } from './state';

export type { AnyCorpus, ListCorpus, SearchCorpus } from './corpus';

/**
 * How many results an option of a conference's filters would give (conference.ts), counted when first
 * read: counts.get("Ling Yang") => 2.
 */
export interface OptionCounts {
  get(value: string): number;
}

/**
 * For each option, how many of the current results (query and every active filter) would remain with
 * that option added too; for a selected option, the current count. Options absent from a map count 0.
 */
export interface Facets {
  topics: Map<string, number>;
  code: number;
  bench: Map<string, number>;
  authors: OptionCounts;
  institutions: OptionCounts;
  /** With values chosen, an option's count adds the papers it would bring in (these filters take any of their values). */
  types: OptionCounts;
  sessions: OptionCounts;
  days: OptionCounts;
}

/**
 * Whether a search's results are the query's own: 'pending' while the corpus cannot answer the query's
 * words yet (no index: list.json just in, or Chinese waiting for its glossary; or titles only while the
 * full text is on its way), 'ready' once it can, and at once without words (filters and sorting alone,
 * or a query with nothing to search in it).
 */
export type ResultsStatus = 'pending' | 'ready';

export interface SearchOutcome {
  /**
   * 'pending': `results` and `facets` are what the filters alone or titles alone give, not the query's
   * answer, and may change: a page says that it is searching rather than count them or say that nothing
   * matched.
   */
  status: ResultsStatus;
  /**
   * Whether the search looked for a paper's text while that text was on its way (the corpus's
   * `textsMissing`): its answer may change once the text is in. False for every other search.
   */
  readText: boolean;
  /** The papers found, in display order. */
  results: readonly ListPaper[];
  /** The relevance score of each result, in the same order; all 0 without a query. */
  scores: Float64Array;
  facets: Facets;
  /** Words, phrases and matched index terms (stems, completions, corrections) to mark with highlight(). */
  highlightTerms: readonly string[];
  /** highlightTerms and the names author: asks for: what to mark in a row's authors. */
  nameTerms: readonly string[];
  /**
   * Those of highlightTerms that were searched for in every field (title: words were not): a topic or
   * benchmark they mark (mentions()) is one the paper matched through.
   */
  labelTerms: readonly string[];
  /**
   * For a query with nothing to search in it ("∂", "--": parseQuery's `wordless`), which finds nothing,
   * how many papers the filters alone would show; null for any other query.
   */
  wordless: { filtered: number } | null;
  /** Words of the query that no paper has in any form ("zebrafish"): the page says so rather than list other papers. */
  missing: readonly string[];
  /** Words no paper has, searched as the near spellings papers do have: "halucination" => ["hallucination"]. */
  respelled: readonly { word: string; as: readonly string[] }[];
  /** How the query's Chinese was understood (chinese.ts): each term's English form, the words not known; null without Chinese. */
  reading: QueryReading | null;
}

// The last outcome of each search state (the page keeps one state object while the search stays).
const lastOutcomes = new WeakMap<SearchState, { corpus: AnyCorpus; outcome: SearchOutcome }>();

/**
 * runSearch, but for a corpus that differs from the last one this state was searched in only by the
 * abstracts' text having come in (or failed) since, which that search did not read: the answer is
 * the same, and the last outcome is given again. At 7,000 papers on a phone, searching again when the
 * text alone arrived was a task of 0.3 s (counting the filters over every paper) that changed nothing.
 */
export function runSearchKept(corpus: AnyCorpus, state: SearchState): SearchOutcome {
  const last = lastOutcomes.get(state);
  const outcome = last !== undefined && !last.outcome.readText && onlyTextDiffers(last.corpus, corpus) ? last.outcome : runSearch(corpus, state);
  lastOutcomes.set(state, { corpus, outcome });
  return outcome;
}

// The keys of a corpus that follow the abstracts' text.
const TEXT_KEYS: ReadonlySet<string> = new Set(['textOf', 'mathOf', 'textsMissing']);

// Whether `after` is `before` with its text in (or failed) rather than on its way, and nothing else changed.
function onlyTextDiffers(before: AnyCorpus, after: AnyCorpus): boolean {
  if (before.textsMissing !== 'loading' || after.textsMissing === 'loading') return false;
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => TEXT_KEYS.has(key) || Object.is(a[key], b[key]));
}

/**
 * The corpus a search runs over, and whether it asked for a paper's text that is still on its way (the
 * full index is in, the abstracts' text not yet: `textsMissing`). Only some searches look at the text (a
 * quoted phrase, an exclusion, words typed side by side, the long form of an abbreviation); one that did
 * found what it could without it, and its results are pending until the text is in. Any other is
 * answered in full by the index.
 */
function watchText(corpus: AnyCorpus): { corpus: AnyCorpus; asked: () => boolean } {
  if (corpus.textsMissing !== 'loading') return { corpus, asked: () => false };
  let asked = false;
  const textOf = (): undefined => {
    asked = true;
    return undefined;
  };
  return { corpus: { ...corpus, textOf }, asked: () => asked };
}

/** At most this many highlight terms: a short prefix ("mod") can complete to hundreds of words. */
export const MAX_HIGHLIGHT_TERMS = 48;

/**
 * Whether the query has words and the corpus no index yet to look them up in (list.json just in, or
 * Chinese waiting for its glossary): runSearch then leaves the words out, and a page says that the search
 * is being prepared rather than count or walk what the filters alone find.
 *   waitsForIndex(listCorpus, { ...EMPTY_SEARCH, q: 'flow' }) => true; with q: '  ' => false
 */
export const waitsForIndex = (corpus: AnyCorpus, state: SearchState): boolean => corpus.index === null && state.q.trim() !== '';

/**
 * runSearch(corpus, { ...EMPTY_SEARCH, q: 'kernal band' }).results[0].id => "kernelband"
 * Query (see query.ts and match.ts), then exclusions, then filters (filters.ts). A query that is a
 * paper's OpenReview id or forum address finds that paper (openReview.ts). Sorted by effectiveSort(state): relevance (list order on ties), title A–Z or list order.
 * With only exclusions in the query, all papers but the excluded ones; with no word at all ("∂"), none
 * (the facets count what the filters alone leave). Before the index is built (a ListCorpus), the
 * query is left out: the page says the search is being prepared.
 */
export function runSearch(loaded: AnyCorpus, state: SearchState): SearchOutcome {
  const text = watchText(loaded);
  const corpus = text.corpus;
  // Chinese terms become their English forms first (with the corpus's glossary): the rest of the search
  // sees an English query.
  const { query: q, reading } = corpus.chinese?.read(state.q) ?? { query: state.q, reading: null };
  const forum = corpus.conference?.forumPosition(corpus.papers, q) ?? -1;
  const query = parseQuery(forum < 0 ? q : '');
  const match =
    forum >= 0
      ? { ...NO_MATCH, found: { positions: Int32Array.of(forum), scores: Float64Array.of(1) } }
      : query.empty || corpus.index === null
        ? NO_MATCH
        : queryEngine(corpus.index).matchQuery(corpus, query);
  const excluded = corpus.index === null ? [] : query.excluded;
  const { kept, facets } = filterAndCount(corpus, state, match.found, excluded);
  const sort = effectiveSort(state);
  let results: readonly ListPaper[];
  let scores: Float64Array;
  // Relevance without words to score is list order too (every score 0, ties in list order).
  const listOrder = sort === 'list' || (sort === 'relevance' && match.found === null);
  if (query.wordless) {
    // Not every paper "by relevance": the page says that nothing typed can be searched.
    results = NO_PAPERS;
    scores = new Float64Array(0);
  } else if (listOrder && kept.positions.length === corpus.papers.length) {
    // Every paper in list order (no query, no filter): the list itself, so that typing "k" (no word
    // yet) allocates next to nothing and memoised rows see the same papers.
    results = corpus.papers;
    scores = new Float64Array(results.length);
  } else {
    // Papers and scores in two arrays, not an object per result: a keystroke at 5,000 papers no
    // longer makes 5,000 objects for the garbage collector.
    const order = sortOrder(corpus.papers, kept, sort, state, corpus.conference);
    const papers: ListPaper[] = new Array(order.length);
    scores = new Float64Array(order.length);
    order.forEach((i, k) => {
      papers[k] = corpus.papers[kept.positions[i] as number] as ListPaper;
      scores[k] = kept.scores[i] as number;
    });
    results = papers;
  }
  const typed = match.unfinished === null ? query.terms : query.terms.slice(0, -1);
  const words = [...typed, ...query.phrases, ...query.fields.title];
  const pending = !query.wordless && (waitsForIndex(corpus, state) || (state.q.trim() !== '' && corpus.fullTextLoading === true) || text.asked());
  return {
    status: pending ? 'pending' : 'ready',
    readText: text.asked(),
    results,
    scores,
    facets,
    highlightTerms: highlightTerms(words, match.terms),
    nameTerms: highlightTerms([...words, ...query.fields.author], match.terms),
    labelTerms: highlightTerms([...typed, ...query.phrases], match.anyFieldTerms),
    wordless: query.wordless ? { filtered: kept.positions.length } : null,
    missing: match.missing,
    respelled: match.respelled,
    reading,
  };
}

const NO_PAPERS: readonly ListPaper[] = Object.freeze([]);
const NO_MATCH = { found: null, terms: [], unfinished: null, anyFieldTerms: [], missing: [], respelled: [] } as const;

/** Indexes into `kept` in display order. List and title order take one pass; relevance sorts. */
function sortOrder(papers: readonly ListPaper[], kept: Found, sort: SortOrder, state: SearchState, conference: ConferenceSearch | undefined): Int32Array {
  const { positions, scores } = kept;
  const indexAt = new Int32Array(papers.length).fill(-1);
  positions.forEach((p, i) => (indexAt[p] = i));
  const order = new Int32Array(positions.length);
  if (sort === 'relevance') {
    order.forEach((_, i) => (order[i] = i));
    return order.sort((a, b) => (scores[b] as number) - (scores[a] as number) || (positions[a] as number) - (positions[b] as number));
  }
  // The poster order is a conference's (without its data, list order).
  const sequence = sort === 'title' ? titleOrder(papers) : sort === 'poster' ? (conference?.posterOrder(papers, state.sessions, state.days) ?? null) : null;
  let k = 0;
  for (let r = 0; r < papers.length; r++) {
    const i = indexAt[sequence === null ? r : (sequence[r] as number)] as number;
    if (i >= 0) order[k++] = i;
  }
  return order;
}

/** The terms of a search with nothing to mark: one array, so that memoised rows see no change. */
const NO_TERMS: readonly string[] = Object.freeze([]);

function highlightTerms(words: readonly string[], matched: readonly string[]): readonly string[] {
  if (words.length === 0 && matched.length === 0) return NO_TERMS;
  const terms: string[] = [];
  const seen = new Set<string>();
  for (const term of [...words, ...matched]) {
    const key = fold(term);
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
    if (terms.length >= MAX_HIGHLIGHT_TERMS) break;
  }
  return sameTerms(terms);
}

const termLists = new Map<string, readonly string[]>();

/**
 * One array for each list of terms seen lately: "kernel", "kernel " and "kernel b" mark the same
 * words, and memoised result rows showing the same paper then skip re-rendering altogether.
 */
function sameTerms(terms: readonly string[]): readonly string[] {
  const key = terms.join('\u0000');
  const known = termLists.get(key);
  if (known !== undefined) return known;
  if (termLists.size >= 64) termLists.delete(termLists.keys().next().value as string);
  const frozen = Object.freeze([...terms]);
  termLists.set(key, frozen);
  return frozen;
}
