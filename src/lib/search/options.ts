// The one set of MiniSearch options, used by whatever builds the index and whatever queries it.
import type MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import type { ListFile, ListPaper } from '../types';
import type { TextsById } from '../texts';
import { indexTerms, queryTerm, tokenize } from './normalize';

/** What the index holds for one paper: plain strings, one per searchable field. */
export interface SearchDoc {
  id: string;
  title: string;
  /** The introduced method's name, '' when the paper names none. */
  name: string;
  /** Topic labels joined by ' ' ("Efficiency & quantization Code & software"). */
  topics: string;
  /** Benchmarks joined by ' '. */
  benchmarks: string;
  /** The plain abstract, or '' while text.json is not loaded yet. */
  text: string;
}

/** Prefix search needs this many characters: "k" would expand to thousands of terms on every keystroke. */
export const MIN_PREFIX_LENGTH = 3;
/** Fuzzy search needs this many characters of the processed term: short typos match too much. */
const MIN_FUZZY_LENGTH = 5;
/** Fuzzy search allows this fraction of the term's length in edits ("kernal" => "kernel": 6 × 0.2 ≈ 1)… */
const FUZZY_RATIO = 0.2;
/** …but never more than this many. */
const MAX_FUZZY = 2;
/**
 * A paper found through an abbreviation's other form (data/abbreviations.json: "RL" for "reinforcement
 * learning" and back) scores this fraction of a match of the words typed: a little below them.
 */
export const EXPANSION_WEIGHT = 0.8;
/** The boost of a match in each field: title and name count 4 times the abstract. */
export const FIELD_BOOST = { title: 4, name: 4, topics: 2, benchmarks: 2, text: 1 } as const;

/**
 * The index's configuration, and the defaults of a search. Measured recipe (issue 3): prefix only on
 * the last term and fuzzy only on long terms keep a keystroke's search within a few milliseconds at
 * 20,000 papers. The app searches with engine.ts, not MiniSearch's search(): termQueries and
 * fuzzyDistance read prefix, fuzzy and maxFuzzy from here, and match.ts the boost (FIELD_BOOST), but
 * the last word is completed as typed rather than as its stem, so that "quantiza" finds "quantization"
 * (stem "quantiz"). search() with these defaults finds what the engine finds otherwise: engine.test.ts
 * holds the two to it, and tests use it to look into an index.
 */
export const SEARCH_OPTIONS = {
  // fields: what is indexed, all of SearchDoc but the id.
  fields: ['title', 'name', 'topics', 'benchmarks', 'text'],
  // storeFields: none; the app keeps the papers itself and looks results up by id.
  storeFields: [],
  // tokenize: words of letters and digits, inner hyphens kept (see normalize.ts), at index and query time.
  tokenize,
  // processTerm (index time): stem and folded form of each word and of its hyphen and CamelCase
  // parts, stop words dropped. "KernelBand" => ["kernelband", "kernel", "band"].
  processTerm: indexTerms,
  searchOptions: {
    // processTerm (query time): the same normalisation, but one stem per typed word, no parts (MiniSearch
    // requires every term a query word gives under 'AND'). "Quantisation" => "quantiz".
    processTerm: queryTerm,
    // boost: a match in the title or name counts 4 times a match in the abstract, topics and benchmarks twice.
    boost: FIELD_BOOST,
    // prefix: only the last term, the one being typed, once it has MIN_PREFIX_LENGTH characters.
    prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= MIN_PREFIX_LENGTH,
    // fuzzy: terms of MIN_FUZZY_LENGTH characters or more, within 20% edits ("kernal" => "kernel").
    fuzzy: (term: string) => (term.length >= MIN_FUZZY_LENGTH ? FUZZY_RATIO : false),
    // maxFuzzy: at most MAX_FUZZY edits, however long the term.
    maxFuzzy: MAX_FUZZY,
    // combineWith: every term must match; runSearch falls back to 'OR' when nothing does.
    combineWith: 'AND',
  },
} satisfies Options<SearchDoc>;

/**
 * toSearchDoc(kernelBand, text, label) => { id: "kernelband", title: "KernelBand: …", name: "KernelBand",
 *   topics: "Efficiency & ML systems Code & software Optimization", benchmarks: "TritonBench-G", text }
 */
export function toSearchDoc(paper: ListPaper, text: string, topicLabel: (id: string) => string): SearchDoc {
  return {
    id: paper.id,
    title: paper.title,
    name: paper.name ?? '',
    topics: paper.topics.map(topicLabel).join(' '),
    benchmarks: paper.benchmarks.join(' '),
    text,
  };
}

/**
 * One SearchDoc per paper of the list, topic ids turned into their labels, texts '' when there are none
 * (the titles index). The browser and the data build index exactly these.
 *   searchDocs(list, null)[0] => { id: "kernelband", title: "KernelBand: …", …, text: "" }
 */
export function searchDocs(list: Pick<ListFile, 'papers' | 'topics'>, texts: TextsById | null): SearchDoc[] {
  const labels = new Map(list.topics.map((t) => [t.id, t.label]));
  const label = (id: string) => labels.get(id) ?? id;
  return list.papers.map((paper) => toSearchDoc(paper, texts?.get(paper.id) ?? '', label));
}

/**
 * The words of an index as they are written, by folded form ("kernelband" => "KernelBand", "model" =>
 * "model"): what suggestions may offer, as opposed to bare stems ("quantiz"). Known for indexes made
 * by createIndex and createIndexAsync, and for one loaded from search-index.json (load.ts);
 * undefined for others (an index loaded with MiniSearch.loadJSON).
 */
export function writtenWords(index: MiniSearch<SearchDoc>): ReadonlyMap<string, string> | undefined {
  return written.get(index);
}

const written = new WeakMap<object, Map<string, string>>();

/** Notes where the written forms of an index's words are kept (build.ts fills the map as it indexes). */
export function keepWrittenWords(index: MiniSearch<SearchDoc>, words: Map<string, string>): void {
  written.set(index, words);
}
