// How long an abstract takes to read, from its render tokens.

import type { Token } from './types';

/**
 * Words per minute of silent reading. Brysbaert (2019) found about 238 for non-fiction in English;
 * abstracts are denser than most non-fiction, so a little less.
 */
export const WORDS_PER_MINUTE = 230;

// Stands in for a formula: one word, which sticks to the text around it like the formula does
// ("S$H^2$RFSSM" is one word, "$n$ learners" two).
const FORMULA = 'x';

/**
 * The words of an abstract: runs of non-space characters holding a letter or digit, a formula
 * counting as one word, however long its source. Punctuation alone ("—", "&") is no word.
 *   abstractWordCount(tokenize("We bound it by $O(\\sqrt{T})$ — **tightly**.")) => 6
 */
export function abstractWordCount(tokens: readonly Token[]): number {
  const flat = (token: Token): string =>
    token.type === 'text' ? token.text : token.type === 'math' ? FORMULA : token.children.map(flat).join('');
  return tokens
    .map(flat)
    .join('')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Minutes to read that many words, rounded, and at least 1 (nothing reads in "0 min").
 *   readingTime(100) => 1; readingTime(345) => 2; readingTime(0) => 1
 */
export function readingTime(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
