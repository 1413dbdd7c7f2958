import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IndexReader } from '../../../../src/lib/search/indexReader';
import { SEARCH_OPTIONS, toSearchDoc } from '../../../../src/lib/search/options';
import { suggestions } from '../../../../src/lib/search/suggest';
import { createIndex } from '../../../../src/lib/search/build';
import { BUNDLED_TEXTS, bundledCorpus } from './corpusFixture';

const { index } = bundledCorpus();

describe('suggestions', () => {
  it('completes the word being typed with words of the index, the most common first', () => {
    expect(suggestions(index, 'kern')).toEqual(['kernel', 'kernels', 'KernelBand']);
    expect(suggestions(index, 'Kern')).toEqual(suggestions(index, 'kern'));
  });

  it('offers whole words, never bare stems', () => {
    expect(suggestions(index, 'quant')).toEqual(['quantization']);
    expect(suggestions(index, 'quantiza')).toEqual(['quantization']);
  });

  it('corrects a misspelt long word', () => {
    expect(suggestions(index, 'orchestrater')).toEqual(['orchestrator', 'orchestrators']);
  });

  it('completes the last word among the papers the earlier words find, keeping them as typed', () => {
    const found = suggestions(index, 'kernel ba');
    expect(found).toContain('kernel bandit');
    expect(found.every((s) => s.startsWith('kernel ba'))).toBe(true);
    expect(suggestions(index, 'large lan')).toEqual(['large language']);
  });

  it('keeps exclusions, title: and quotes in front of the completed word', () => {
    expect(suggestions(index, 'title:kern')[0]).toBe('title:kernel');
    expect(suggestions(index, '-quant')).toEqual(['-quantization']);
    expect(suggestions(index, '"attention si')).toContain('"attention sink');
  });

  it('does not offer the query itself', () => {
    expect(suggestions(index, 'kernel')).toEqual(['kernels', 'KernelBand']);
  });

  it('offers a hyphenated compound that is a word of its own, not a one-off joining of words', () => {
    const texts = [
      'Diffusion policy-world models.',
      ...Array.from({ length: 25 }, (_, i) => `A policy for task ${i}, with fine-tuning.`),
      'Fine-tuning again, and policy-world once more.',
    ];
    const small = createIndex(texts.map((text, i) => toSearchDoc({ id: `p${i}`, title: `Paper ${i}`, titleSource: 'derived', name: null, summary: '', topics: [], benchmarks: [], code: false }, text)));
    expect(suggestions(small, 'diffusion poli')).toEqual(['diffusion policy']);
    expect(suggestions(small, 'poli')).toEqual(['policy']);
    expect(suggestions(small, 'fine')).toContain('fine-tuning');
    expect(suggestions(small, 'policy-w')).toEqual(['policy-world']);
  });

  it('offers nothing below 2 characters, after a space, or for unknown words', () => {
    for (const q of ['', ' ', 'k', 'kernel ', '"kernel"', 'zzz', '!!']) expect(suggestions(index, q)).toEqual([]);
  });

  it('gives at most `limit` distinct suggestions', () => {
    fc.assert(
      fc.property(fc.constantFrom('ke', 'mo', 'la', 'large lan', 'tool orch', 'gen'), fc.integer({ min: 0, max: 8 }), (q, limit) => {
        const found = suggestions(index, q, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        expect(new Set(found).size).toBe(found.length);
      }),
    );
  });

  it('still works on an index createIndex did not build, in lowercase and with stems (it does not know the words as written)', () => {
    const loaded = new IndexReader(SEARCH_OPTIONS);
    loaded.addAll(bundledCorpus().papers.map((p) => toSearchDoc(p, BUNDLED_TEXTS.get(p.id) ?? '')));
    expect(suggestions(loaded, 'kernelb')).toEqual(expect.arrayContaining(['kernelband', 'kernelbased', 'kernelbas']));
  });
});
