import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../src/lib/markup';
import { WORDS_PER_MINUTE, abstractWordCount, readingTime } from '../../../src/lib/readingTime';

describe('abstractWordCount', () => {
  it.each([
    ['', 0],
    ['We propose a method.', 4],
    ['We bound it by $O(\\sqrt{T})$ — **tightly**.', 6],
    ['with $n$ learners and $\\mathcal{O}(\\log K)$ regret', 6],
    ['S$H^2$RFSSM on $\\tau ^2$-Bench', 3],
    ['*Emphasis*, **strong**, \\textsc{Caps} and [a link](https://example.org) count as their words', 10],
    ['First paragraph.\n\nSecond one.', 4],
    ['A & B — C', 3],
  ])('%j has %i words', (abstract, words) => {
    expect(abstractWordCount(tokenize(abstract))).toBe(words);
  });
});

describe('readingTime', () => {
  it.each([
    [0, 1],
    [100, 1],
    [WORDS_PER_MINUTE, 1],
    [345, 2],
    [WORDS_PER_MINUTE * 3, 3],
  ])('reads %i words in %i min', (words, minutes) => {
    expect(readingTime(words)).toBe(minutes);
  });
});
