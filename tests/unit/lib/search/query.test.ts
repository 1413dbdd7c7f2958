import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_QUERY_ITEMS, type ParsedQuery, parseQuery } from '../../../../src/lib/search/query';

const parsed = (fields: Partial<ParsedQuery>): ParsedQuery => ({
  terms: [],
  phrases: [],
  excluded: [],
  fields: { title: [], author: [] },
  sequence: null,
  empty: false,
  wordless: false,
  ...fields,
});

describe('parseQuery', () => {
  it('tells a query without one letter or digit, which nothing can match, from one still being typed', () => {
    for (const q of ['∂', '→', '%', '--', '""', ' - " " ']) expect(parseQuery(q), q).toEqual(parsed({ empty: true, wordless: true }));
    for (const q of ['', '  ', 'k', 'the', 'title:', '-∂x']) expect(parseQuery(q).wordless, q).toBe(false);
  });

  it('reads plain words as terms', () => {
    expect(parseQuery('kernel  bandit')).toEqual(parsed({ terms: ['kernel', 'bandit'], sequence: 'kernel bandit' }));
  });

  it('keeps hyphenated words and CamelCase names whole', () => {
    expect(parseQuery('pre-training KernelBand')).toEqual(parsed({ terms: ['pre-training', 'KernelBand'], sequence: 'pre-training KernelBand' }));
  });

  it('splits words on punctuation and drops stop words', () => {
    expect(parseQuery('the (kernel),bandit of')).toEqual(parsed({ terms: ['kernel', 'bandit'], sequence: 'the kernel bandit of' }));
  });

  it('keeps the plain words in order, stop words too, when there are two or more and nothing quoted or in title:', () => {
    expect(parseQuery('mixture of experts -dense').sequence).toBe('mixture of experts');
    expect(parseQuery('transport').sequence).toBeNull();
    expect(parseQuery('optimal "transport plan"').sequence).toBeNull();
    expect(parseQuery('title:optimal transport cost').sequence).toBeNull();
  });

  it('reads quoted text as a phrase, whitespace collapsed', () => {
    expect(parseQuery('"attention   sink" heads')).toEqual(parsed({ phrases: ['attention sink'], terms: ['heads'] }));
  });

  it('accepts typographic quotes', () => {
    expect(parseQuery('“attention sink”')).toEqual(parsed({ phrases: ['attention sink'] }));
  });

  it('takes the rest of the input as the phrase when a quote is not closed', () => {
    expect(parseQuery('kernel "attention si')).toEqual(parsed({ terms: ['kernel'], phrases: ['attention si'] }));
  });

  it('reads -word and -"phrase" as exclusions', () => {
    expect(parseQuery('llm -quantization -"attention sink"')).toEqual(
      parsed({ terms: ['llm'], excluded: ['quantization', 'attention sink'] }),
    );
  });

  it('keeps a hyphenated exclusion whole', () => {
    expect(parseQuery('-pre-training').excluded).toEqual(['pre-training']);
  });

  it('restricts title: words and phrases to the title', () => {
    expect(parseQuery('title:kernelband Title:"flow map" sampling')).toEqual(
      parsed({ fields: { title: ['kernelband', 'flow map'], author: [] }, terms: ['sampling'] }),
    );
  });

  it('keeps author: names whole when quoted, each word alone when not, stop words and single letters too', () => {
    expect(parseQuery('author:"Ling  Yang" Author:he diffusion')).toEqual(
      parsed({ fields: { title: [], author: ['Ling Yang', 'he'] }, terms: ['diffusion'] }),
    );
    expect(parseQuery('author:"Yang"').fields.author).toEqual(['Yang']);
    // Not empty: an author alone finds their papers.
    expect(parseQuery('author:yang').empty).toBe(false);
    // A name being typed, its quote not closed yet, is the name so far.
    expect(parseQuery('author:"Ling Ya').fields.author).toEqual(['Ling Ya']);
    // A bare "author:" asks for nothing; "-author:x" leaves out papers that say x, as "-title:x" does.
    expect(parseQuery('author: kernel')).toEqual(parsed({ terms: ['kernel'] }));
    expect(parseQuery('-author:yang').excluded).toEqual(['yang']);
  });

  it('is empty when only exclusions remain (the results are then all papers but those)', () => {
    expect(parseQuery('-quantization')).toEqual(parsed({ excluded: ['quantization'], empty: true }));
  });

  it('is empty for blank input, stop words and punctuation', () => {
    for (const q of ['', '   ', 'the of a', '!!! ??', '""', '"the"']) expect(parseQuery(q).empty).toBe(true);
  });

  it('ignores a lone "-" and a bare "title:"', () => {
    expect(parseQuery('- title: kernel -')).toEqual(parsed({ terms: ['kernel'] }));
  });

  it('copes with many quotes', () => {
    expect(parseQuery('""""flow map"" "attention sink')).toEqual(parsed({ terms: ['flow', 'map'], phrases: ['attention sink'] }));
  });

  it('keeps the same word once', () => {
    expect(parseQuery('Kernel kernel KERNEL').terms).toEqual(['Kernel']);
  });

  it(`keeps at most ${MAX_QUERY_ITEMS} items of each kind, even from 10 KB of input`, () => {
    const q = Array.from({ length: 2000 }, (_, i) => `word${i} -not${i}`).join(' ');
    const result = parseQuery(q);
    expect(result.terms).toHaveLength(MAX_QUERY_ITEMS);
    expect(result.excluded).toHaveLength(MAX_QUERY_ITEMS);
    expect(result.terms[0]).toBe('word0');
  });

  it('reads words of any script', () => {
    expect(parseQuery('τ²-Bench naïve 学习').terms).toEqual(['τ²-Bench', 'naïve', '学习']);
  });

  it('never throws, and is empty exactly when nothing searchable is left', () => {
    const piece = fc.oneof(fc.string(), fc.constantFrom('"', '“', '-', 'title:', ' ', 'kernel', '-"', 'the'));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const result = parseQuery(pieces.join(''));
        expect(result.empty).toBe(result.terms.length + result.phrases.length + result.fields.title.length === 0);
      }),
    );
  });
});
