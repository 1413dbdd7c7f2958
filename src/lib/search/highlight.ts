// Text as segments to render, with the search terms marked: whole texts and short snippets.
import { findHits, type Range } from './hits';
import type { MathRange } from '../types';

/** A run of text, marked or not; `math`: the run is a formula's words, and this its TeX, shown as written. */
export type Segment = { text: string; hit: boolean; math?: string };

/** The mark at a snippet's cut ends: its own segment, never part of the text around it. */
export const ELLIPSIS = '…';

const SPACE = /\s/;

function segmentsOf(text: string, hits: readonly Range[], from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let at = from;
  for (const [start, end] of hits) {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (e <= s) continue;
    if (s > at) segments.push({ text: text.slice(at, s), hit: false });
    segments.push({ text: text.slice(s, e), hit: true });
    at = e;
  }
  if (to > at) segments.push({ text: text.slice(at, to), hit: false });
  return segments;
}

/**
 * highlight("Quantizing LLMs", ["quantize"]) => [{ text: "Quantizing", hit: true }, { text: " LLMs", hit: false }]
 * Whole words, case and accents aside; a term also marks the words of its stem and the words it begins
 * (≥ 3 characters), a phrase marks one run. The segments joined give back the text.
 */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  return segmentsOf(text, findHits(text, terms), 0, text.length);
}

/**
 * Whether highlight() would mark anything in the text: a topic or benchmark the search matched.
 *   mentions("Agents & tool use", ["agent"]) => true; mentions("Vision", ["agent"]) => false
 */
export function mentions(text: string, terms: readonly string[]): boolean {
  return terms.length > 0 && findHits(text, terms).length > 0;
}

/**
 * The places a snippet may be cut: whitespace outside brackets. A bracketed run that fits in a snippet
 * is never cut, so that math reduced to words ("O(omega^-1/2 rho^-1 n sqrt T)") stays whole; a longer
 * one (a long parenthetical remark) may be, and unmatched brackets guard nothing.
 */
function breakPoints(text: string, maxLength: number): number[] {
  let byText = breakCache.get(maxLength);
  if (byText === undefined) breakCache.set(maxLength, (byText = new Map()));
  let points = byText.get(text);
  if (points === undefined) {
    if (byText.size >= MAX_CACHED_TEXTS) byText.delete(byText.keys().next().value as string);
    points = findBreakPoints(text, maxLength);
    byText.set(text, points);
  }
  return points;
}

// The break points of the texts cut lately, by maxLength: a row on screen is cut again on every keystroke.
const MAX_CACHED_TEXTS = 400;
const breakCache = new Map<number, Map<string, number[]>>();

function findBreakPoints(text: string, maxLength: number): number[] {
  const guarded = new Int32Array(text.length + 1);
  const open: number[] = [];
  const openerOf: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '(' || c === '[' || c === '{') open.push(i);
    const opener = openerOf[c];
    if (opener === undefined) continue;
    let k = open.length - 1;
    while (k >= 0 && text.charAt(open[k] as number) !== opener) k -= 1;
    if (k < 0) continue; // an unmatched closer guards nothing
    const start = open[k] as number;
    open.length = k;
    if (i - start < maxLength) {
      guarded[start] = (guarded[start] as number) + 1;
      guarded[i + 1] = (guarded[i + 1] as number) - 1;
    }
  }
  const points: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    depth += guarded[i] as number;
    if (depth === 0 && SPACE.test(text.charAt(i))) points.push(i);
  }
  return points;
}

/** The densest run of hits that fits in maxLength characters (the first such run on ties). */
function densest(hits: readonly Range[], maxLength: number): Range {
  let best: Range = hits[0] as Range;
  let bestCount = 1;
  let i = 0;
  for (let j = 0; j < hits.length; j++) {
    while ((hits[j] as Range)[1] - (hits[i] as Range)[0] > maxLength && i < j) i += 1;
    if (j - i + 1 > bestCount) {
      bestCount = j - i + 1;
      best = [(hits[i] as Range)[0], (hits[j] as Range)[1]];
    }
  }
  return best;
}

/**
 * snippet("High-performance GPU kernels are critical for efficient LLM serving, yet …", ["kernel"], 60)
 *   => [{ text: "…", hit: false }, { text: "GPU ", hit: false }, { text: "kernels", hit: true },
 *       { text: " are critical for efficient LLM serving, yet", hit: false }, { text: "…", hit: false }]
 * About maxLength characters around the densest cluster of hits (the start of the text when none),
 * cut at whitespace outside brackets, with an ELLIPSIS segment at each cut end. It may run longer than
 * maxLength only when a bracketed run leaves no closer place to cut.
 */
export function snippet(text: string, terms: readonly string[], maxLength = 220, math: readonly MathRange[] = NO_MATH): Segment[] {
  const hits = findHits(text, terms);
  if (text.length <= maxLength) return withFormulas(text, hits, 0, text.length, math);
  const [first, last] = hits.length > 0 ? densest(hits, maxLength) : [0, 0];
  const slack = Math.max(0, maxLength - (last - first));
  const want = Math.max(0, Math.min(first - Math.floor(slack / 4), text.length - maxLength));
  const points = math.length === 0 ? breakPoints(text, maxLength) : outsideFormulas(breakPoints(text, maxLength), math);
  const from = want === 0 ? 0 : cutStart(text, points, want, first);
  const to = from + maxLength >= text.length ? text.length : cutEnd(text, points, from + maxLength, Math.max(last, from + 1));
  const segments = withFormulas(text, hits, from, to, math);
  if (from > 0) segments.unshift({ text: ELLIPSIS, hit: false });
  if (to < text.length) segments.push({ text: ELLIPSIS, hit: false });
  return segments;
}

const NO_MATH: readonly MathRange[] = [];

/** The break points not inside a formula: a snippet shows a formula whole or not at all. */
function outsideFormulas(points: readonly number[], math: readonly MathRange[]): number[] {
  return points.filter((p) => !math.some(([start, end]) => p > start && p < end));
}

/**
 * segmentsOf, with each formula wholly inside [from, to) as one segment carrying its TeX, marked when a
 * hit touches it: snippet(text, ["omega"], 220, [[7, 26, "O(\\omega^{-2})"]]) gives { text: "O(omega-2)",
 * hit: true, math: "O(\\omega^{-2})" } where the words stood.
 */
function withFormulas(text: string, hits: readonly Range[], from: number, to: number, math: readonly MathRange[]): Segment[] {
  if (math.length === 0) return segmentsOf(text, hits, from, to);
  const segments: Segment[] = [];
  let at = from;
  for (const [start, end, tex] of math) {
    if (start < at || end > to) continue;
    segments.push(...segmentsOf(text, hits, at, start));
    segments.push({ text: text.slice(start, end), hit: hits.some(([s, e]) => s < end && e > start), math: tex });
    at = end;
  }
  segments.push(...segmentsOf(text, hits, at, to));
  return segments;
}

/** After the first break at or after `want` and before the first hit, else after the last break before `want`. */
function cutStart(text: string, points: readonly number[], want: number, firstHit: number): number {
  const p = points.find((x) => x >= want && x < firstHit) ?? points.findLast((x) => x < want);
  if (p === undefined) return 0;
  let from = p;
  while (from < text.length && SPACE.test(text.charAt(from))) from += 1;
  return from;
}

/**
 * At the last break at or before `want` and not before `after`; else right at `after` (the end of the last
 * hit, a word's end) when that is within `want`; else at the first break after it.
 */
function cutEnd(text: string, points: readonly number[], want: number, after: number): number {
  const p = points.findLast((x) => x <= want && x >= after) ?? (after <= want ? after : points.find((x) => x >= after));
  if (p === undefined) return text.length;
  let to = p;
  while (to > after && SPACE.test(text.charAt(to - 1))) to -= 1;
  return to;
}
