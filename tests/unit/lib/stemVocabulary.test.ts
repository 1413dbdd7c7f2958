import { describe, expect, it } from 'vitest';
import { StemVocabulary } from '../../../src/lib/stemVocabulary';

describe('StemVocabulary', () => {
  it('numbers stems in the order they are first met, words of one stem sharing an id', () => {
    const vocabulary = new StemVocabulary();
    expect(['kernels', 'kernel', 'bandit', 'kernel', 'bandits'].map((word) => vocabulary.count(word))).toEqual([0, 0, 1, 0, 1]);
    expect(vocabulary.stems).toEqual(['kernel', 'bandit']);
  });

  it("names each term by its commonest word, ties going to the shorter word, then the first in code point order", () => {
    const vocabulary = new StemVocabulary();
    for (const word of ['quantized', 'quantization', 'quantization', 'quantized', 'quantization']) vocabulary.count(word);
    for (const word of ['bandits', 'bandit']) vocabulary.count(word);
    for (const word of ['learns', 'learned']) vocabulary.count(word);
    expect(vocabulary.commonestWords()).toEqual(['quantization', 'bandit', 'learns']);
  });
});
