// Related papers: TF-IDF cosine similarity between abstracts, computed once by the data build.
// Sparse vectors and an inverted index keep it near-linear: a paper is compared in full only with the
// couple of hundred papers that share most of its telling words, never with all 20,000. On lists that
// small the result is exact; on larger ones a rare true neighbour can be missed (a synthetic 3,000-paper
// list, with no real topics to find, kept 88% of the exact top 5).
import { fold, STOP_WORDS, tokenize } from './search/normalize';
import { StemVocabulary } from './stemVocabulary';
import { kthLargest } from './kthLargest';

export interface RelatedPaper {
  id: string;
  /** Cosine similarity in (0, 1], rounded to 3 decimals. */
  score: number;
  /**
   * Up to 5 words both papers dwell on (each says it twice, or in its title), most telling first, as
   * readers write them ("quantization", not "quantiz"): not words each happens to use once ("incurs").
   */
  shared: string[];
}

export interface RelatedOptions {
  /** How many related papers each paper gets, at most. Default 5. */
  count?: number;
  /** termVectors(papers), when the caller has them already (the data build shares them with the map). */
  vectors?: TermVectors;
  /** Words never given as shared (fillerTest of data/filler-words.json): they tell the reader nothing. Default none. */
  isFiller?: (word: string) => boolean;
}

/** What relatedPapers needs of a paper; Paper fits. */
export interface SimilarityDoc {
  id: string;
  title: string;
  text: string;
}

/** The title says what the paper is about more densely than any sentence of the abstract. */
const TITLE_WEIGHT = 2;
const SHARED_WORDS = 5;
/** The best `count` × this many are weighed for a reason to show; the first `count` with one are kept. */
const EXPLAINED_POOL = 3;
/** Terms in more than half the papers (and in more than 100) are too common to find candidates with… */
const COMMON_SHARE = 0.5;
const COMMON_MIN_DF = 100;
/** …and of the rest, a paper looks for candidates through its most telling ones only, as MoreLikeThis does. */
const QUERY_TERMS = 32;
/** Candidates scored in full per paper: far more than `count`, far fewer than the list. */
const MAX_CANDIDATES = 200;

const HYPHEN = /[-‐‑]/;

/**
 * The folded words of a text that can relate papers: hyphenated words split ("training-free" gives
 * "training" and "free", as "training free" would), stop words, single letters and bare numbers dropped.
 *   similarityWords("Training-free quantization of LLMs in 2026") => ["training", "free", "quantization", "llms"]
 */
export function similarityWords(text: string): string[] {
  const words: string[] = [];
  for (const token of tokenize(text)) {
    for (const part of HYPHEN.test(token) ? token.split(HYPHEN) : [token]) {
      const word = fold(part);
      if (word.length > 1 && /\p{L}/u.test(word) && !STOP_WORDS.has(word)) words.push(word);
    }
  }
  return words;
}

/** A unit-length sparse vector: term ids ascending, with their weights. */
export interface TermVector {
  terms: Int32Array;
  weights: Float64Array;
  /** How often the paper says each term (a title word counts TITLE_WEIGHT times). */
  counts: Float64Array;
}

/** What termVectors finds: a vector per paper (input order), and per term id its document frequency and word. */
export interface TermVectors {
  vectors: TermVector[];
  /** How many papers use each term. */
  df: number[];
  /** Each term's most common word, as readers write it ("quantization", not the stem "quantiz"). */
  words: string[];
}

/**
 * For each paper (in input order), up to `count` others by TF-IDF cosine similarity, best first, ties
 * in list order; only scores above 0, and only others with a word both papers dwell on to show as the
 * reason (see RelatedPaper.shared). A paper without text gets [], and is nobody's relative.
 *   relatedPapers(icml2026Papers).get("kernelband")
 *     => [{ id: "semrep", score: 0.124, shared: ["kernel", "code", "exploration", "gpu", "correct"] }, …]
 * Throws for a duplicate id or a count that is not a whole number ≥ 0.
 */
export function relatedPapers(papers: readonly SimilarityDoc[], options: RelatedOptions = {}): Map<string, RelatedPaper[]> {
  const count = options.count ?? 5;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`relatedPapers: count must be a whole number ≥ 0, got ${count}`);
  const ids = new Set<string>();
  for (const { id } of papers) {
    if (ids.has(id)) throw new Error(`relatedPapers: duplicate id ${JSON.stringify(id)}`);
    ids.add(id);
  }

  const { vectors, df, words } = options.vectors ?? termVectors(papers);
  const isFiller = options.isFiller ?? (() => false);
  const findCandidates = candidateFinder(vectors, df);
  // This paper's vector, dense, so that scoring a candidate is one pass over the candidate's terms.
  const dense = new Float64Array(df.length);
  const denseCounts = new Float64Array(df.length);
  const related = new Map<string, RelatedPaper[]>();
  vectors.forEach((vector, d) => {
    vector.terms.forEach((term, i) => {
      dense[term] = vector.weights[i]!;
      denseCounts[term] = vector.counts[i]!;
    });
    // In full, with the common terms too: the candidates were chosen on part of the score only.
    const ranked: Ranked[] = [];
    for (const other of findCandidates(d)) {
      const score = round(dot(dense, vectors[other]!));
      if (score > 0) keepBest(ranked, { other, score }, count * EXPLAINED_POOL);
    }
    // A relative the reader is shown comes with its reason: one whose shared words are all chance is left out.
    const explained = ranked
      .map(({ other, score }) => ({ id: papers[other]!.id, score, shared: sharedWords(dense, denseCounts, vectors[other]!, words, isFiller) }))
      .filter(({ shared }) => shared.length > 0);
    related.set(papers[d]!.id, explained.slice(0, count));
    for (const term of vector.terms) dense[term] = denseCounts[term] = 0;
  });
  return related;
}

// candidateFinder(vectors, df)(d) => up to MAX_CANDIDATES other papers, those sharing most weight with
// paper d through its QUERY_TERMS most telling terms that are neither unique nor common (common ones
// only when a paper has nothing else, so that it still finds relatives).
function candidateFinder(vectors: TermVector[], df: number[]): (d: number) => number[] {
  const index = invertedIndex(vectors, df);
  const commonDf = Math.max(vectors.length * COMMON_SHARE, COMMON_MIN_DF);
  const scores = new Float64Array(vectors.length);
  const buffer = new Float64Array(vectors.length);
  return (d) => {
    const vector = vectors[d]!;
    const shared = [...vector.terms.keys()].filter((i) => df[vector.terms[i]!]! >= 2);
    const telling = shared.filter((i) => df[vector.terms[i]!]! <= commonDf);
    const query = (telling.length > 0 ? telling : shared)
      .sort((a, b) => vector.weights[b]! - vector.weights[a]! || a - b)
      .slice(0, QUERY_TERMS);
    const touched: number[] = [];
    for (const i of query) {
      const term = vector.terms[i]!;
      const weight = vector.weights[i]!;
      for (let p = index.start[term]!; p < index.start[term + 1]!; p++) {
        const other = index.docs[p]!;
        if (other === d) continue;
        if (scores[other] === 0) touched.push(other);
        scores[other]! += weight * index.weights[p]!;
      }
    }
    let candidates = touched;
    if (touched.length > MAX_CANDIDATES) {
      // Thousands of papers can share a term of a 20,000-paper list: sorting them all took 2/3 of the time.
      for (let i = 0; i < touched.length; i++) buffer[i] = scores[touched[i]!]!;
      const cutoff = kthLargest(buffer.subarray(0, touched.length), MAX_CANDIDATES);
      candidates = touched.filter((other) => scores[other]! >= cutoff);
    }
    candidates = candidates.sort((a, b) => scores[b]! - scores[a]! || a - b).slice(0, MAX_CANDIDATES);
    for (const other of touched) scores[other] = 0;
    return candidates;
  };
}

/**
 * The TF-IDF vectors of the papers (title words count TITLE_WEIGHT times; log-scaled counts, log idf,
 * unit length), with each term's document frequency and most common word. A paper without text gets
 * an empty vector. Term ids follow the order terms are first met, so they depend on the input order.
 *   termVectors([{ id: 'a', title: '', text: 'Kernel bandits' }, …]).words => ["kernel", "bandits", …]
 */
export function termVectors(papers: readonly SimilarityDoc[]): TermVectors {
  // Counting runs on arrays indexed by term id (see StemVocabulary).
  const vocabulary = new StemVocabulary();
  const df: number[] = [];
  const tf: number[] = []; // by term id, for the paper being counted; back to 0 after each paper
  const bags = papers.map(({ title, text }) => {
    const textWords = similarityWords(text);
    const terms: number[] = [];
    const add = (word: string, weight: number) => {
      const term = vocabulary.count(word);
      if (term === df.length) {
        df.push(0);
        tf.push(0);
      }
      if (tf[term] === 0) terms.push(term);
      tf[term]! += weight;
    };
    if (textWords.length > 0) for (const word of similarityWords(title)) add(word, TITLE_WEIGHT);
    for (const word of textWords) add(word, 1);
    const sorted = Int32Array.from(terms).sort();
    const counts = Float64Array.from(sorted, (term) => tf[term]!);
    for (const term of terms) {
      df[term]!++;
      tf[term] = 0;
    }
    return { terms: sorted, counts };
  });

  const n = papers.length;
  const vectors = bags.map(({ terms, counts }) => {
    // A word said eight times is not eight times as telling: 1 + ln(tf). A term in every paper weighs 0.
    const weights = counts.map((count, i) => (1 + Math.log(count)) * Math.log(n / df[terms[i]!]!));
    const kept = [...weights.keys()].filter((i) => weights[i]! > 0);
    const norm = Math.sqrt(kept.reduce((sum, i) => sum + weights[i]! ** 2, 0)) || 1;
    return {
      terms: Int32Array.from(kept, (i) => terms[i]!),
      weights: Float64Array.from(kept, (i) => weights[i]! / norm),
      counts: Float64Array.from(kept, (i) => counts[i]!),
    };
  });

  const words = vocabulary.commonestWords();
  return { vectors, df, words };
}


// Postings in compressed-row form: the papers holding term t, in list order, are docs[start[t] .. start[t+1]).
function invertedIndex(vectors: TermVector[], df: number[]): { start: Int32Array; docs: Int32Array; weights: Float64Array } {
  const start = new Int32Array(df.length + 1);
  for (const vector of vectors) for (const term of vector.terms) start[term + 1]!++;
  for (let t = 0; t < df.length; t++) start[t + 1]! += start[t]!;
  const next = start.slice(0, df.length);
  const docs = new Int32Array(start[df.length]!);
  const weights = new Float64Array(docs.length);
  vectors.forEach((vector, d) => {
    vector.terms.forEach((term, i) => {
      const at = next[term]!++;
      docs[at] = d;
      weights[at] = vector.weights[i]!;
    });
  });
  return { start, docs, weights };
}

interface Ranked {
  other: number;
  score: number;
}

// Inserts `entry` into `ranked` (best first, ties in list order) if it is among the `count` best.
// Cheaper than sorting all candidates: 200 of them per paper, and 5 kept.
function keepBest(ranked: Ranked[], entry: Ranked, count: number): void {
  let at = ranked.length;
  while (at > 0 && (ranked[at - 1]!.score < entry.score || (ranked[at - 1]!.score === entry.score && ranked[at - 1]!.other > entry.other))) at--;
  if (at < count) {
    ranked.splice(at, 0, entry);
    if (ranked.length > count) ranked.pop();
  }
}

// dot(dense, b): the dot product of a dense vector and a sparse one.
function dot(dense: Float64Array, b: TermVector): number {
  let sum = 0;
  for (let j = 0; j < b.terms.length; j++) sum += dense[b.terms[j]!]! * b.weights[j]!;
  return sum;
}

/** A shared word is a reason when each paper says it this often (a title word counts TITLE_WEIGHT). */
const TELLING_COUNT = 2;

// The shared terms that add most to the score, as words: those both papers dwell on, filler left out
// (the rest still count in the score). A word each abstract uses once ("incurs", "modest", "choice")
// is chance, not a reason.
function sharedWords(dense: Float64Array, denseCounts: Float64Array, b: TermVector, words: string[], isFiller: (word: string) => boolean): string[] {
  const shared: { word: string; contribution: number }[] = [];
  b.terms.forEach((term, j) => {
    if (dense[term]! <= 0 || denseCounts[term]! < TELLING_COUNT || b.counts[j]! < TELLING_COUNT || isFiller(words[term]!)) return;
    shared.push({ word: words[term]!, contribution: dense[term]! * b.weights[j]! });
  });
  return shared
    .sort((x, y) => y.contribution - x.contribution || (x.word < y.word ? -1 : x.word > y.word ? 1 : 0))
    .slice(0, SHARED_WORDS)
    .map(({ word }) => word);
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}
