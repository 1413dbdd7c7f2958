// A lean scorer over MiniSearch's own inverted index.
//
// Why not index.search()? It builds a result object with a `match` record per document and term, which
// costs 50–250 ms for a common word ("model") at 20,000 abstracts. This reads the same postings and
// computes the same BM25 scores (tests compare the two) into typed arrays: a few milliseconds.
// It reads MiniSearch 7's internal index through IndexReader (indexReader.ts); the version is pinned.
import { fold, queryTerm } from './normalize';
import { EXPANSION_WEIGHT, FUZZY_RATIO, MAX_EXACT_LENGTH, MAX_FUZZY, MIN_PREFIX_LENGTH, SEARCH_OPTIONS } from './options';
import type { Alternative } from './abbreviations';
import type { IndexReader } from './indexReader';
import { indexVersion } from './corpus';

/**
 * One query term: its stem matched exactly, and the completions of `prefix`. Only when the index has
 * neither (a typo: the collection does not have the word) do index terms within `fuzzy` edits of the stem
 * or of the word as typed stand in for it: a near-miss spelling never matches beside the word itself.
 */
export interface TermQuery {
  term: string;
  /** The word being typed ("quantiza"): index terms starting with it match too. */
  prefix: string | null;
  /** The word as typed, folded, hyphens removed: what a fallback also looks near. */
  typed: string;
  /** Maximum edit distance of the fallback, 0 for none (words of 4 letters or fewer). */
  fuzzy: number;
}

export interface MatchOptions {
  fields: readonly string[];
  boost: Readonly<Record<string, number>>;
  /**
   * Whether a document has a phrase written out (words side by side): an abbreviation's long form
   * matches only so ("RLHF" is not "human" in one sentence and "feedback" in another). Without it,
   * the long form's words anywhere in the document.
   */
  hasPhrase?: (doc: number, phrase: string) => boolean;
}

export interface Matches {
  /** MiniSearch short ids of the documents matching every term, ascending. */
  docs: Int32Array;
  /** The score of each of `docs`. */
  scores: Float64Array;
  /** Whether any document matches every term. */
  matchedAll: boolean;
  /** The queries (by index) that no document matches, even by a near spelling: words no paper has. */
  missing: number[];
  /** The queries (by index) matched through near spellings only, with the index terms that stood in. */
  respelled: { query: number; terms: string[] }[];
  /** The index terms that matched: the terms themselves and their prefix and fuzzy expansions. */
  terms: string[];
  /** The texts of the alternatives that matched some document ("reinforcement learning" for "RL"). */
  expanded: string[];
}

// MiniSearch's defaults: BM25 parameters and the weights of prefix and fuzzy matches.
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

interface IndexView {
  /** Field lengths by field id, then short id; NaN for a document no longer in the index. */
  lengths: Float64Array[];
  version: string;
}

const views = new WeakMap<object, IndexView>();


/** The index's field lengths as typed arrays, rebuilt when documents were added. */
export function readIndex(index: IndexReader): IndexView {
  const version = indexVersion(index);
  const cached = views.get(index);
  if (cached !== undefined && cached.version === version) return cached;
  const fieldCount = index.fieldNames().length;
  const lengths = Array.from({ length: fieldCount }, () => new Float64Array(index.shortIdLimit).fill(NaN));
  for (const [shortId, fieldLengths] of index.fieldLengths()) {
    for (let f = 0; f < fieldCount; f++) (lengths[f] as Float64Array)[shortId] = fieldLengths[f] ?? 0;
  }
  const view = { lengths, version };
  views.set(index, view);
  return view;
}

const { prefix: prefixes } = SEARCH_OPTIONS.searchOptions;

/**
 * How many edits a word the collection does not have may be from the index terms that stand in for it:
 * a fifth of its length, rounded, at most MAX_FUZZY; none for words of MAX_EXACT_LENGTH letters or
 * fewer ("RLHF", "kern": too many words are an edit away). fuzzyDistance("kernal") => 1,
 * fuzzyDistance("halucination") => 2, fuzzyDistance("kern") => 0.
 */
export function fuzzyDistance(word: string): number {
  return word.length <= MAX_EXACT_LENGTH ? 0 : Math.min(MAX_FUZZY, Math.round(word.length * FUZZY_RATIO));
}

/**
 * The term queries of typed words: each word's stem, the fallback distance of the word as typed, and
 * completions of the last word (the one being typed) as typed, not as stemmed, so that "quantiza"
 * reaches "quantization" although its stem is "quantiz". Stop words go, duplicates merge.
 *   termQueries(["kernal", "ban"]) => [{ term: "kernal", prefix: null, typed: "kernal", fuzzy: 1 },
 *     { term: "ban", prefix: "ban", typed: "ban", fuzzy: 0 }]
 */
export function termQueries(words: readonly string[], prefixLast = true): TermQuery[] {
  const queries = new Map<string, TermQuery>();
  const usable = words.filter((word) => queryTerm(word) !== null);
  usable.forEach((word, i) => {
    const term = queryTerm(word) as string;
    const typed = fold(word.replace(/[-‐‑]/g, ''));
    const prefix = prefixLast && prefixes(typed, i, usable) ? typed : null;
    const previous = queries.get(term);
    queries.set(term, { term, typed: previous?.typed ?? typed, fuzzy: fuzzyDistance(previous?.typed ?? typed), prefix: prefix ?? previous?.prefix ?? null });
  });
  return [...queries.values()];
}

/**
 * Whether a typed word is still too short to be completed (fewer than MIN_PREFIX_LENGTH characters),
 * is no word of the index, and only begins some: "ke" on the way to "kernel". Searched for as it is,
 * it would empty the results for a keystroke and then bring them back.
 *   isUnfinished(index, "ke") => true; isUnfinished(index, "kl") => false (a word); isUnfinished(index, "zq") => false
 */
export function isUnfinished(index: IndexReader, word: string): boolean {
  const term = queryTerm(word);
  const typed = fold(word.replace(/[-‐‑]/g, ''));
  if (term === null || typed.length >= MIN_PREFIX_LENGTH) return false;
  if (index.termData(term) !== undefined || index.termData(typed) !== undefined) return false;
  for (const _ of index.termsWithPrefix(typed)) return true;
  return false;
}

/** The index terms a query term reaches, with their weights (exact 1, then completions), and whether they are near spellings only. */
interface Expansion {
  terms: [string, number][];
  respelled: boolean;
}

function expand(index: IndexReader, query: TermQuery): Expansion {
  const weights = new Map<string, number>();
  if (index.termData(query.term) !== undefined) weights.set(query.term, 1);
  if (query.prefix !== null) {
    for (const [term] of index.termsWithPrefix(query.prefix)) {
      if (weights.has(term)) continue;
      const distance = term.length - query.prefix.length;
      weights.set(term, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance));
    }
  }
  // The fallback: only for a word the collection does not have, near its stem or its written form.
  const respelled = weights.size === 0 && query.fuzzy > 0;
  if (respelled) {
    // The nearest spellings only: "difusion" is "diffusion" (1 edit), not also "fusion" (2).
    const near = [query.term, query.typed].flatMap((word) => [...index.termsNear(word, query.fuzzy)].map(([term, [, distance]]) => ({ term, distance })));
    const nearest = Math.min(...near.map((n) => n.distance));
    for (const { term, distance } of near) {
      if (distance === nearest) weights.set(term, (FUZZY_WEIGHT * term.length) / (term.length + distance));
    }
  }
  return { terms: [...weights].sort((a, b) => b[1] - a[1]), respelled: respelled && weights.size > 0 };
}

interface Field {
  id: number;
  boost: number;
  lengths: Float64Array;
}

/**
 * The expansions of query terms, per index: typing "diffusion mo", "diffusion mod", "diffusion mode"
 * expands "diffusion" (fuzzy: a walk of the whole term tree) every time. Bounded, least recently used
 * first out.
 */
const MAX_CACHED_EXPANSIONS = 256;

interface IndexCache {
  version: string;
  expansions: Map<string, Expansion>;
}

const caches = new WeakMap<object, IndexCache>();

function cacheOf(index: IndexReader, version: string): IndexCache {
  let cache = caches.get(index);
  if (cache === undefined || cache.version !== version) {
    cache = { version, expansions: new Map() };
    caches.set(index, cache);
  }
  return cache;
}

// Map iteration order is insertion order: re-inserting on use keeps the least recently used first.
function touch<K, V>(map: Map<K, V>, key: K, value: V): V {
  map.delete(key);
  map.set(key, value);
  return value;
}

function cachedExpansion(cache: IndexCache, index: IndexReader, query: TermQuery): Expansion {
  const key = `${query.term}\u0000${query.prefix ?? ''}\u0000${query.typed}\u0000${query.fuzzy}`;
  const cached = cache.expansions.get(key);
  if (cached !== undefined) return touch(cache.expansions, key, cached);
  if (cache.expansions.size >= MAX_CACHED_EXPANSIONS) cache.expansions.delete(cache.expansions.keys().next().value as string);
  return touch(cache.expansions, key, expand(index, query));
}

/**
 * Scores the documents matching the queries in the given fields, as MiniSearch's search would:
 * the BM25 score of every matched term and field, times its weight and the field's boost, summed, then
 * multiplied by the number of query terms the document matches. A document with every term of an
 * alternative (abbreviations.ts) also matches the query terms it covers, its terms scored at
 * EXPANSION_WEIGHT (their mean, once per covered term): "RL" finds "reinforcement learning" a little
 * below "RL" itself; a long form of several words only where options.hasPhrase finds it written out.
 * Only documents with every query term match: no paper with some of the words stands in for one with
 * all. Without alternatives or near spellings, the scores are MiniSearch's.
 */
export function matchTerms(
  index: IndexReader,
  queries: readonly TermQuery[],
  options: MatchOptions,
  alternatives: readonly Alternative[] = [],
): Matches {
  const { lengths, version } = readIndex(index);
  if (queries.length === 0) return { docs: new Int32Array(0), scores: new Float64Array(0), matchedAll: false, missing: [], respelled: [], terms: [], expanded: [] };
  const size = index.shortIdLimit;
  const total = new Float64Array(size);
  const count = new Uint16Array(size);
  const seen = new Int32Array(size).fill(-1);
  const matched: string[] = [];
  const fields = options.fields.flatMap((name) => {
    const id = index.fieldId(name);
    return id === undefined ? [] : [{ id, boost: options.boost[name] ?? 1, lengths: lengths[id] as Float64Array } satisfies Field];
  });
  const cache = cacheOf(index, version);
  const n = index.documentCount;
  const averages = index.averageFieldLengths();
  // Calls hit(doc, score) for each posting of `term` in the fields; false when the term is in none.
  const score = (term: string, weight: number, hit: (doc: number, score: number) => void): boolean => {
    const data = index.termData(term);
    if (data === undefined) return false;
    let found = false;
    for (const field of fields) {
      const postings = data.get(field.id);
      if (postings === undefined) continue;
      found = true;
      const idf = Math.log(1 + (n - postings.size + 0.5) / (postings.size + 0.5));
      const avg = averages[field.id] ?? 1;
      const factor = weight * field.boost * idf;
      const lengthsOf = field.lengths;
      // forEach, not for…of: destructuring [doc, tf] allocates an array per posting.
      postings.forEach((tf, doc) => {
        const length = lengthsOf[doc] as number;
        if (Number.isNaN(length)) return;
        hit(doc, factor * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / avg))));
      });
    }
    return found;
  };
  // Which documents match each query term an alternative covers, so that it counts them only once.
  const covered = new Map<number, Uint8Array>();
  for (const alternative of alternatives) for (const q of alternative.covers) if (!covered.has(q)) covered.set(q, new Uint8Array(size));
  // Which queries some document matched (by their own terms or an alternative), and which only by near spellings.
  const hitQuery = new Uint8Array(queries.length);
  const respelled: { query: number; terms: string[] }[] = [];
  queries.forEach((query, q) => {
    const mask = covered.get(q);
    const expansion = cachedExpansion(cache, index, query);
    const terms: string[] = [];
    for (const [term, weight] of expansion.terms) {
      const hit = score(term, weight, (doc, s) => {
        total[doc] = (total[doc] as number) + s;
        if (seen[doc] !== q) {
          seen[doc] = q;
          count[doc] = (count[doc] as number) + 1;
          if (mask !== undefined) mask[doc] = 1;
        }
      });
      if (hit) terms.push(term);
    }
    matched.push(...terms);
    if (terms.length > 0) hitQuery[q] = 1;
    if (expansion.respelled && terms.length > 0) respelled.push({ query: q, terms });
  });
  const expanded = alternatives.filter((alternative) => {
    const any = addAlternative(alternative, size, score, covered, total, count, options.hasPhrase);
    if (any) for (const q of alternative.covers) hitQuery[q] = 1;
    return any;
  });
  const needed = queries.length;
  let found = 0;
  for (let doc = 0; doc < size; doc++) if (count[doc] === needed) found += 1;
  const docs = new Int32Array(found);
  const scores = new Float64Array(found);
  let k = 0;
  for (let doc = 0; doc < size; doc++) {
    const c = count[doc] as number;
    if (c === needed) {
      docs[k] = doc;
      scores[k] = (total[doc] as number) * c;
      k += 1;
    }
  }
  const missing = queries.flatMap((_, q) => (hitQuery[q] === 1 ? [] : [q]));
  // A respelled query's stand-ins are near spellings of a word no paper has: they never outrank the
  // words themselves, as they could not be there beside them.
  return { docs, scores, matchedAll: found > 0, missing, respelled, terms: matched, expanded: expanded.map((a) => a.text) };
}

/** Adds the documents with every term of an alternative to the query terms it covers; true if there were any. */
function addAlternative(
  alternative: Alternative,
  size: number,
  score: (term: string, weight: number, hit: (doc: number, score: number) => void) => boolean,
  covered: Map<number, Uint8Array>,
  total: Float64Array,
  count: Uint16Array,
  hasPhrase: MatchOptions['hasPhrase'],
): boolean {
  const sum = new Float64Array(size);
  const terms = new Uint8Array(size);
  const seen = new Int32Array(size).fill(-1);
  alternative.terms.forEach((term, t) => {
    score(term, 1, (doc, s) => {
      sum[doc] = (sum[doc] as number) + s;
      if (seen[doc] !== t) {
        seen[doc] = t;
        terms[doc] = (terms[doc] as number) + 1;
      }
    });
  });
  const needed = alternative.terms.length;
  const weight = (EXPANSION_WEIGHT * alternative.covers.length) / needed;
  let any = false;
  const written = needed > 1 && hasPhrase !== undefined;
  for (let doc = 0; doc < size; doc++) {
    if (terms[doc] !== needed) continue;
    if (written && !hasPhrase(doc, alternative.text)) continue;
    any = true;
    total[doc] = (total[doc] as number) + weight * (sum[doc] as number);
    for (const q of alternative.covers) {
      const mask = covered.get(q) as Uint8Array;
      if (mask[doc] === 1) continue;
      mask[doc] = 1;
      count[doc] = (count[doc] as number) + 1;
    }
  }
  return any;
}
