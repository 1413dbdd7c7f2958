// How words become index terms: one tokenizer and one normaliser for the index, the query, the
// highlighter and the suggestions, so that what is typed and what is stored always meet.
import { stemmer } from 'stemmer';

/**
 * Words dropped at index and query time: too frequent in abstracts to tell papers apart.
 * Deliberately short, and without negations ("no", "not", "without") that change a title's meaning.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ('a an and are as at be by for from has have in into is it its of on or our that the their these ' +
    'this those to was we were which with').split(' '),
);

// A word: letters and digits, with inner hyphens kept ("pre-training", "CIFAR-10", "τ²-Bench").
const WORD = /[\p{L}\p{N}]+(?:[-‐‑][\p{L}\p{N}]+)*/gu;
const HYPHEN = /[-‐‑]/;
const HYPHENS = /[-‐‑]/g;
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;
const LETTERS = /^[a-z]+$/;

const HAN = /\p{Script=Han}/u;

/** hasHan("LLM 量化") => true, hasHan("LLM") => false: whether a query needs the Chinese glossary at all. */
export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/** tokenize("KernelBand, a training-free (fast) method") => ["KernelBand", "a", "training-free", "fast", "method"] */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * fold("Naïve") => "naive", fold("τ²") => "τ2": lowercase, compatibility forms, no accents. For words
 * and whole texts alike (corpus.ts foldText): ASCII, most of both, is left as it is without normalizing.
 */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  return ASCII.test(lower) ? lower : lower.normalize('NFKD').replace(/\p{M}/gu, '');
}

/**
 * americanize("quantisation") => "quantization", americanize("colour") => "color": British spellings
 * of common suffixes, so that both spellings stem alike. Cheap rules with a length guard ("rise",
 * "noise" and "four" are left alone); a rare false hit is harmless because both sides are rewritten.
 */
export function americanize(word: string): string {
  return word
    .replace(/^(.{3,})is(e|es|ed|ing|er|ers|ation|ations|ational)$/, '$1iz$2')
    .replace(/^(.{2,})ys(e|es|ed|ing|er|ers)$/, '$1yz$2')
    .replace(/^(.{3,})our(s|ed|ing|al|ful)?$/, '$1or$2');
}

// Stems by word. Shared by the index build and the highlighter: building the index stems every word of
// every abstract, so highlighting a result seldom has to (measured: the first query's snippets cost
// 5–7 ms more when the highlighter kept a cache of its own, cold).
const stems = new Map<string, string>();
const MAX_CACHED_STEMS = 200_000;

/** stem("quantization") => "quantiz", stem("Modelling") => "model": fold, americanize, Porter. */
export function stem(word: string): string {
  let result = stems.get(word);
  if (result === undefined) {
    const folded = fold(word);
    result = LETTERS.test(folded) && folded.length > 2 ? stemmer(americanize(folded)) : folded;
    if (stems.size >= MAX_CACHED_STEMS) stems.clear();
    stems.set(word, result);
  }
  return result;
}

function searchable(folded: string): boolean {
  return folded.length > 1 && !STOP_WORDS.has(folded);
}

/** camelParts("ToolOrchestra") => ["Tool", "Orchestra"], camelParts("RMSNorm") => ["RMS", "Norm"], camelParts("LLMs") => [] */
export function camelParts(word: string): string[] {
  if (!/\p{Ll}/u.test(word)) return [];
  const parts = word
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll}{2})/gu, '$1 $2')
    .split(' ');
  return parts.length > 1 ? parts : [];
}

/** What one token brings to the index: its terms, and the words as written that they stand for. */
export interface TokenTerms {
  terms: string[];
  /** [folded, as written] of the token and its parts: ["kernelband", "KernelBand"], ["kernel", "Kernel"], ["pretraining", "pre-training"] */
  words: [string, string][];
}

const analyzed = new Map<string, TokenTerms>();

/**
 * The index terms of one token: its stem and its folded form (so that a word being typed, "quantiza",
 * still prefix-matches "quantization" whose stem is "quantiz"), and the same for the parts of a
 * hyphenated ("training-free" => also "training", "free") or CamelCase ("KernelBand" => "kernel", "band")
 * word, whose whole is indexed with the hyphens removed ("pre-training" => "pretraining").
 *   analyzeToken("KernelBand").terms => ["kernelband", "kernel", "band"]
 *   analyzeToken("the").terms => []
 */
export function analyzeToken(token: string): TokenTerms {
  const cached = analyzed.get(token);
  if (cached !== undefined) return cached;
  const pieces = HYPHEN.test(token) ? token.split(HYPHEN) : [];
  // [the word to index, how it is written]: the whole word is written with its hyphens.
  const words: [string, string][] = [[pieces.length > 0 ? pieces.join('') : token, token]];
  for (const piece of pieces) words.push([piece, piece]);
  for (const word of [token, ...pieces]) for (const part of camelParts(word)) words.push([part, part]);
  const terms = new Set<string>();
  const written: [string, string][] = [];
  for (const [word, form] of words) {
    const folded = fold(word);
    if (!searchable(folded)) continue;
    terms.add(stem(folded));
    terms.add(folded);
    written.push([folded, form]);
  }
  const result = { terms: [...terms], words: written };
  if (analyzed.size > 100_000) analyzed.clear();
  analyzed.set(token, result);
  return result;
}

/** indexTerms("KernelBand") => ["kernelband", "kernel", "band"]: the index-time processTerm. */
export function indexTerms(token: string): string[] {
  return analyzeToken(token).terms;
}

/**
 * The one query term for a typed token: the stem of the whole word, hyphens removed, or null for a
 * stop word or a single character. Not split into parts: "KernelBand" asks for the name itself.
 *   queryTerm("Quantisation") => "quantiz", queryTerm("pre-training") => "pretrain", queryTerm("of") => null
 */
export function queryTerm(token: string): string | null {
  const folded = fold(token.replace(HYPHENS, ''));
  return searchable(folded) ? stem(folded) : null;
}
