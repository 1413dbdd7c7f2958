import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitSentences } from '../../../../src/lib/parse/sentences';

describe('splitSentences', () => {
  it('splits after . ! ? before a capital', () => {
    expect(splitSentences('We propose X. It works! Does it? Yes.')).toEqual(['We propose X.', 'It works!', 'Does it?', 'Yes.']);
  });

  it('splits sentences run together by copy-paste', () => {
    expect(splitSentences('views are missing or corrupted.We propose a module.')).toEqual([
      'views are missing or corrupted.',
      'We propose a module.',
    ]);
  });

  it('does not split decimals, versions, abbreviations or URLs', () => {
    const text = 'It is 2.5x faster on FLUX.1 [Dev], e.g. GPU kernels vs. CPUs. See https://github.com/ExplainableML/LCS. Done.';
    expect(splitSentences(text)).toEqual([
      'It is 2.5x faster on FLUX.1 [Dev], e.g. GPU kernels vs. CPUs.',
      'See https://github.com/ExplainableML/LCS.',
      'Done.',
    ]);
  });

  it('keeps a closing quote or bracket with its sentence', () => {
    expect(splitSentences('It is "good." Then (we stop.) Next.')).toEqual(['It is "good."', 'Then (we stop.)', 'Next.']);
  });

  it('returns no sentences for blank text', () => {
    expect(splitSentences('  ')).toEqual([]);
  });

  it('loses no characters but the spaces between sentences', () => {
    const word = fc.constantFrom('We', 'propose', 'X.', 'it', 'Works!', '2.5x', 'e.g.', 'A?', 'fine.', 'B', 'x.Y');
    fc.assert(fc.property(fc.array(word, { maxLength: 30 }), (words) => {
      const text = words.join(' ');
      expect(splitSentences(text).join(' ')).toBe(text.trim());
    }));
  });
});
