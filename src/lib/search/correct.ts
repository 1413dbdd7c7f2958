// "Did you mean": a query with its unknown words replaced by the closest words of the index.
import { type SearchCorpus, haystackOf, listPositionOf } from './corpus';
import { hasPrefix, hasTerm, nearTerms, someDocumentWith } from './vocabulary';
import { matchQuery } from './match';
import { fold, queryTerm } from './normalize';
import { MIN_PREFIX_LENGTH, writtenWords } from './options';
import { type ParsedQuery, parseQuery } from './query';

/** Words shorter than this are not corrected: too many words are one edit away. */
const MIN_CORRECTABLE = 3;

/**
 * correctQuery(corpus, "kernl bandt", parsed) => "kernel bandit" (when that finds papers), else null.
 * Only words the index does not know are replaced, each by the nearest (1 edit for words of up to 4
 * letters, 2 beyond) word as written in some paper, the most frequent on ties. Filters are ignored.
 */
export function correctQuery(corpus: SearchCorpus, q: string, query: ParsedQuery): string | null {
  const words = [...query.terms, ...query.fields.title.filter((w) => !/\s/.test(w))];
  let corrected = q;
  words.forEach((word, i) => {
    if (isKnown(corpus, word, i === words.length - 1)) return;
    const replacement = nearestWord(corpus, fold(word));
    if (replacement !== null) corrected = replaceWord(corrected, word, replacement);
  });
  if (corrected === q) return null;
  const { found } = matchQuery(corpus, parseQuery(corrected));
  return found !== null && found.positions.length > 0 ? corrected : null;
}

function isKnown(corpus: SearchCorpus, word: string, last: boolean): boolean {
  const term = queryTerm(word);
  if (term === null || fold(word).length < MIN_CORRECTABLE || hasTerm(corpus.index, term)) return true;
  const typed = fold(word);
  return last && typed.length >= MIN_PREFIX_LENGTH && hasPrefix(corpus.index, typed);
}

function nearestWord(corpus: SearchCorpus, typed: string): string | null {
  return nearestWords(corpus, typed, 1)[0] ?? null;
}

/**
 * Up to `limit` words of the papers, as written, nearest to a typed word (1 edit for words of up to 4
 * letters, 2 beyond), the closest and then the most frequent first: nearestWords(corpus, "kernl", 3)
 * => ["kernel", "kernels"]. Bare stems ("quantiz") are never offered.
 */
function nearestWords(corpus: SearchCorpus, typed: string, limit: number): string[] {
  // The same unknown word comes back on every keystroke after it ("kernel bandit o", "kernel bandit op"…):
  // its walk of the index's terms is done once.
  let cache = nearestCache.get(corpus.index);
  if (cache === undefined) nearestCache.set(corpus.index, (cache = new Map()));
  const key = `${typed}\u0000${limit}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  if (cache.size >= MAX_CACHED_WORDS) cache.delete(cache.keys().next().value as string);
  const words = findNearestWords(corpus, typed, limit);
  cache.set(key, words);
  return words;
}

const MAX_CACHED_WORDS = 64;
const nearestCache = new WeakMap<object, Map<string, string[]>>();

function findNearestWords(corpus: SearchCorpus, typed: string, limit: number): string[] {
  const candidates = nearTerms(corpus.index, typed, typed.length <= 4 ? 1 : 2)
    .filter((c) => c.distance > 0)
    .sort((a, b) => a.distance - b.distance || b.frequency - a.frequency);
  const written = writtenWords(corpus.index);
  const words: string[] = [];
  for (const { term } of candidates.slice(0, 20)) {
    const form = written !== undefined ? written.get(term) : isWritten(corpus, term) ? term : undefined;
    if (form !== undefined && !words.some((w) => fold(w) === fold(form))) words.push(form);
    if (words.length >= limit) break;
  }
  return words;
}

/** A word of the index offered for an unknown word of a query, and the query with it in its place. */
export interface ClosestWord {
  word: string;
  query: string;
}

/**
 * For a query that finds nothing: the words of the papers closest to each word the index does not
 * know, up to `limit` in all, each with the query it makes. Unlike correctQuery, whether that query
 * finds papers is left to the reader to try.
 *   closestWords(corpus, "kernl bandt", parsed) => [{ word: "kernel", query: "kernel bandt" }, …]
 */
export function closestWords(corpus: SearchCorpus, q: string, query: ParsedQuery, limit = 6): ClosestWord[] {
  const words = [...query.terms, ...query.fields.title.filter((w) => !/\s/.test(w))];
  const unknown = words.filter((word, i) => !isKnown(corpus, word, i === words.length - 1));
  const each = Math.max(1, Math.ceil(limit / Math.max(1, unknown.length)));
  return unknown
    .flatMap((word) => nearestWords(corpus, fold(word), each).map((near) => ({ word: near, query: replaceWord(q, word, near) })))
    .slice(0, limit);
}

/** Whether a term appears as a whole word in a paper, rather than being a bare stem ("quantiz"). */
function isWritten(corpus: SearchCorpus, term: string): boolean {
  const doc = someDocumentWith(corpus.index, term);
  const paper = doc === undefined ? undefined : corpus.papers[listPositionOf(corpus)[doc] ?? -1];
  if (paper === undefined) return false;
  const haystack = haystackOf(corpus, paper);
  let at = haystack.indexOf(term);
  while (at >= 0) {
    const before = haystack.charAt(at - 1);
    const after = haystack.charAt(at + term.length);
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    at = haystack.indexOf(term, at + 1);
  }
  return false;
}

function replaceWord(q: string, word: string, replacement: string): string {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return q.replace(new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu'), (_, before: string) => before + replacement);
}
