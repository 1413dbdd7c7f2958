// Whole-word matching of keywords and names in plain text, shared by topics and benchmarks.

/** A compiled term and what it stands for (a topic keyword, a benchmark's canonical name). */
export interface Term<K> {
  pattern: RegExp;
  key: K;
}

export interface TermMatch<K> {
  key: K;
  index: number;
  length: number;
}

/**
 * A global pattern for `term` as whole words: not preceded or followed by a letter or digit.
 * A space or hyphen in the term matches either ("state space model" finds "state-space model"), an
 * apostrophe matches ' or ’, and a trailing "*" matches any word ending ("agent*" finds "agentic").
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every place a term occurs, without overlaps, in text order. Where matches overlap the longer one
 * wins, then the earlier one, so "CIFAR-100" is not also counted as "CIFAR-10" and "large language
 * models" is one match, not also "language models".
 *   findTerms("On MATH-500", [math, math500]) => [{ key: "MATH-500", index: 3, length: 8 }]
 */
export function findTerms<K>(text: string, terms: readonly Term<K>[]): TermMatch<K>[] {
  const all: TermMatch<K>[] = [];
  for (const { pattern, key } of terms) {
    for (const match of text.matchAll(pattern)) all.push({ key, index: match.index, length: match[0].length });
  }
  all.sort((a, b) => b.length - a.length || a.index - b.index);
  const kept: TermMatch<K>[] = [];
  for (const match of all) {
    const overlaps = kept.some((k) => match.index < k.index + k.length && k.index < match.index + match.length);
    if (!overlaps) kept.push(match);
  }
  return kept.sort((a, b) => a.index - b.index);
}
