// The one set of MiniSearch options, used by whatever builds the index and whatever queries it.
import type MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import type { ListFile, ListPaper } from '../types';
import type { TextsById } from '../texts';
import { indexTerms, queryTerm, tokenize } from './normalize';
import { authorName } from '../authors';

/** What the index holds for one paper: plain strings, one per searchable field. */
export interface SearchDoc {
  id: string;
  title: string;
  /** The introduced method's name, '' when the paper names none. */
  name: string;
  /** Benchmarks joined by ' '. */
  benchmarks: string;
  /** The plain abstract, or '' while text.json is not loaded yet. */
  text: string;
  /** The authors' names joined by ', ' ('' for a bare list of abstracts, which has none). */
  authors: string;
  /** The authors' institutions joined by ', '. */
  institutions: string;
}

/** The paper's own fields: a query's words must all be in these… */
export const PAPER_FIELDS = ['title', 'name', 'benchmarks', 'text'] as const;
/**
 * …or all in these: a name typed finds its author's papers ("Ling Yang", "ETH Zurich"), but a word of
 * a name or an institution never stands in for a word of the paper (match.ts byPeople).
 */
export const PEOPLE_FIELDS = ['authors', 'institutions'] as const;

/** Prefix search needs this many characters: "k" would expand to thousands of terms on every keystroke. */
export const MIN_PREFIX_LENGTH = 3;
/** Words of this many letters or fewer are never matched by a near spelling: too many words are an edit away ("RLHF", "kern"). */
export const MAX_EXACT_LENGTH = 4;
/** A word the collection does not have stands for words within this fraction of its length in edits ("kernal" => "kernel": 6 × 0.2 ≈ 1)… */
export const FUZZY_RATIO = 0.2;
/** …but never more than this many. */
export const MAX_FUZZY = 2;
/**
 * A paper found through an abbreviation's other form (data/abbreviations.json: "RL" for "reinforcement
 * learning" and back) scores this fraction of a match of the words typed: a little below them.
 */
export const EXPANSION_WEIGHT = 0.8;
/**
 * The boost of a match in each field: title and name count 4 times the abstract. Topic labels are not
 * searched: a paper answers a word it says, not one its topic's name says (the topic filter is there for that).
 * An author's name counts 3 times: "yang" finds Yang's papers before those that cite a Yang.
 */
export const FIELD_BOOST = { title: 4, name: 4, benchmarks: 2, text: 1, authors: 3, institutions: 1 } as const;

/**
 * The index's configuration, and the defaults of a search. Measured recipe (issue 3): prefix only on
 * the last term keeps a keystroke's search within a few milliseconds at 20,000 papers. The app searches
 * with engine.ts, not MiniSearch's search(): termQueries reads prefix from here, and match.ts the boost
 * (FIELD_BOOST), but the last word is completed as typed rather than as its stem, so that "quantiza"
 * finds "quantization" (stem "quantiz"), and near spellings are a fallback for words the collection
 * does not have (engine.ts fuzzyDistance), which MiniSearch's options cannot say. search() with these
 * defaults finds what the engine finds for words the index has (in a list without people; with them, the
 * engine does not mix a paper's own fields and its people's: match.ts byPeople): engine.test.ts holds the
 * two to it, and tests use it to look into an index.
 */
export const SEARCH_OPTIONS = {
  // fields: what is indexed, all of SearchDoc but the id; the people's last, so that a list without any
  // keeps its field ids, lengths and scores.
  fields: [...PAPER_FIELDS, ...PEOPLE_FIELDS],
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
    // boost: a match in the title or name counts 4 times a match in the abstract, a benchmark's name twice.
    boost: FIELD_BOOST,
    // prefix: only the last term, the one being typed, once it has MIN_PREFIX_LENGTH characters.
    prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= MIN_PREFIX_LENGTH,
    // fuzzy: none here; the engine's fallback for words the index does not have (fuzzyDistance).
    fuzzy: false,
    // combineWith: every term must match; a query that finds nothing says which words no paper has.
    combineWith: 'AND',
  },
} satisfies Options<SearchDoc>;

/**
 * toSearchDoc(kernelBand, text) => { id: "kernelband", title: "KernelBand: …", name: "KernelBand",
 *   benchmarks: "TritonBench-G", text, authors: "", institutions: "" }
 */
export function toSearchDoc(paper: ListPaper, text: string): SearchDoc {
  return {
    id: paper.id,
    title: paper.title,
    name: paper.name ?? '',
    benchmarks: paper.benchmarks.join(' '),
    text,
    authors: (paper.authors ?? []).map(authorName).join(', '),
    institutions: (paper.institutions ?? []).join(', '),
  };
}

/**
 * One SearchDoc per paper of the list, texts '' when there are none (the titles index). The browser and
 * the data build index exactly these.
 *   searchDocs(list, null)[0] => { id: "kernelband", title: "KernelBand: …", …, text: "" }
 */
export function searchDocs(list: Pick<ListFile, 'papers'>, texts: TextsById | null): SearchDoc[] {
  return list.papers.map((paper) => toSearchDoc(paper, texts?.get(paper.id) ?? ''));
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
