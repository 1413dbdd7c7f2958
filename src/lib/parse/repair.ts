// Copy-paste damage in one abstract: repaired where the intent is certain, reported where it is not.

import type { ListWarning } from '../errors';
import { findMathSpans, type MathSpan } from '../math';
import { splitSentences } from './sentences';

/** Word overlap (Jaccard) from which two consecutive sentences are reported as near-repeats. */
export const NEAR_REPEAT_OVERLAP = 0.6;

/**
 * Repairs an abstract (one paragraph, whitespace already normalised) and says what it did, at `line`:
 *  1. doubled escapes in math: `$\max\\{a\\}$` => `$\max\{a\}$` (a pasted `\\{` is never meant);
 *  2. sentences run together: "are missing.We propose" => "are missing. We propose";
 *  3. a sentence repeated right after itself: the copy is dropped; a near-repeat (different words,
 *     ≥ 60 % shared) is kept and reported.
 *   repairAbstract("It fails.We fix it.", 3).abstract => "It fails. We fix it."
 */
export function repairAbstract(text: string, line: number): { abstract: string; warnings: ListWarning[] } {
  const warnings: ListWarning[] = [];
  const report = (code: string, message: string) => warnings.push({ line, code, message });
  const spans = findMathSpans(text);
  let abstract = undoubleMathEscapes(text, spans, report);
  abstract = splitRunTogether(abstract, abstract === text ? spans : findMathSpans(abstract), report);
  abstract = dropRepeatedSentences(abstract, report);
  return { abstract, warnings };
}

type Report = (code: string, message: string) => void;

function undoubleMathEscapes(text: string, spans: readonly MathSpan[], report: Report): string {
  let count = 0;
  let out = '';
  let at = 0;
  for (const span of spans) {
    const tex = text.slice(span.start, span.end).replace(/(?<!\\)\\\\([{}])/g, (_, brace: string) => {
      count++;
      return `\\${brace}`;
    });
    out += text.slice(at, span.start) + tex;
    at = span.end;
  }
  if (count === 0) return text;
  report('doubled-escape', `doubled LaTeX escapes repaired in math: "\\\\{" → "\\{" (${count} ${count === 1 ? 'time' : 'times'})`);
  return out + text.slice(at);
}

// A sentence end with the space lost: a lowercase word (or a closing bracket) + "." or "?" + a
// capitalised word + a space + a lowercase word, as in "corrupted.We propose" or "barycenter.Each view".
// The lowercase word after keeps out names ("nn.Module", "FLUX.1 [Dev]", "U.S. Army").
const RUN_TOGETHER = /[.?](?=\p{Lu}\p{Ll}+\s+\p{Ll})/gu;

function splitRunTogether(text: string, math: readonly MathSpan[], report: Report): string {
  let span = 0; // matches come in order: walk the formulas alongside
  const cuts: number[] = [];
  for (const match of text.matchAll(RUN_TOGETHER)) {
    const at = match.index;
    while (span < math.length && math[span]!.end <= at) span++;
    const inMath = span < math.length && math[span]!.start < at;
    const left = leftWord(text, at);
    if (left === null || inMath || insideLinkOrPath(text, at)) continue;
    const right = /^\p{Lu}\p{Ll}+/u.exec(text.slice(at + 1, at + 60))![0];
    report('run-together', `run-together sentences repaired: "${left}${text[at]}${right}" → "${left}${text[at]} ${right}"`);
    cuts.push(at + 1);
  }
  return cuts.length === 0 ? text : joinAt(text, cuts);
}

function joinAt(text: string, cuts: readonly number[]): string {
  const parts = cuts.map((cut, k) => text.slice(k === 0 ? 0 : cuts[k - 1], cut));
  return [...parts, text.slice(cuts.at(-1))].join(' ');
}

// The word before the period, if it is a real lowercase word: two letters or more ("e.g." and "U.S." are not),
// not the tail of a dotted name or a path ("torch.nn", "v2.py"); or ")" as in "(UOT).We".
function leftWord(text: string, dot: number): string | null {
  if (text[dot - 1] === ')') return text.slice(text.lastIndexOf(' ', dot) + 1, dot);
  if (!/\p{Ll}/u.test(text[dot - 1] ?? '')) return null;
  let start = dot;
  while (start > 0 && /\p{L}/u.test(text[start - 1]!)) start--;
  const before = text[start - 1];
  if (dot - start < 2 || (before !== undefined && /[./\\@:_\p{N}]/u.test(before))) return null;
  return text.slice(start, dot);
}

// The whitespace-delimited token around `at` is a URL, a link or an address: leave it alone.
function insideLinkOrPath(text: string, at: number): boolean {
  let start = at;
  while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
  let end = at;
  while (end < text.length && !/\s/.test(text[end]!)) end++;
  return /:\/\/|www\.|\\url\{|\]\(|@/i.test(text.slice(start, end));
}

function dropRepeatedSentences(text: string, report: Report): string {
  const sentences = splitSentences(text);
  if (sentences.length < 2) return text;
  let out = text;
  let cursor = 0;
  let previous: { sentence: string; end: number; words: Set<string> | null } | null = null;
  for (const sentence of sentences) {
    const start = out.indexOf(sentence, cursor);
    if (start === -1) return out; // not a substring after all: change nothing rather than guess
    if (previous !== null && sentence === previous.sentence) {
      report('repeated-sentence', `repeated sentence removed: "${excerpt(sentence)}"`);
      out = out.slice(0, previous.end) + out.slice(start + sentence.length);
      cursor = previous.end;
      continue;
    }
    const current: { sentence: string; end: number; words: Set<string> | null } = { sentence, end: start + sentence.length, words: null };
    if (previous !== null && mayNearlyRepeat(previous.sentence, sentence)) {
      previous.words ??= wordSet(previous.sentence);
      current.words = wordSet(sentence);
      const overlap = jaccard(previous.words, current.words);
      if (overlap >= NEAR_REPEAT_OVERLAP) {
        report('near-repeated-sentence', `consecutive sentences nearly repeat each other (${Math.round(overlap * 100)}% shared words, both kept): "${excerpt(previous.sentence)}" / "${excerpt(sentence)}"`);
      }
    }
    previous = current;
    cursor = current.end;
  }
  return out;
}

// A cheap gate before comparing word sets: an edited sentence left beside its old version keeps its
// first or its last word ("These results demonstrate … systems."), and its length stays close.
function mayNearlyRepeat(a: string, b: string): boolean {
  const short = Math.min(a.length, b.length);
  if (short < 30 || short < 0.45 * Math.max(a.length, b.length)) return false;
  const first = (s: string) => s.slice(0, s.indexOf(' ')).toLowerCase();
  const last = (s: string) => s.slice(s.lastIndexOf(' ') + 1).toLowerCase();
  return first(a) === first(b) || last(a) === last(b);
}

function wordSet(sentence: string): Set<string> {
  return new Set(sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

// Jaccard overlap of two word sets; 0 for sentences too short to judge.
function jaccard(x: Set<string>, y: Set<string>): number {
  if (x.size < 6 || y.size < 6) return 0;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  return shared / (x.size + y.size - shared);
}

function excerpt(sentence: string): string {
  return sentence.length <= 60 ? sentence : `${sentence.slice(0, 59)}…`;
}
