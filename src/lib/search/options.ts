// The one set of MiniSearch options, used by whatever builds the index and whatever queries it.
import MiniSearch, { type Options } from 'minisearch';
import type { ListPaper } from '../types';
import { analyzeToken, indexTerms, queryTerm, tokenize } from './normalize';

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
export const MIN_FUZZY_LENGTH = 5;
/** Fuzzy search allows this fraction of the term's length in edits ("kernal" => "kernel": 6 × 0.2 ≈ 1)… */
export const FUZZY_RATIO = 0.2;
/** …but never more than this many. */
export const MAX_FUZZY = 2;
/** The boost of a match in each field: title and name count 4 times the abstract. */
export const FIELD_BOOST = { title: 4, name: 4, topics: 2, benchmarks: 2, text: 1 } as const;

/**
 * The index's configuration, and the defaults of a search. Measured recipe (issue 3): prefix only on
 * the last term and fuzzy only on long terms keep a keystroke's search within a few milliseconds at
 * 20,000 papers. runSearch reads the same constants (engine.ts termQueries) but completes the last word
 * as typed rather than its stem, so that "quantiza" finds "quantization" (stem "quantiz").
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
 *   topics: "Efficiency & quantization Agents & reasoning Code & software", benchmarks: "TritonBench-G", text }
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
 * The words of an index as they are written, by folded form ("kernelband" => "KernelBand", "model" =>
 * "model"): what suggestions may offer, as opposed to bare stems ("quantiz"). Known for indexes made
 * by createIndex and createIndexAsync; undefined for others (an index loaded from JSON).
 */
export function writtenWords(index: MiniSearch<SearchDoc>): ReadonlyMap<string, string> | undefined {
  return written.get(index);
}

const written = new WeakMap<object, Map<string, string>>();

// SEARCH_OPTIONS, with a processTerm that also notes how each new token is written (once per token).
function recordingOptions(words: Map<string, string>): Options<SearchDoc> {
  const seen = new Set<string>();
  const processTerm = (token: string) => {
    const analyzed = analyzeToken(token);
    if (!seen.has(token)) {
      seen.add(token);
      for (const [folded, form] of analyzed.words) {
        const current = words.get(folded);
        // Names keep their case ("KernelBand"), a capital at a sentence start does not ("Model" => "model");
        // a form written in lowercase somewhere wins.
        const lower = form.toLowerCase();
        if (current === undefined) words.set(folded, /\p{Lu}/u.test(form.slice(1)) ? form : lower);
        else if (form === lower && current !== lower) words.set(folded, lower);
      }
    }
    return analyzed.terms;
  };
  return { ...SEARCH_OPTIONS, processTerm };
}

function newIndex(): MiniSearch<SearchDoc> {
  const words = new Map<string, string>();
  const index = new MiniSearch<SearchDoc>(recordingOptions(words));
  written.set(index, words);
  return index;
}

/** An index of the given documents, built in one go (tests, small lists, the build). */
export function createIndex(docs: readonly SearchDoc[]): MiniSearch<SearchDoc> {
  const index = newIndex();
  index.addAll(docs);
  return index;
}

export interface BuildOptions {
  /** Work at most about this long before giving the browser a turn (milliseconds). */
  sliceMs?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
  /** How to give the browser a turn (tests pass their own). */
  yieldToBrowser?: () => Promise<void>;
}

/** A slice of indexing: short enough that a keystroke waiting behind it still feels instant. */
export const INDEX_SLICE_MS = 8;

/**
 * The same index built a few milliseconds at a time, giving the browser a turn between slices so that
 * the page keeps painting and answering keystrokes while 20,000 abstracts are indexed. Slices are
 * measured in time, not documents: a title takes microseconds, an abstract about half a millisecond,
 * and MiniSearch's addAllAsync (fixed chunks, each followed by a setTimeout that the browser clamps to
 * 4 ms) spent a third of its time waiting.
 */
export async function createIndexAsync(docs: readonly SearchDoc[], options: BuildOptions = {}): Promise<MiniSearch<SearchDoc>> {
  const { sliceMs = INDEX_SLICE_MS, now = () => performance.now(), yieldToBrowser = giveWay } = options;
  const index = newIndex();
  let i = 0;
  while (i < docs.length) {
    const end = now() + sliceMs;
    do index.add(docs[i++] as SearchDoc);
    while (i < docs.length && now() < end);
    if (i < docs.length) await yieldToBrowser();
  }
  return index;
}

/**
 * Lets the browser paint, handle input and run its other tasks, then resumes: a message, which (unlike
 * a nested setTimeout) is never delayed by 4 ms. Not scheduler.yield(): its continuations run ahead of
 * other tasks, so a build made of them starved timers and React's deferred renders until it was done
 * (measured: the first paint's follow-up task waited 0.9 s behind the titles index at 5,000 papers).
 */
export function giveWay(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
