// Whole-word matching of keywords and names in plain text, shared by topics and benchmarks.
//
// The text is split into words once and terms are looked up by their first word, so matching costs
// about one map look-up per word whatever the number of terms: the data build stays linear. The
// regular expression of compileTerm is the reference meaning of a term (tests check the two agree),
// and still does the matching for the rare term that is not made of plain words ("tau^2-Bench").

export interface TermMatch<K> {
  key: K;
  index: number;
  length: number;
}

export interface TermSpec<K> {
  /** "state space model", "agent*", "Humanity's Last Exam". */
  term: string;
  key: K;
  caseSensitive?: boolean;
}

interface WordTerm<K> {
  key: K;
  /** The term's words, lowercase unless case-sensitive. */
  parts: string[];
  /** Between part i and i+1: any run of spaces and hyphens, or one apostrophe. */
  gaps: ('space' | 'apostrophe')[];
  prefix: boolean;
  caseSensitive: boolean;
}

interface WordTable<K> {
  byFirstWord: Map<string, WordTerm<K>[]>;
  /** One-word prefix terms ("agent*") by their prefix. */
  byPrefix: Map<string, WordTerm<K>[]>;
  prefixLengths: number[];
  /**
   * The prefixes' first `headLength` letters (the shortest prefix's length): a word starting otherwise
   * is not looked up under each prefix length (14 of them for data/topics.json), most words' case.
   */
  heads: Set<string>;
  headLength: number;
}

/** Terms compiled for findTerms: case-sensitive ones looked up as written, the others in lowercase. */
export interface TermSet<K> {
  exact: WordTable<K>;
  folded: WordTable<K>;
  byPattern: { pattern: RegExp; key: K }[];
}

export interface Word {
  start: number;
  end: number;
  text: string;
  lower: string;
}

const WORD = /[\p{L}\p{N}]+/gu;
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;
const SPACE_GAP = /^[\s-]+$/;
const APOSTROPHE_GAP = /^['’]$/;

/** The words of a text: maximal runs of letters and digits, as the terms' word boundaries define them. */
export function splitWords(text: string): Word[] {
  const lowerText = text.toLowerCase();
  // Lowercasing the whole text once is faster, but a few characters change length when lowercased (İ).
  const sameLength = lowerText.length === text.length;
  const words: Word[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const end = m.index + m[0].length;
    words.push({ start: m.index, end, text: m[0], lower: sameLength ? lowerText.slice(m.index, end) : m[0].toLowerCase() });
  }
  return words;
}

/**
 * The reference meaning of one term as a global pattern for whole words: not preceded or followed by
 * a letter or digit. A space or hyphen in the term matches any run of either ("state space model"
 * finds "state-space model"), an apostrophe matches ' or ’, and a trailing "*" matches any word
 * ending ("agent*" finds "agentic").
 *   compileTerm("agent*").test("agentic tasks") => true
 *   compileTerm("CIFAR-10").test("CIFAR-100") => false
 *   compileTerm("MATH", true).test("math") => false
 */
export function compileTerm(term: string, caseSensitive = false): RegExp {
  const prefix = term.endsWith('*');
  const body = (prefix ? term.slice(0, -1) : term)
    .trim()
    .split(/([\s-]+|['’])/)
    .map((part) => (/^[\s-]+$/.test(part) ? '[\\s-]+' : /^['’]$/.test(part) ? "['’]" : escapeRegExp(part)))
    .join('');
  const tail = prefix ? '[\\p{L}\\p{N}]*' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${tail}(?![\\p{L}\\p{N}])`, caseSensitive ? 'gu' : 'giu');
}

/**
 * Compiles terms for findTerms.
 *   compileTerms([{ term: "agent*", key: "agents" }, { term: "MATH", key: "MATH", caseSensitive: true }])
 */
export function compileTerms<K>(specs: readonly TermSpec<K>[]): TermSet<K> {
  const table = (): WordTable<K> => ({ byFirstWord: new Map(), byPrefix: new Map(), prefixLengths: [], heads: new Set(), headLength: 0 });
  const set: TermSet<K> = { exact: table(), folded: table(), byPattern: [] };
  for (const { term, key, caseSensitive = false } of specs) {
    const prefix = term.endsWith('*');
    const pieces = (prefix ? term.slice(0, -1) : term).trim().split(/([\s-]+|['’])/);
    const parts = pieces.filter((_, i) => i % 2 === 0);
    if (!parts.every((part) => PLAIN_WORD.test(part))) {
      set.byPattern.push({ pattern: compileTerm(term, caseSensitive), key });
      continue;
    }
    const folded = parts.map((part) => (caseSensitive ? part : part.toLowerCase()));
    const gaps = pieces.filter((_, i) => i % 2 === 1).map((gap): 'apostrophe' | 'space' => (APOSTROPHE_GAP.test(gap) ? 'apostrophe' : 'space'));
    const compiled: WordTerm<K> = { key, parts: folded, gaps, prefix, caseSensitive };
    const into = caseSensitive ? set.exact : set.folded;
    const first = folded[0]!;
    if (prefix && parts.length === 1) {
      push(into.byPrefix, first, compiled);
      if (!into.prefixLengths.includes(first.length)) into.prefixLengths.push(first.length);
    } else {
      push(into.byFirstWord, first, compiled);
    }
  }
  for (const table of [set.exact, set.folded]) {
    table.headLength = Math.min(...table.prefixLengths);
    table.heads = new Set([...table.byPrefix.keys()].map((prefix) => prefix.slice(0, table.headLength)));
  }
  return set;
}

/**
 * Every place a term occurs, without overlaps, in text order. Where matches overlap the longer one
 * wins, then the earlier one, so "CIFAR-100" is not also counted as "CIFAR-10" and "large language
 * models" is one match, not also "language models". Pass `words` when matching one text many times.
 *   findTerms("On MATH-500", compileTerms([math, math500])) => [{ key: "MATH-500", index: 3, length: 8 }]
 */
export function findTerms<K>(text: string, set: TermSet<K>, words: readonly Word[] = splitWords(text)): TermMatch<K>[] {
  return withoutOverlaps(findAllTerms(text, set, words));
}

/** Every match of every term, overlaps included, in no particular order. */
export function findAllTerms<K>(text: string, set: TermSet<K>, words: readonly Word[] = splitWords(text)): TermMatch<K>[] {
  const all: TermMatch<K>[] = [];
  const tryAll = (i: number, candidates: WordTerm<K>[] | undefined) => {
    if (candidates === undefined) return;
    for (const term of candidates) {
      const last = matchAt(text, words, i, term);
      if (last !== null) all.push({ key: term.key, index: words[i]!.start, length: last.end - words[i]!.start });
    }
  };
  const lookUp = (table: WordTable<K>, i: number, value: string) => {
    tryAll(i, table.byFirstWord.get(value));
    if (!table.heads.has(value.slice(0, table.headLength))) return;
    for (const length of table.prefixLengths) {
      if (length <= value.length) tryAll(i, table.byPrefix.get(value.slice(0, length)));
    }
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    lookUp(set.exact, i, word.text);
    lookUp(set.folded, i, word.lower);
  }
  for (const { pattern, key } of set.byPattern) {
    for (const match of text.matchAll(pattern)) all.push({ key, index: match.index, length: match[0].length });
  }
  return all;
}

/** Keeps the longer of overlapping matches, then the earlier one; returns them in text order. */
export function withoutOverlaps<K>(matches: readonly TermMatch<K>[]): TermMatch<K>[] {
  const all = [...matches].sort((a, b) => b.length - a.length || a.index - b.index);
  const kept: TermMatch<K>[] = [];
  for (const match of all) {
    const overlaps = kept.some((k) => match.index < k.index + k.length && k.index < match.index + match.length);
    if (!overlaps) kept.push(match);
  }
  return kept.sort((a, b) => a.index - b.index);
}

// The last word of `term` matched from words[i] on, or null.
function matchAt<K>(text: string, words: readonly Word[], i: number, term: WordTerm<K>): Word | null {
  const n = term.parts.length;
  for (let j = 0; j < n; j++) {
    const word = words[i + j];
    if (word === undefined) return null;
    const value = term.caseSensitive ? word.text : word.lower;
    const part = term.parts[j]!;
    const ok = term.prefix && j === n - 1 ? value.startsWith(part) : value === part;
    if (!ok) return null;
    if (j > 0) {
      const gap = text.slice(words[i + j - 1]!.end, word.start);
      if (!(term.gaps[j - 1] === 'apostrophe' ? APOSTROPHE_GAP : SPACE_GAP).test(gap)) return null;
    }
  }
  return words[i + n - 1]!;
}

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
