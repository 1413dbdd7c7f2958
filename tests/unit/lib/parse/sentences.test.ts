import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstSentence, splitSentences } from '../../../../src/lib/parse/sentences';

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

describe('firstSentence', () => {
  it.each([
    ['Parallel thinking has emerged, yet it is costly. Existing methods rely on local signals.', 'Parallel thinking has emerged, yet it is costly.'],
    ['Any help-seeking by an LLM, i.e. search tool use, can serve as a proxy. Next.', 'Any help-seeking by an LLM, i.e. search tool use, can serve as a proxy.'],
    ['Across tasks (e.g. GPU kernel optimization), SemRep wins. Next.', 'Across tasks (e.g. GPU kernel optimization), SemRep wins.'],
    ['As shown by Smith et al. (2024), it works. Next.', 'As shown by Smith et al. (2024), it works.'],
    ['It achieves up to 1.91× speedup. Next.', 'It achieves up to 1.91× speedup.'],
    ['The latent space of FLUX.1 [Dev] reflects Hue. Next.', 'The latent space of FLUX.1 [Dev] reflects Hue.'],
    ['Transformers vs. SSMs: a study. Next.', 'Transformers vs. SSMs: a study.'],
    ['How can we induce workflows? This paper describes one.', 'How can we induce workflows?'],
    ['A single sentence without a final stop', 'A single sentence without a final stop'],
  ])('%j', (input, expected) => {
    expect(firstSentence(input)).toBe(expected);
  });
});
