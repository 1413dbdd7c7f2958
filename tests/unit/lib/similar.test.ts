import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBuildRules } from '../../../scripts/build/rules';
import { parseAbstractList } from '../../../src/lib/parse/parse';
import { stem } from '../../../src/lib/search/normalize';
import { relatedPapers, similarityWords, termVectors, type SimilarityDoc } from '../../../src/lib/similar';
import { kthLargest } from '../../../src/lib/kthLargest';
import { generateList } from '../../../scripts/bench/synthetic';
import { loadReasonFiller } from '../../../scripts/build/rules';
import { fillerTest } from '../../../src/lib/fillerWords';

const DATA = fileURLToPath(new URL('../../../data', import.meta.url));
const readJson = (path: string, fallback?: unknown): unknown => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : fallback);
const RULES = loadBuildRules(DATA, readJson);
const BUNDLED = parseAbstractList(readFileSync(join(DATA, 'icml-2026.txt')), { source: 'data/icml-2026.txt', ...RULES }).data.papers;

const doc = (id: string, text: string, title = ''): SimilarityDoc => ({ id, title, text });

// The stems a paper is made of, for checking that shared words really are shared.
const stemsOf = (paper: SimilarityDoc) => new Set(similarityWords(`${paper.title} ${paper.text}`).map(stem));

/**
 * The definition, written plainly: every pair compared, dense vectors. relatedPapers must agree with it
 * on lists small enough to be compared exhaustively.
 */
function reference(papers: readonly SimilarityDoc[]) {
  const bags = papers.map(({ title, text }) => {
    const tf = new Map<string, number>();
    const words = similarityWords(text);
    if (words.length === 0) return tf;
    for (const word of similarityWords(title)) tf.set(stem(word), (tf.get(stem(word)) ?? 0) + 2);
    for (const word of words) tf.set(stem(word), (tf.get(stem(word)) ?? 0) + 1);
    return tf;
  });
  const df = new Map<string, number>();
  for (const bag of bags) for (const term of bag.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const vectors = bags.map((bag) => {
    const weights = new Map([...bag].map(([term, n]) => [term, (1 + Math.log(n)) * Math.log(papers.length / df.get(term)!)]));
    const norm = Math.sqrt([...weights.values()].reduce((sum, w) => sum + w * w, 0)) || 1;
    return new Map([...weights].map(([term, w]) => [term, w / norm]));
  });
  const cosine = (a: number, b: number) => [...vectors[a]!].reduce((sum, [term, w]) => sum + w * (vectors[b]!.get(term) ?? 0), 0);
  // A reason: a term both papers say at least twice (a title word counts twice).
  const explained = (a: number, b: number) =>
    [...bags[a]!].some(([term, n]) => n >= 2 && (bags[b]!.get(term) ?? 0) >= 2 && (vectors[a]!.get(term) ?? 0) > 0);
  const top = (count = 5) =>
    new Map(
      papers.map((paper, a) => [
        paper.id,
        papers
          .map((other, b) => ({ id: other.id, b, score: Math.round(cosine(a, b) * 1000) / 1000 }))
          .filter(({ b, score }) => b !== a && score > 0)
          .sort((x, y) => y.score - x.score || x.b - y.b)
          .slice(0, count * 3)
          .filter(({ b }) => explained(a, b))
          .slice(0, count)
          .map(({ id, score }) => ({ id, score })),
      ]),
    );
  return { cosine, top };
}

const withoutShared = (related: Map<string, { id: string; score: number }[]>) =>
  new Map([...related].map(([id, list]) => [id, list.map(({ id: other, score }) => ({ id: other, score }))]));

describe('similarityWords', () => {
  it('folds words, splits hyphenated ones, and drops stop words, single letters and numbers', () => {
    expect(similarityWords('Training-free quantization of LLMs in 2026')).toEqual(['training', 'free', 'quantization', 'llms']);
    expect(similarityWords('Naïve τ²-Bench, a GPT-5 baseline')).toEqual(['naive', 'τ2', 'bench', 'gpt', 'baseline']);
    expect(similarityWords('')).toEqual([]);
  });
});

describe('relatedPapers', () => {
  const corpus = [
    doc('kernel-bandit', 'We tune GPU kernels with a multi-armed bandit. The bandit explores kernel configurations.', 'Bandit tuning of GPU kernels'),
    doc('diffusion-images', 'Diffusion models generate images by iterative denoising of noise.', 'Faster diffusion for images'),
    doc('kernel-search', 'A bandit search over GPU kernel configurations finds fast kernels.', 'Bandit search for GPU kernels'),
    doc('protein-diffusion', 'We generate protein structures with diffusion models and denoising.', 'Protein diffusion'),
    doc('quantization', 'Quantization of language models: post-training quantization keeps accuracy.', 'Quantization for language models'),
    doc('quantized-training', 'Training quantized language models with low-bit weights.', 'Quantized training'),
  ];

  it('never gives filler as a shared word, though the bundled list shares plenty of it', () => {
    const isFiller = fillerTest(loadReasonFiller(DATA, readJson));
    const sharedOf = (related: Map<string, { shared: string[] }[]>) => [...related.values()].flat().flatMap((r) => r.shared);
    expect(sharedOf(relatedPapers(BUNDLED)).filter(isFiller).length).toBeGreaterThan(0);
    const shared = sharedOf(relatedPapers(BUNDLED, { isFiller }));
    expect(shared.filter(isFiller)).toEqual([]);
    // The scores are unchanged: filler is left out of the words shown, not of the comparison (a relative
    // whose only reasons were filler is left out).
    const { cosine } = reference(BUNDLED);
    const index = new Map(BUNDLED.map((p, i) => [p.id, i]));
    for (const [id, list] of relatedPapers(BUNDLED, { isFiller })) {
      for (const { id: other, score } of list) expect(score).toBeCloseTo(cosine(index.get(id)!, index.get(other)!), 3);
    }
  });

  it('gives as reasons only words both papers dwell on, and leaves out a relative whose shared words are all chance', () => {
    const papers = [
      doc('a', 'Transport maps move mass. Transport plans are costly, which incurs a modest overhead.', 'Optimal transport maps'),
      doc('b', 'Transport between measures: we solve transport with entropy, and this incurs a modest cost.', 'Entropic transport'),
      doc('c', 'Graph coloring incurs a modest overhead in our choice of solver.', 'Graph coloring'),
    ];
    const related = relatedPapers(papers);
    expect(related.get('a')!.map((r) => r.id)).toEqual(['b']);
    expect(related.get('a')![0]!.shared).toEqual(['transport']);
    expect(related.get('c')).toEqual([]);
  });

  it('finds the obvious nearest neighbour', () => {
    const related = relatedPapers(corpus);
    expect(related.get('kernel-bandit')![0]!.id).toBe('kernel-search');
    expect(related.get('kernel-search')![0]!.id).toBe('kernel-bandit');
    expect(related.get('diffusion-images')![0]!.id).toBe('protein-diffusion');
    expect(related.get('quantization')![0]!.id).toBe('quantized-training');
  });

  it('names shared terms by their most frequent word, not their stem', () => {
    const related = relatedPapers(corpus);
    const top = related.get('kernel-bandit')![0]!;
    expect(top.shared).toEqual(expect.arrayContaining(['bandit', 'gpu', 'kernels']));
    // Said once in each abstract: chance, not a reason.
    expect(top.shared).not.toContain('configurations');
    expect(related.get('quantization')![0]!.shared).toContain('quantization');
    expect(related.get('quantization')![0]!.shared).not.toContain('quantiz');
  });

  it('agrees with the plain every-pair definition on small lists', () => {
    const word = fc.constantFrom('kernel', 'kernels', 'bandit', 'diffusion', 'models', 'model', 'graph', 'the', 'of', 'robust', 'x', '42', 'pre-training');
    const sentence = fc.array(word, { maxLength: 12 }).map((words) => words.join(' '));
    const papers = fc.array(fc.record({ title: sentence, text: sentence }), { maxLength: 12 }).map((list) => list.map((p, i) => ({ id: `p${i}`, ...p })));
    fc.assert(
      fc.property(papers, fc.integer({ min: 0, max: 6 }), (list, count) => {
        expect(withoutShared(relatedPapers(list, { count }))).toEqual(reference(list).top(count));
      }),
    );
  });

  it('gives the same output for the same input, in input order', () => {
    const first = relatedPapers(corpus);
    expect(relatedPapers(corpus)).toEqual(first);
    expect([...first.keys()]).toEqual(corpus.map((p) => p.id));
  });

  it('breaks ties by list order', () => {
    const twin = 'Graph neural networks for molecules: graph networks.';
    const list = [doc('query', 'Graph neural networks for molecules and proteins, graph networks.'), doc('twin-a', twin), doc('twin-b', twin), doc('other', 'Weather.')];
    expect(relatedPapers(list).get('query')!.map((r) => r.id)).toEqual(['twin-a', 'twin-b']);
    const swapped = [list[0]!, list[2]!, list[1]!, list[3]!];
    expect(relatedPapers(swapped).get('query')!.map((r) => r.id)).toEqual(['twin-b', 'twin-a']);
  });

  it('never relates a paper to itself, and keeps to count', () => {
    for (const count of [0, 1, 2]) {
      for (const [id, list] of relatedPapers(corpus, { count })) {
        expect(list.length).toBeLessThanOrEqual(count);
        expect(list.map((r) => r.id)).not.toContain(id);
      }
    }
  });

  it('gives a paper without text no relatives, and relates nobody to it', () => {
    const related = relatedPapers([...corpus, doc('empty', '', 'Bandit kernels'), doc('stop-words', 'the of and')]);
    expect(related.get('empty')).toEqual([]);
    expect(related.get('stop-words')).toEqual([]);
    for (const list of related.values()) expect(list.map((r) => r.id)).not.toContain('empty');
  });

  it('handles an empty list and a list of one', () => {
    expect(relatedPapers([])).toEqual(new Map());
    expect(relatedPapers([doc('alone', 'A lonely abstract.')])).toEqual(new Map([['alone', []]]));
  });

  it('rejects a duplicate id and a bad count', () => {
    expect(() => relatedPapers([doc('a', 'x y'), doc('a', 'z w')])).toThrow('relatedPapers: duplicate id "a"');
    expect(() => relatedPapers(corpus, { count: -1 })).toThrow('relatedPapers: count must be a whole number ≥ 0, got -1');
    expect(() => relatedPapers(corpus, { count: 1.5 })).toThrow(RangeError);
  });

  it('gives bundled papers up to 5 relatives, best first, with words they really share', () => {
    const related = relatedPapers(BUNDLED);
    const byId = new Map(BUNDLED.map((p) => [p.id, p]));
    expect(related.size).toBe(BUNDLED.length);
    expect(BUNDLED.filter((paper) => related.get(paper.id)!.length > 0).length).toBeGreaterThan(BUNDLED.length / 2);
    for (const paper of BUNDLED) {
      const list = related.get(paper.id)!;
      expect(list.length).toBeLessThanOrEqual(5);
      expect(list.map((r) => r.score)).toEqual(list.map((r) => r.score).sort((a, b) => b - a));
      for (const { id, score, shared } of list) {
        expect(id).not.toBe(paper.id);
        expect(score).toBeGreaterThan(0);
        expect(score).toBeLessThanOrEqual(1);
        expect(shared.length).toBeGreaterThan(0);
        expect(shared.length).toBeLessThanOrEqual(5);
        const mine = stemsOf(paper);
        const theirs = stemsOf(byId.get(id)!);
        for (const word of shared) {
          expect(mine.has(stem(word)) && theirs.has(stem(word)), `${paper.id} and ${id} share "${word}"`).toBe(true);
        }
      }
    }
    // Small enough to compare every pair: the result is exact.
    expect(withoutShared(related)).toEqual(reference(BUNDLED).top());
  });

  it('scores candidates exactly when the list is too large to compare every pair', () => {
    const papers = parseAbstractList(generateList(400, 11), { source: 'synthetic', ...RULES }).data.papers;
    const related = relatedPapers(papers);
    const { cosine } = reference(papers);
    const index = new Map(papers.map((p, i) => [p.id, i]));
    papers.forEach((paper, a) => {
      const list = related.get(paper.id)!;
      expect(list.length).toBeLessThanOrEqual(5);
      for (const { id, score } of list) expect(score).toBeCloseTo(cosine(a, index.get(id)!), 3);
    });
    expect([...related.values()].filter((list) => list.length === 5).length).toBeGreaterThan(papers.length / 2);
    expect(relatedPapers(papers)).toEqual(related);
  });
});

describe('termVectors', () => {
  it('gives each paper a unit-length TF-IDF vector, and each term its document frequency and most common word', () => {
    const papers = [doc('a', 'Quantized kernels and quantization.', 'Kernels'), doc('b', 'Quantization of diffusion models.'), doc('c', '')];
    const { vectors, df, words } = termVectors(papers);
    expect(vectors).toHaveLength(3);
    for (const vector of vectors.slice(0, 2)) expect(vector.weights.reduce((sum, w) => sum + w * w, 0)).toBeCloseTo(1, 12);
    expect(vectors[2]!.terms).toHaveLength(0);
    const quantiz = words.indexOf('quantization');
    expect(df[quantiz]).toBe(2);
    expect(words).not.toContain('quantized');
  });

  it('gives relatedPapers the same answer whether it computes them or is given them', () => {
    const papers = parseAbstractList(generateList(200, 5), { source: 'synthetic', ...RULES }).data.papers;
    expect(relatedPapers(papers, { vectors: termVectors(papers) })).toEqual(relatedPapers(papers));
  });
});

describe('kthLargest', () => {
  it('finds the k-th largest value', () => {
    expect(kthLargest(Float64Array.of(3, 1, 4, 1, 5), 2)).toBe(4);
    expect(kthLargest(Float64Array.of(2, 2, 2), 3)).toBe(2);
  });

  it('agrees with sorting', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 80 }), fc.nat(), (values, at) => {
        const k = (at % values.length) + 1;
        expect(kthLargest(Float64Array.from(values), k)).toBe([...values].sort((a, b) => b - a)[k - 1]);
      }),
    );
  });
});
