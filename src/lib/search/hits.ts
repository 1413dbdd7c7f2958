// Where search terms occur in a text, as character ranges: the matching half of highlight.ts.
import { fold, stem } from './normalize';

/** [start, end) of one highlighted run in the text. */
export type Range = [number, number];

interface Word {
  start: number;
  end: number;
  folded: string;
}

interface Pattern {
  /** The folded words; a single-word pattern also matches by stem and by prefix. */
  words: string[];
  /** What stands between consecutive words in the term ("-", " ", "("), folded and collapsed. */
  gaps: string[];
  stem: string;
}

const WORD = /[\p{L}\p{N}]+/gu;
const SOFT_GAP = /^[\s\-‐‑]+$/;
const MIN_PREFIX = 3;

function splitWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    words.push({ start: match.index, end: match.index + match[0].length, folded: fold(match[0]) });
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

const stems = new Map<string, string>();
function cachedStem(folded: string): string {
  let result = stems.get(folded);
  if (result === undefined) {
    if (stems.size > 50_000) stems.clear();
    result = stem(folded);
    stems.set(folded, result);
  }
  return result;
}

/** A word matches a one-word term when equal, of the same stem, or starting with it (≥ 3 characters). */
function wordMatches(word: string, pattern: Pattern): boolean {
  const term = pattern.words[0] as string;
  return word === term || (term.length >= MIN_PREFIX && word.startsWith(term)) || cachedStem(word) === pattern.stem;
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
  const patterns = terms.map(toPattern).filter((p): p is Pattern => p !== null);
  if (patterns.length === 0) return [];
  const phrases = patterns.filter((p) => p.words.length > 1).sort((a, b) => b.words.length - a.words.length);
  const singles = patterns.filter((p) => p.words.length === 1);
  const words = splitWords(text);
  const hits: Range[] = [];
  for (let i = 0; i < words.length; i++) {
    let length = 0;
    for (const phrase of phrases) {
      length = phraseLength(text, words, i, phrase);
      if (length > 0) break;
    }
    const word = words[i] as Word;
    if (length === 0 && singles.some((p) => wordMatches(word.folded, p))) length = 1;
    if (length > 0) {
      hits.push([word.start, (words[i + length - 1] as Word).end]);
      i += length - 1;
    }
  }
  return hits;
}
