// Abstract markup (a little Markdown, a little LaTeX) as render tokens, and as plain text for search.
// HTML is never interpreted: "<script>" is five letters between angle brackets, kept as text.

import type { MathRange, Token } from './types';
import { findMathSpans, mathAsText, mathToWords, type MathSpan } from './math';
import { bareUrlAt, httpUrl } from './links';

// Text commands and the token they make; 'plain' keeps the argument without a style.
const COMMANDS = new Map<string, 'emphasis' | 'strong' | 'smallcaps' | 'plain'>(Object.entries({
  textit: 'emphasis', emph: 'emphasis', textsl: 'emphasis', textbf: 'strong', textsc: 'smallcaps',
  texttt: 'plain', textrm: 'plain', textsf: 'plain', text: 'plain', underline: 'plain', mbox: 'plain',
} as const));
const TEXT_SYMBOLS = new Map<string, string>(Object.entries({
  ldots: '…', dots: '…', textendash: '–', textemdash: '—', textasciitilde: '~', LaTeX: 'LaTeX', TeX: 'TeX',
}));
// Characters a backslash makes literal outside math ("6.9\%" => "6.9%").
const ESCAPABLE = '%$&#_{}*[]~^';
// Deeper nesting than this is not prose; the rest of such a scope stays literal text.
const MAX_DEPTH = 24;

interface Scanner {
  src: string;
  math: Map<number, MathSpan>;
  inMath: Uint8Array;
  /** For each bracket, the index of its partner, or -1. */
  partner: Int32Array;
  closers: Record<'strong' | 'emphasis', { from: number; at: number } | undefined>;
}

/**
 * The render tokens of an abstract. Never throws; whatever it does not recognise stays literal text.
 *   tokenize("a **b** $x^2$") => [{ type: "text", text: "a " }, { type: "strong", children: [{ type: "text",
 *     text: "b" }] }, { type: "text", text: " " }, { type: "math", tex: "x^2" }]
 * Links are made for http(s) URLs only; any other target leaves just the link's text.
 */
export function tokenize(abstract: string): Token[] {
  const spans = findMathSpans(abstract);
  const inMath = new Uint8Array(abstract.length);
  for (const span of spans) inMath.fill(1, span.start, span.end);
  const scanner: Scanner = {
    src: abstract,
    math: new Map(spans.map((span) => [span.start, span])),
    inMath,
    partner: pairBrackets(abstract, inMath),
    closers: { strong: undefined, emphasis: undefined },
  };
  return parse(scanner, 0, abstract.length, 0, false);
}

/**
 * Plain text for search and summaries: markup dropped, math as words, links as their visible text.
 *   plainText(tokenize("S$H^2$RFSSM on $\\tau ^2$-Bench, see [code](https://x.org)")) => "SH2RFSSM on tau2-Bench, see code"
 */
export function plainText(tokens: readonly Token[]): string {
  return plainTextWithMath(tokens).text;
}

/**
 * plainText, and where each formula's words are in it with their TeX: a result's snippet is cut from the
 * plain text, and shows the formulas it cuts through as the paper page does rather than as their words.
 *   plainTextWithMath(tokenize("A rate $O(\\sqrt T)$ here")) => { text: "A rate O(sqrt T) here", math: [[7, 16, "O(\\sqrt T)"]] }
 */
export function plainTextWithMath(tokens: readonly Token[]): { text: string; math: MathRange[] } {
  let text = '';
  const math: MathRange[] = [];
  // Whitespace runs become one space, none at the start, as the pieces are added.
  const add = (piece: string) => {
    let collapsed = /\s/.test(piece) ? piece.replace(/\s+/g, ' ') : piece;
    if (collapsed.startsWith(' ') && (text === '' || text.endsWith(' '))) collapsed = collapsed.slice(1);
    text += collapsed;
  };
  const walk = (token: Token) => {
    if (token.type === 'text') add(token.text);
    else if (token.type === 'math') {
      const words = mathToWords(token.tex);
      const start = text.length;
      add(words);
      if (text.length > start) math.push([start, text.length, token.tex]);
    } else token.children.forEach(walk);
  };
  tokens.forEach(walk);
  const trimmed = text.trimEnd();
  return { text: trimmed, math: math.map(([start, end, tex]): MathRange => [start, Math.min(end, trimmed.length), tex]) };
}

function parse(s: Scanner, start: number, end: number, depth: number, inLink: boolean): Token[] {
  const out: Token[] = [];
  if (depth > MAX_DEPTH) return [{ type: 'text', text: s.src.slice(start, end) }];
  let i = start;
  while (i < end) {
    const next = special(s, i, end, depth, inLink);
    if (next) {
      out.push(...next.tokens);
      i = next.end;
    } else {
      const stop = nextSpecial(s.src, i + 1, end);
      out.push({ type: 'text', text: s.src.slice(i, stop) });
      i = stop;
    }
  }
  return mergeText(out);
}

// Where markup may start: a dollar, a backslash, an asterisk, a bracket or an http(s) URL.
const SPECIAL = /[$\\*[]|https?:\/\//gi;

function nextSpecial(src: string, from: number, end: number): number {
  SPECIAL.lastIndex = from;
  const m = SPECIAL.exec(src);
  return m === null || m.index > end ? end : m.index;
}

type Found = { tokens: Token[]; end: number } | null;

function special(s: Scanner, i: number, end: number, depth: number, inLink: boolean): Found {
  const c = s.src[i];
  if (c === '$') return math(s, i, end);
  if (c === '\\') return command(s, i, end, depth, inLink);
  if (c === '*') return s.src[i + 1] === '*' ? delimited(s, i, end, depth, inLink, 'strong') : delimited(s, i, end, depth, inLink, 'emphasis');
  if (c === '[' && !inLink) return markdownLink(s, i, end, depth);
  if ((c === 'h' || c === 'H') && !inLink) return bareUrl(s, i, end);
  return null;
}

function math(s: Scanner, i: number, end: number): Found {
  const span = s.math.get(i);
  if (span === undefined || span.end > end) return null;
  return { tokens: [mathAsText(span.tex) ?? { type: 'math', tex: span.tex }], end: span.end };
}

function command(s: Scanner, i: number, end: number, depth: number, inLink: boolean): Found {
  const src = s.src;
  const escaped = src[i + 1] ?? '';
  if (i + 1 < end && ESCAPABLE.includes(escaped)) return literal(escaped, i + 2);
  // "\\" (a LaTeX line break), "\ " and the spacing commands "\," "\;" "\:" read as a space.
  if (i + 1 < end && (escaped === '\\' || /[\s,;:]/.test(escaped))) return literal(' ', i + 2);
  const name = /^[A-Za-z]+/.exec(src.slice(i + 1, Math.min(end, i + 40)))?.[0];
  if (name === undefined) return literal('\\', i + 1);
  const after = i + 1 + name.length;
  const symbol = TEXT_SYMBOLS.get(name);
  if (symbol !== undefined) return literal(symbol, after);
  const close = argumentEnd(s, after, end);
  if (close === -1) return literal(`\\${name}`, after);
  const arg = src.slice(after + 1, close);
  if (name === 'url') {
    const url = inLink ? null : httpUrl(arg);
    return { tokens: [url === null ? text(arg) : link(url, [text(arg.trim())])], end: close + 1 };
  }
  if (name === 'href') {
    const labelEnd = argumentEnd(s, close + 1, end);
    if (labelEnd === -1) return literal(`\\${name}`, after);
    const label = parse(s, close + 2, labelEnd, depth + 1, true);
    const url = inLink ? null : httpUrl(arg);
    return { tokens: url === null ? label : [link(url, label)], end: labelEnd + 1 };
  }
  const kind = COMMANDS.get(name);
  if (kind === undefined) return literal(`\\${name}`, after);
  const children = parse(s, after + 1, close, depth + 1, inLink);
  return { tokens: kind === 'plain' ? children : [{ type: kind, children }], end: close + 1 };
}

// The index of the "}" closing a "{" at `at`, inside the scope; else -1.
function argumentEnd(s: Scanner, at: number, end: number): number {
  if (s.src[at] !== '{') return -1;
  const close = s.partner[at]!;
  return close > at && close < end ? close : -1;
}

function delimited(s: Scanner, i: number, end: number, depth: number, inLink: boolean, kind: 'strong' | 'emphasis'): Found {
  const src = s.src;
  const width = kind === 'strong' ? 2 : 1;
  const first = src[i + width];
  const opens = first !== undefined && i + width < end && !/\s/.test(first) && (kind === 'strong' || (first !== '*' && !isWordChar(src[i - 1])));
  if (!opens) return literal('*'.repeat(width), i + width);
  const close = findCloser(s, kind, i + width + 1);
  if (close === -1 || close + width > end) return literal('*'.repeat(width), i + width);
  return { tokens: [{ type: kind, children: parse(s, i + width, close, depth + 1, inLink) }], end: close + width };
}

// Closers are decided by their own surroundings only, so the answer to "the first closer at or after
// `from`" is remembered: the scan goes left to right, and each scan resumes where the last one found.
function findCloser(s: Scanner, kind: 'strong' | 'emphasis', from: number): number {
  const memo = s.closers[kind];
  if (memo !== undefined && from >= memo.from && (memo.at === -1 || from <= memo.at)) return memo.at;
  let at = -1;
  for (let j = s.src.indexOf('*', from); j !== -1; j = s.src.indexOf('*', j + 1)) {
    if (isCloser(s, kind, j)) {
      at = j;
      break;
    }
  }
  s.closers[kind] = { from, at };
  return at;
}

function isCloser(s: Scanner, kind: 'strong' | 'emphasis', j: number): boolean {
  const src = s.src;
  const before = src[j - 1] ?? ' ';
  if (s.inMath[j] || /\s/.test(before) || before === '\\') return false;
  if (kind === 'strong') return src[j + 1] === '*';
  return before !== '*' && src[j + 1] !== '*' && !isWordChar(src[j + 1]);
}

function markdownLink(s: Scanner, i: number, end: number, depth: number): Found {
  const close = s.partner[i]!;
  const paren = close + 1;
  if (close <= i || s.src[paren] !== '(' || s.partner[paren]! <= paren || s.partner[paren]! >= end) return null;
  const targetEnd = s.partner[paren]!;
  // The target, without <angle brackets> or a "title" after it.
  const target = s.src.slice(paren + 1, targetEnd).trim().replace(/^<(.*)>$/s, '$1').replace(/^(\S+)\s+"[^"]*"$/, '$1');
  const label = parse(s, i + 1, close, depth + 1, true);
  const url = httpUrl(target);
  if (url === null) return { tokens: label, end: targetEnd + 1 };
  return { tokens: [link(url, label.length > 0 ? label : [text(url)])], end: targetEnd + 1 };
}

function bareUrl(s: Scanner, i: number, end: number): Found {
  const url = isWordChar(s.src[i - 1]) ? null : bareUrlAt(s.src, i, end);
  return url === null ? null : { tokens: [link(url, [text(url)])], end: i + url.length };
}

// One pass pairs (), [] and {} outside math; a backslash makes the next character literal.
function pairBrackets(src: string, inMath: Uint8Array): Int32Array {
  const partner = new Int32Array(src.length).fill(-1);
  const open: Record<string, number[]> = { '(': [], '[': [], '{': [] };
  const opener: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const next = /[\\()[\]{}]/g;
  for (let found = next.exec(src); found !== null; found = next.exec(src)) {
    const i = found.index;
    const c = found[0];
    if (inMath[i]) continue;
    if (c === '\\') next.lastIndex = i + 2;
    else if (c in open) open[c]!.push(i);
    else if (c in opener) {
      const at = open[opener[c]!]!.pop();
      if (at !== undefined) {
        partner[at] = i;
        partner[i] = at;
      }
    }
  }
  return partner;
}

function mergeText(tokens: Token[]): Token[] {
  const merged: Token[] = [];
  for (const token of tokens) {
    const last = merged.at(-1);
    if (token.type === 'text' && last?.type === 'text') last.text += token.text;
    else merged.push(token.type === 'text' ? { ...token } : token);
  }
  return merged.filter((t) => t.type !== 'text' || t.text !== '').map((t) => (t.type === 'text' ? text(latexQuotes(t.text)) : t));
}

// LaTeX quotes as typographic ones: "what is generated'' and ``it'' => “what is generated” and “it”.
function latexQuotes(s: string): string {
  return s.replace(/"([^"]*?)''/g, '“$1”').replace(/``/g, '“').replace(/''/g, '”');
}

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

function literal(value: string, end: number): Found {
  return { tokens: [text(value)], end };
}

function text(value: string): Token {
  return { type: 'text', text: value };
}

function link(url: string, children: Token[]): Token {
  return { type: 'link', url, children };
}
