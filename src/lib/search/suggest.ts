// Completions of the word being typed, drawn from the words of the index.
//
// Not MiniSearch's autoSuggest: it joins every term a document matched, which with stems and whole
// words indexed side by side gives "quantiz quantization". This completes the last word only, with the
// same rules as the search (prefix, fuzzyDistance), among the papers the earlier words find.
import { fuzzyDistance, matchTerms, termQueries } from './engine';
import type { IndexReader } from './indexReader';
import { countDocuments, nearTerms, termsWithPrefix } from './vocabulary';
import { fold, tokenize } from './normalize';
import { FIELD_BOOST, SEARCH_OPTIONS, writtenWords } from './options';
import { parseQuery } from './query';

/** Suggestions start at this many characters: one letter completes to half the vocabulary. */
export const MIN_SUGGEST_LENGTH = 2;

interface Candidate {
  word: string;
  /** Closeness first (completions before corrections), then how many papers have it. */
  rank: number;
  frequency: number;
}

/**
 * suggestions(index, "kernel ba") => ["kernel band", "kernel bandit", …]: the query with its last word
 * completed or corrected, best first, without duplicates or the query itself. [] below 2 characters.
 */
export function suggestions(index: IndexReader, q: string, limit = 6): string[] {
  const tokens = tokenize(q);
  const last = tokens.at(-1);
  // Only a word being typed is completed: not one followed by a space or a closing quote.
  if (q.trim().length < MIN_SUGGEST_LENGTH || last === undefined || !q.endsWith(last) || limit <= 0) return [];
  const typed = fold(last.replace(/[-‐‑]/g, ''));
  if (typed.length < MIN_SUGGEST_LENGTH) return [];
  const head = q.slice(0, q.lastIndexOf(last));
  const context = contextDocs(index, head);
  const written = writtenWords(index);
  const candidates = new Map<string, Candidate>();
  const consider = (term: string, rank: number) => {
    const word = written === undefined ? term : written.get(term);
    if (word === undefined || candidates.has(fold(word))) return;
    if (!HYPHEN.test(last) && isFragment(index, word)) return;
    candidates.set(fold(word), { word, rank, frequency: countDocuments(index, term, context) });
  };
  const completed = completions(index, typed);
  for (const term of completed) consider(term, 0);
  // Near spellings only for a word that no word of the papers begins with: "flow matching" is not "flow caching".
  const distance = completed.length === 0 ? fuzzyDistance(typed) : 0;
  if (distance > 0) {
    for (const near of nearTerms(index, typed, distance).sort((a, b) => a.distance - b.distance)) consider(near.term, near.distance);
  }
  const query = fold(q.trim()).replace(/\s+/g, ' ');
  const out: string[] = [];
  const ranked = [...candidates.values()].filter((c) => c.frequency > 0).sort((a, b) => a.rank - b.rank || b.frequency - a.frequency);
  for (const c of ranked) {
    const suggestion = `${head}${c.word}`;
    if (fold(suggestion).replace(/\s+/g, ' ') !== query && !out.includes(suggestion)) out.push(suggestion);
    if (out.length >= limit) break;
  }
  return out;
}

const HYPHEN = /[-‐‑]/;
/** A hyphenated compound is a word of its own when at least this share of its first part's papers have it. */
const COMPOUND_SHARE = 0.1;

/**
 * Whether a hyphenated compound is a one-off joining of words ("policy-world", from "diffusion
 * policy-world model") rather than a word of its own ("fine-tuning", "test-time"): offered for
 * "policy" only if it stands in a tenth of the papers that have "policy". Plain words are never fragments.
 */
function isFragment(index: IndexReader, word: string): boolean {
  if (!HYPHEN.test(word)) return false;
  const whole = countDocuments(index, fold(word.replace(/[-‐‑]/g, '')), null);
  const first = countDocuments(index, fold(word.split(HYPHEN)[0] as string), null);
  return whole < 2 || whole < COMPOUND_SHARE * first;
}

/** At most this many completions are weighed, the most frequent in the whole index first. */
const MAX_COMPLETIONS = 24;

function completions(index: IndexReader, typed: string): string[] {
  return termsWithPrefix(index, typed)
    .sort((a, b) => b.frequency - a.frequency)
    .slice(0, MAX_COMPLETIONS)
    .map((c) => c.term);
}

/** The papers the earlier words of the query find, marked by short id (null: no earlier words, every paper). */
function contextDocs(index: IndexReader, head: string): Uint8Array | null {
  const query = parseQuery(head);
  const words = [...query.terms, ...query.phrases.flatMap(tokenize), ...query.fields.title.flatMap(tokenize)];
  if (words.length === 0) return null;
  const found = matchTerms(index, termQueries(words, false), { fields: SEARCH_OPTIONS.fields, boost: FIELD_BOOST });
  const mask = new Uint8Array(index.documentCount + 1 + (found.docs.at(-1) ?? 0));
  if (found.matchedAll) for (const doc of found.docs) mask[doc] = 1;
  return mask;
}
