// Where search terms occur in a text, as character ranges: the matching half of highlight.ts.
import { fold, stem } from './normalize';

/** [start, end) of one highlighted run in the text. */
export type Range = [number, number];

interface Word {
  start: number;
  end: number;
  folded: string;
  /** stem(folded), worked out on first need. */
  stem?: string;
}

interface Pattern {
  /** The folded words; a single-word pattern also matches by stem and by prefix. */
  words: string[];
  /** What stands between consecutive words in the term ("-", " ", "("), folded and collapsed. */
  gaps: string[];
  stem: string;
}

/** A list of terms made ready to match: phrases longest first, single words as sets. */
interface Matcher {
  phrases: Pattern[];
  /** Folded single-word terms, their stems, and those long enough to match as prefixes. */
  exact: Set<string>;
  stems: Set<string>;
  prefixes: Set<string>;
  /** The distinct lengths of `prefixes`, shortest first. */
  prefixLengths: number[];
  /** The first MIN_PREFIX characters of every prefix: most words are ruled out by this one lookup. */
  prefixHeads: Set<string>;
}

const WORD = /[\p{L}\p{N}]+/gu;
const SOFT_GAP = /^[\s\-‐‑]+$/;
const MIN_PREFIX = 3;

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_WORD = /[a-z0-9]+/g;

function splitWords(text: string): Word[] {
  const words: Word[] = [];
  if (ASCII.test(text)) {
    // Most abstracts: lowercase the whole text once (offsets stay put), no per-word folding.
    const lower = text.toLowerCase();
    for (const match of lower.matchAll(ASCII_WORD)) words.push({ start: match.index, end: match.index + match[0].length, folded: match[0] });
    return words;
  }
  for (const match of text.matchAll(WORD)) {
    words.push({ start: match.index, end: match.index + match[0].length, folded: fold(match[0]) });
  }
  return words;
}

// The words of the texts highlighted lately: a result row is highlighted again on every keystroke that
// keeps it on screen, and splitting and folding its abstract was most of the cost (measured in the
// browser: findHits 4–5 ms per keystroke at 10 rows, most of it splitWords and stemming).
const MAX_CACHED_TEXTS = 400;
const wordCache = new Map<string, Word[]>();
function wordsOf(text: string): Word[] {
  let words = wordCache.get(text);
  if (words === undefined) {
    if (wordCache.size >= MAX_CACHED_TEXTS) wordCache.delete(wordCache.keys().next().value as string);
    words = splitWords(text);
    wordCache.set(text, words);
  }
  return words;
}

function toPattern(term: string): Pattern | null {
  const words = splitWords(term);
  if (words.length === 0) return null;
  const gaps = words.slice(1).map((w, i) => collapse(term.slice((words[i] as Word).end, w.start)));
  const folded = words.map((w) => w.folded);
  return { words: folded, gaps, stem: stem(folded[0] as string) };
}

function collapse(gap: string): string {
  return fold(gap).replace(/\s+/g, ' ');
}

// The matcher of the last terms seen: every row of one search highlights with the same terms array.
let lastMatcher: { terms: readonly string[]; matcher: Matcher } | null = null;
function matcherOf(terms: readonly string[]): Matcher {
  if (lastMatcher?.terms === terms) return lastMatcher.matcher;
  const patterns = terms.map(toPattern).filter((p): p is Pattern => p !== null);
  const singles = patterns.filter((p) => p.words.length === 1).map((p) => ({ word: p.words[0] as string, stem: p.stem }));
  const prefixes = new Set(singles.map((p) => p.word).filter((w) => w.length >= MIN_PREFIX));
  const matcher: Matcher = {
    phrases: patterns.filter((p) => p.words.length > 1).sort((a, b) => b.words.length - a.words.length),
    exact: new Set(singles.map((p) => p.word)),
    stems: new Set(singles.map((p) => p.stem)),
    prefixes,
    prefixLengths: [...new Set([...prefixes].map((w) => w.length))].sort((a, b) => a - b),
    prefixHeads: new Set([...prefixes].map((w) => w.slice(0, MIN_PREFIX))),
  };
  lastMatcher = { terms, matcher };
  return matcher;
}

/** A word matches a one-word term when equal, of the same stem, or starting with it (≥ 3 characters). */
function wordMatches(word: Word, m: Matcher): boolean {
  const w = word.folded;
  if (m.exact.has(w)) return true;
  if (w.length > MIN_PREFIX && m.prefixHeads.has(w.slice(0, MIN_PREFIX))) {
    for (const length of m.prefixLengths) {
      if (length >= w.length) break;
      if (m.prefixes.has(w.slice(0, length))) return true;
    }
  }
  if (m.stems.size === 0) return false;
  word.stem ??= stem(w);
  return m.stems.has(word.stem);
}

function gapMatches(text: string, from: number, to: number, expected: string): boolean {
  const gap = text.slice(from, to);
  return SOFT_GAP.test(gap) ? SOFT_GAP.test(expected) : collapse(gap) === expected;
}

/** A phrase matches consecutive words: all equal but the last, which may be longer ("attention sinks"). */
function phraseLength(text: string, words: Word[], at: number, pattern: Pattern): number {
  const n = pattern.words.length;
  if (at + n > words.length) return 0;
  for (let k = 0; k < n; k++) {
    const word = words[at + k] as Word;
    const expected = pattern.words[k] as string;
    const ok = k === n - 1 ? word.folded.startsWith(expected) : word.folded === expected;
    if (!ok) return 0;
    if (k > 0 && !gapMatches(text, (words[at + k - 1] as Word).end, word.start, pattern.gaps[k - 1] as string)) return 0;
  }
  return n;
}

/**
 * findHits("Quantization of LLMs", ["quantiz", "llm"]) => [[0, 12], [16, 20]]
 * Whole words only, case and accents aside; phrases ("attention sink") highlight as one run.
 */
export function findHits(text: string, terms: readonly string[]): Range[] {
  const m = matcherOf(terms);
  if (m.phrases.length === 0 && m.exact.size === 0) return [];
  const words = wordsOf(text);
  const hits: Range[] = [];
  for (let i = 0; i < words.length; i++) {
    let length = 0;
    for (const phrase of m.phrases) {
      length = phraseLength(text, words, i, phrase);
      if (length > 0) break;
    }
    const word = words[i] as Word;
    if (length === 0 && m.exact.size > 0 && wordMatches(word, m)) length = 1;
    if (length > 0) {
      hits.push([word.start, (words[i + length - 1] as Word).end]);
      i += length - 1;
    }
  }
  return hits;
}
