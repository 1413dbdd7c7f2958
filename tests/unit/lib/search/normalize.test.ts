import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STOP_WORDS, americanize, camelParts, fold, indexTerms, queryTerm, stem, tokenize } from '../../../../src/lib/search/normalize';

describe('tokenize', () => {
  it('splits on spaces and punctuation but keeps hyphenated words whole', () => {
    expect(tokenize('KernelBand, a training-free (fast) method; τ²-Bench!')).toEqual(['KernelBand', 'a', 'training-free', 'fast', 'method', 'τ²-Bench']);
  });

  it('drops leading and trailing hyphens', () => {
    expect(tokenize('-quantization - well-')).toEqual(['quantization', 'well']);
  });
});

describe('fold', () => {
  it('lowercases and removes accents', () => {
    expect(fold('Naïve')).toBe('naive');
    expect(fold('Ångström')).toBe('angstrom');
  });

  it('turns compatibility forms into plain ones', () => {
    expect(fold('τ²')).toBe('τ2');
    expect(fold('ﬁne')).toBe('fine');
  });
});

describe('americanize', () => {
  it('rewrites British suffixes', () => {
    expect(americanize('quantisation')).toBe('quantization');
    expect(americanize('optimised')).toBe('optimized');
    expect(americanize('analyse')).toBe('analyze');
    expect(americanize('colour')).toBe('color');
    expect(americanize('behaviours')).toBe('behaviors');
  });

  it('leaves short words alone', () => {
    expect(['rise', 'noise', 'raised', 'four', 'hours', 'analysis'].map(americanize)).toEqual(['rise', 'noise', 'raised', 'four', 'hours', 'analysis']);
  });
});

describe('stem', () => {
  it('gives one stem to the forms of a word, in either spelling', () => {
    const forms = ['quantize', 'quantized', 'quantization', 'quantisation', 'Quantizations'];
    expect(new Set(forms.map(stem))).toEqual(new Set(['quantiz']));
    expect(stem('modelling')).toBe(stem('modeling'));
    expect(stem('generalisation')).toBe(stem('generalization'));
  });

  it('leaves words with digits or other scripts as folded', () => {
    expect(stem('GSM8K')).toBe('gsm8k');
    expect(stem('τ2')).toBe('τ2');
  });
});

describe('camelParts', () => {
  it('splits CamelCase names', () => {
    expect(camelParts('ToolOrchestra')).toEqual(['Tool', 'Orchestra']);
    expect(camelParts('KernelBand')).toEqual(['Kernel', 'Band']);
    expect(camelParts('RMSNorm')).toEqual(['RMS', 'Norm']);
  });

  it('leaves plural acronyms and plain words whole', () => {
    expect(camelParts('LLMs')).toEqual([]);
    expect(camelParts('GPUs')).toEqual([]);
    expect(camelParts('SH2RFSSM')).toEqual([]);
    expect(camelParts('Kernel')).toEqual([]);
  });
});

describe('indexTerms', () => {
  it('indexes a CamelCase name whole and by its parts', () => {
    expect(indexTerms('KernelBand')).toEqual(['kernelband', 'kernel', 'band']);
  });

  it('indexes a hyphenated word whole (without hyphens) and by its parts, stemmed and as written', () => {
    expect(indexTerms('pre-training')).toEqual(['pretrain', 'pretraining', 'pre', 'train', 'training']);
  });

  it('keeps the folded form beside the stem, for completions of a word being typed', () => {
    expect(indexTerms('Quantization')).toEqual(['quantiz', 'quantization']);
  });

  it('drops stop words and single characters', () => {
    expect(indexTerms('the')).toEqual([]);
    expect(indexTerms('n')).toEqual([]);
  });
});

describe('queryTerm', () => {
  it('is the stem of the whole word, as typed in any case or spelling', () => {
    expect(queryTerm('Quantisation')).toBe('quantiz');
    expect(queryTerm('quantize')).toBe('quantiz');
    expect(queryTerm('pre-training')).toBe('pretrain');
    expect(queryTerm('KernelBand')).toBe('kernelband');
  });

  it('is null for stop words and single characters', () => {
    expect([...STOP_WORDS].map(queryTerm).every((t) => t === null)).toBe(true);
    expect(queryTerm('k')).toBeNull();
  });

  it('is always one of the terms the same word is indexed under', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zéï]{2,12}(-[A-Za-z]{2,6})?$/), (word) => {
        const term = queryTerm(word);
        expect(term === null || indexTerms(word).includes(term)).toBe(true);
      }),
    );
  });
});
