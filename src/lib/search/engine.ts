// A lean scorer over MiniSearch's own inverted index.
//
// Why not index.search()? It builds a result object with a `match` record per document and term, which
// costs 50–250 ms for a common word ("model") at 20,000 abstracts. This reads the same postings and
// computes the same BM25 scores (tests compare the two) into typed arrays: a few milliseconds.
// It reads MiniSearch 7's internal index through IndexReader (indexReader.ts); the version is pinned.
import { fold, queryTerm } from './normalize';
import { EXPANSION_WEIGHT, MIN_PREFIX_LENGTH, SEARCH_OPTIONS } from './options';
import type { Alternative } from './abbreviations';
import type { IndexReader } from './indexReader';

/** One query term: its stem matched exactly (and within `fuzzy` edits), and the completions of `prefix`. */
export interface TermQuery {
  term: string;
  /** The word being typed ("quantiza"): index terms starting with it match too. */
  prefix: string | null;
  /** Maximum edit distance, 0 for none. */
  fuzzy: number;
}

export interface MatchOptions {
  fields: readonly string[];
  boost: Readonly<Record<string, number>>;
}

export interface Matches {
  /** MiniSearch short ids of the matching documents, ascending: those matching every term (AND) or,
   * when there are none, those matching any (OR). */
  docs: Int32Array;
  /** The score of each of `docs`. */
  scores: Float64Array;
  /** Whether `docs` match every term (false: the OR fallback, or no match at all). */
  matchedAll: boolean;
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

/** What changes when documents are added or removed: the view and caches below are rebuilt then. */
export function indexVersion(index: IndexReader): string {
  return `${index.shortIdLimit}/${index.documentCount}`;
}

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

const { prefix: prefixes, fuzzy: fuzziness, maxFuzzy } = SEARCH_OPTIONS.searchOptions;

/**
 * How many edits a query term may be from an index term, as MiniSearch computes it from
 * SEARCH_OPTIONS.searchOptions: "kernal" => 1 (6 × 0.2, rounded), "kern" => 0 (too short).
 */
export function fuzzyDistance(term: string): number {
  const ratio = fuzziness(term);
  return ratio === false ? 0 : Math.min(maxFuzzy, Math.round(term.length * ratio));
}

/**
 * The term queries of typed words, following SEARCH_OPTIONS.searchOptions: each word's stem, fuzzy
 * when long enough, and completions of the last word (the one being typed) as typed, not as stemmed,
 * so that "quantiza" reaches "quantization" although its stem is "quantiz". Stop words go, duplicates merge.
 *   termQueries(["kernal", "ban"]) => [{ term: "kernal", prefix: null, fuzzy: 1 }, { term: "ban", prefix: "ban", fuzzy: 0 }]
 */
export function termQueries(words: readonly string[], prefixLast = true): TermQuery[] {
  const queries = new Map<string, TermQuery>();
  const usable = words.filter((word) => queryTerm(word) !== null);
  usable.forEach((word, i) => {
    const term = queryTerm(word) as string;
    const typed = fold(word.replace(/[-‐‑]/g, ''));
    const prefix = prefixLast && prefixes(typed, i, usable) ? typed : null;
    const fuzzy = fuzzyDistance(term);
    const previous = queries.get(term);
    queries.set(term, { term, fuzzy, prefix: prefix ?? previous?.prefix ?? null });
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

/** The index terms a query term reaches, with their weights: exact 1, then prefix and fuzzy ones. */
function expand(index: IndexReader, query: TermQuery): [string, number][] {
  const weights = new Map<string, number>([[query.term, 1]]);
  if (query.prefix !== null) {
    for (const [term] of index.termsWithPrefix(query.prefix)) {
      if (weights.has(term)) continue;
      const distance = term.length - query.prefix.length;
      weights.set(term, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance));
    }
  }
  if (query.fuzzy > 0) {
    for (const [term, [, distance]] of index.termsNear(query.term, query.fuzzy)) {
      if (!weights.has(term)) weights.set(term, (FUZZY_WEIGHT * term.length) / (term.length + distance));
    }
  }
  return [...weights].sort((a, b) => b[1] - a[1]);
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
  expansions: Map<string, [string, number][]>;
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

function cachedExpansion(cache: IndexCache, index: IndexReader, query: TermQuery): [string, number][] {
  const key = `${query.term}\u0000${query.prefix ?? ''}\u0000${query.fuzzy}`;
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
 * below "RL" itself. Alternatives only add matches; without them, the scores are MiniSearch's.
 */
export function matchTerms(
  index: IndexReader,
  queries: readonly TermQuery[],
  options: MatchOptions,
  alternatives: readonly Alternative[] = [],
): Matches {
  const { lengths, version } = readIndex(index);
  if (queries.length === 0) return { docs: new Int32Array(0), scores: new Float64Array(0), matchedAll: false, terms: [], expanded: [] };
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
  queries.forEach((query, q) => {
    const mask = covered.get(q);
    for (const [term, weight] of cachedExpansion(cache, index, query)) {
      const hit = score(term, weight, (doc, s) => {
        total[doc] = (total[doc] as number) + s;
        if (seen[doc] !== q) {
          seen[doc] = q;
          count[doc] = (count[doc] as number) + 1;
          if (mask !== undefined) mask[doc] = 1;
        }
      });
      if (hit) matched.push(term);
    }
  });
  const expanded = alternatives.filter((alternative) => addAlternative(alternative, size, score, covered, total, count));
  let needed = queries.length;
  let found = 0;
  for (let doc = 0; doc < size; doc++) if (count[doc] === needed) found += 1;
  const matchedAll = found > 0;
  if (!matchedAll) {
    needed = 1;
    for (let doc = 0; doc < size; doc++) if ((count[doc] as number) > 0) found += 1;
  }
  const docs = new Int32Array(found);
  const scores = new Float64Array(found);
  let k = 0;
  for (let doc = 0; doc < size; doc++) {
    const c = count[doc] as number;
    if (c >= needed && c > 0) {
      docs[k] = doc;
      scores[k] = (total[doc] as number) * c;
      k += 1;
    }
  }
  return { docs, scores, matchedAll, terms: matched, expanded: expanded.map((a) => a.text) };
}

/** Adds the documents with every term of an alternative to the query terms it covers; true if there were any. */
function addAlternative(
  alternative: Alternative,
  size: number,
  score: (term: string, weight: number, hit: (doc: number, score: number) => void) => boolean,
  covered: Map<number, Uint8Array>,
  total: Float64Array,
  count: Uint16Array,
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
  for (let doc = 0; doc < size; doc++) {
    if (terms[doc] !== needed) continue;
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
