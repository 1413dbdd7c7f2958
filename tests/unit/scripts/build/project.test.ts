import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitUnitSquare, fixSign, mapFileOf, projectVectors } from '../../../../scripts/build/project';
import { validateMapFile } from '../../../../src/lib/loadPageFiles';
import { parseAbstractList } from '../../../../src/lib/parse/parse';
import { termVectors, type SimilarityDoc } from '../../../../src/lib/similar';
import { loadBuildRules } from '../../../../scripts/build/rules';
import { readJsonFile } from '../../../../scripts/shared/files';

const doc = (id: string, text: string, title = ''): SimilarityDoc => ({ id, title, text });

// Three subjects, three papers each: a map worth the name puts each subject's papers together.
const CORPUS = [
  doc('bandit-kernels', 'We tune GPU kernels with a multi-armed bandit that explores kernel configurations.', 'Bandit tuning of GPU kernels'),
  doc('kernel-search', 'A bandit search over GPU kernel configurations finds fast kernels for matrix multiplication.', 'Bandit search for GPU kernels'),
  doc('kernel-compiler', 'Compiler autotuning of GPU kernels: a bandit picks tile sizes for fast kernels.', 'Autotuning GPU kernels'),
  doc('diffusion-images', 'Diffusion models generate images by iterative denoising of Gaussian noise.', 'Faster diffusion for images'),
  doc('protein-diffusion', 'We generate protein structures with diffusion models and iterative denoising.', 'Protein diffusion'),
  doc('video-diffusion', 'Video diffusion models denoise frames jointly to generate coherent images over time.', 'Video diffusion'),
  doc('quantization', 'Post-training quantization of language models keeps accuracy with low-bit weights.', 'Quantization for language models'),
  doc('quantized-training', 'Training quantized language models with low-bit weights and activations.', 'Quantized training'),
  doc('quantized-serving', 'Serving quantized language models: low-bit weights cut memory and latency.', 'Quantized serving'),
];
const SUBJECTS = [CORPUS.slice(0, 3), CORPUS.slice(3, 6), CORPUS.slice(6, 9)].map((papers) => papers.map((p) => p.id));

// Each paper's place by id, for comparing layouts of the same papers in another order.
function placesOf(papers: readonly SimilarityDoc[]): Map<string, [number, number]> {
  const { x, y } = projectVectors(termVectors(papers));
  return new Map(papers.map((p, i) => [p.id, [x[i]!, y[i]!]]));
}

const distance = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe('projectVectors', () => {
  it('gives the same numbers for the same input', () => {
    const first = projectVectors(termVectors(CORPUS));
    expect(projectVectors(termVectors(CORPUS))).toEqual(first);
    expect(projectVectors(termVectors(structuredClone(CORPUS)))).toEqual(first);
  });

  it('puts papers on one subject closer to each other than to any paper on another', () => {
    const places = placesOf(CORPUS);
    for (const subject of SUBJECTS) {
      const others = CORPUS.map((p) => p.id).filter((id) => !subject.includes(id));
      const within = Math.max(...subject.flatMap((a) => subject.map((b) => distance(places.get(a)!, places.get(b)!))));
      const across = Math.min(...subject.flatMap((a) => others.map((b) => distance(places.get(a)!, places.get(b)!))));
      expect(within, subject.join(', ')).toBeLessThan(across);
    }
  });

  it('moves no paper when the papers are reordered', () => {
    const places = placesOf(CORPUS);
    fc.assert(
      fc.property(fc.shuffledSubarray(CORPUS, { minLength: CORPUS.length }), (shuffled) => {
        for (const [id, [x, y]] of placesOf(shuffled)) {
          expect(x, id).toBeCloseTo(places.get(id)![0], 3);
          expect(y, id).toBeCloseTo(places.get(id)![1], 3);
        }
      }),
      // Fewer than the budget (tests/properties.ts): each case projects the whole corpus again.
      { numRuns: 30 },
    );
  });

  it('keeps every coordinate in [0, 1] at 4 decimals, one axis spanning it all', () => {
    const { x, y } = projectVectors(termVectors(CORPUS));
    for (const value of [...x, ...y]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
      expect(Math.round(value * 10_000) / 10_000).toBe(value);
    }
    expect(Math.max(Math.max(...x) - Math.min(...x), Math.max(...y) - Math.min(...y))).toBe(1);
  });

  it('can draw from fewer terms, and rejects a count that is not a whole number ≥ 1', () => {
    const few = projectVectors(termVectors(CORPUS), { terms: 4 });
    expect(few).not.toEqual(projectVectors(termVectors(CORPUS)));
    expect(() => projectVectors(termVectors(CORPUS), { terms: 0 })).toThrow('projectVectors: terms must be a whole number ≥ 1, got 0');
  });

  it('puts papers without text together, where the average paper is', () => {
    const { x, y } = projectVectors(termVectors([...CORPUS, doc('empty', ''), doc('stop-words', 'the of and')]));
    expect([x.at(-1), y.at(-1)]).toEqual([x.at(-2), y.at(-2)]);
  });

  it('handles lists too small to have components', () => {
    expect(projectVectors(termVectors([]))).toEqual({ x: [], y: [] });
    expect(projectVectors(termVectors([doc('alone', 'A lonely abstract.')]))).toEqual({ x: [0.5], y: [0.5] });
    // Nothing shared: no term is in two papers, every paper at the centre.
    expect(projectVectors(termVectors([doc('a', 'Kernels.'), doc('b', 'Diffusion.')]))).toEqual({ x: [0.5, 0.5], y: [0.5, 0.5] });
    // One shared term: one component, on a line.
    const line = projectVectors(termVectors([doc('a', 'Kernels bandits.'), doc('b', 'Kernels diffusion.'), doc('c', 'Images.')]));
    expect(new Set(line.y).size).toBe(1);
    expect(line.x.every((v) => v >= 0 && v <= 1)).toBe(true);
  });
});

describe('fixSign', () => {
  it('makes the largest loading positive, the first of equals deciding', () => {
    expect([...fixSign(Float64Array.of(0.2, -0.9, 0.3))]).toEqual([-0.2, 0.9, -0.3]);
    expect([...fixSign(Float64Array.of(0.5, -0.5))]).toEqual([0.5, -0.5]);
    expect([...fixSign(Float64Array.of(-0.5, 0.5))]).toEqual([0.5, -0.5]);
    expect(Object.is(fixSign(Float64Array.of(0, -1))[0], 0)).toBe(true);
  });
});

describe('fitUnitSquare', () => {
  it('scales both axes alike and centres the shorter one', () => {
    expect(fitUnitSquare([0, 2, 4], [1, 2, 1])).toEqual({ x: [0, 0.5, 1], y: [0.375, 0.625, 0.375] });
    expect(fitUnitSquare([3, 3], [3, 3])).toEqual({ x: [0.5, 0.5], y: [0.5, 0.5] });
    expect(fitUnitSquare([0, 1 / 3], [0, 0])).toEqual({ x: [0, 1], y: [0.5, 0.5] });
  });
});

describe('mapFileOf', () => {
  it('writes a map.json the app accepts, in the papers\' order', () => {
    const file = mapFileOf(CORPUS, termVectors(CORPUS));
    expect(validateMapFile(JSON.parse(JSON.stringify(file)), 'map.json')).toEqual(file);
    expect(file.ids).toEqual(CORPUS.map((p) => p.id));
    expect(file.version).toBe(1);
  });

  it('maps the bundled list', () => {
    const data = fileURLToPath(new URL('../../../../data', import.meta.url));
    const rules = loadBuildRules(data, readJsonFile);
    const papers = parseAbstractList(readFileSync(`${data}/icml-2026.txt`), { source: 'icml-2026.txt', ...rules }).data.papers;
    const file = mapFileOf(papers, termVectors(papers));
    expect(file.ids).toHaveLength(19);
    // Not everyone in one spot: the bundled papers spread over the map.
    expect(new Set(file.x.map((x, i) => `${x},${file.y[i]}`)).size).toBeGreaterThan(15);
  });
});
