// The paper map's layout: each paper's TF-IDF vector (similar.ts, the vectors related papers use)
// projected onto its first two principal components, so that papers using the same telling words land
// near each other. Build time only: ml-pca is a devDependency, and the browser reads map.json.
//
// The principal components come from the covariance of the terms with the most variance (MAP_TERMS),
// built from the sparse vectors directly, then decomposed by ml-pca. Measured on synthetic lists on a
// busy two-core machine: 0.3–0.5 s at 5,000 papers (11,000 terms), 0.7–0.8 s at 20,000, where ml-pca's
// NIPALS on the dense 5,000 × 200 matrix took 20 s and its covariance method 2 s (a list without real
// topics has no clear first component, and NIPALS converges slowly).
import { PCA } from 'ml-pca';
import type { TermVectors } from '../../src/lib/similar';
import { PAPERS_VERSION } from '../../src/lib/types';
import type { MapFile } from '../../src/lib/types';

/** The terms the map is drawn from: those with the most variance across papers. */
export const MAP_TERMS = 300;

export interface ProjectOptions {
  /** How many terms the components are computed from, at most. Default MAP_TERMS. */
  terms?: number;
}

/** Each paper's place, in input order: x and y in [0, 1], rounded to 4 decimals; y grows downward. */
export interface Layout {
  x: number[];
  y: number[];
}

/**
 * The layout of the papers whose vectors these are. Deterministic: the same vectors give the same
 * numbers, and reordering the papers moves no paper (beyond rounding). Both axes share one scale (a
 * distance means the same across and down) and the picture is centred in the unit square; the signs
 * of the components, arbitrary in PCA, are fixed by making each one's largest loading positive.
 * Papers without text (empty vectors) sit where the average paper does.
 *   projectVectors(termVectors(papers)) => { x: [0.1532, 0.8817, …], y: [0.441, 0.2953, …] }
 */
export function projectVectors({ vectors, df, words }: TermVectors, options: ProjectOptions = {}): Layout {
  const n = vectors.length;
  const limit = options.terms ?? MAP_TERMS;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`projectVectors: terms must be a whole number ≥ 1, got ${limit}`);
  if (n === 0) return { x: [], y: [] };

  // Per term: the sum and the sum of squares of its weights, hence its variance across the papers.
  const sum = new Float64Array(df.length);
  const squares = new Float64Array(df.length);
  for (const { terms, weights } of vectors) {
    terms.forEach((term, i) => {
      sum[term]! += weights[i]!;
      squares[term]! += weights[i]! ** 2;
    });
  }
  // To 12 digits: sums taken in another order (the same papers reordered) must not reorder the terms.
  const variance = Float64Array.from(df, (_, term) => Number((squares[term]! - sum[term]! ** 2 / n).toPrecision(12)));
  // A term of one paper brings no two papers together. Ties go to the word, never to the input order.
  const kept = [...df.keys()]
    .filter((term) => df[term]! >= 2 && variance[term]! > 0)
    .sort((a, b) => variance[b]! - variance[a]! || compare(words[a]!, words[b]!))
    .slice(0, limit);
  const column = new Int32Array(df.length).fill(-1);
  kept.forEach((term, c) => (column[term] = c));

  const means = kept.map((term) => sum[term]! / n);
  const components = principalComponents(vectors, column, means);
  // score = (vector − mean) · component, over the kept terms; the mean's part is the same for every paper.
  const scores = components.map((component) => {
    const meanPart = means.reduce((total, mean, c) => total + mean * component[c]!, 0);
    return vectors.map(({ terms, weights }) => {
      let score = -meanPart;
      terms.forEach((term, i) => {
        const c = column[term]!;
        if (c >= 0) score += weights[i]! * component[c]!;
      });
      return score;
    });
  });
  const zeros = () => new Array<number>(n).fill(0);
  return fitUnitSquare(scores[0] ?? zeros(), scores[1] ?? zeros());
}

// The first two principal components (fewer with fewer terms) as loadings over the kept terms, signs
// fixed. `column` gives each term's column (-1: not kept), `means` each column's mean weight.
function principalComponents(vectors: TermVectors['vectors'], column: Int32Array, means: readonly number[]): Float64Array[] {
  const size = means.length;
  const n = vectors.length;
  if (size === 0) return [];
  // The covariance of the kept terms, from each paper's pairs of kept terms (the matrix is sparse).
  const covariance = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const cols: number[] = [];
  const values: number[] = [];
  for (const { terms, weights } of vectors) {
    cols.length = 0;
    values.length = 0;
    terms.forEach((term, i) => {
      const c = column[term]!;
      if (c >= 0) {
        cols.push(c);
        values.push(weights[i]!);
      }
    });
    for (let a = 0; a < cols.length; a++) {
      const row = covariance[cols[a]!]!;
      for (let b = 0; b < cols.length; b++) row[cols[b]!]! += values[a]! * values[b]!;
    }
  }
  const divisor = Math.max(n - 1, 1);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) covariance[a]![b] = (covariance[a]![b]! - n * means[a]! * means[b]!) / divisor;
  }
  const loadings = new PCA(covariance, { isCovarianceMatrix: true }).getLoadings();
  return Array.from({ length: Math.min(2, loadings.rows) }, (_, c) => fixSign(Float64Array.from(loadings.getRow(c))));
}

/**
 * Flips a component so that its largest loading (the first of equals) is positive: PCA leaves the
 * sign open, and a map that mirrors itself between two builds of the same list would confuse readers.
 *   fixSign(Float64Array.of(0.2, -0.9, 0.3)) => Float64Array [-0.2, 0.9, -0.3]
 */
export function fixSign(component: Float64Array): Float64Array {
  let largest = 0;
  component.forEach((value, i) => {
    if (Math.abs(value) > Math.abs(component[largest]!)) largest = i;
  });
  if ((component[largest] ?? 0) < 0) component.forEach((value, i) => (component[i] = -value || 0));
  return component;
}

/**
 * Scales both coordinates by one factor into [0, 1], centring the shorter side, rounded to 4 decimals;
 * all points at one spot go to the centre (0.5, 0.5).
 *   fitUnitSquare([0, 2, 4], [1, 2, 1]) => { x: [0, 0.5, 1], y: [0.375, 0.625, 0.375] }
 */
export function fitUnitSquare(xs: readonly number[], ys: readonly number[]): Layout {
  const [minX, maxX] = extent(xs);
  const [minY, maxY] = extent(ys);
  const span = Math.max(maxX - minX, maxY - minY);
  const place = (value: number, min: number, max: number) =>
    span > 0 && Number.isFinite(value) ? round4((value - min) / span + (1 - (max - min) / span) / 2) : 0.5;
  return { x: xs.map((v) => place(v, minX, maxX)), y: ys.map((v) => place(v, minY, maxY)) };
}

/**
 * map.json for the papers (in their order) and their term vectors (termVectors(papers)).
 *   mapFileOf(papers, termVectors(papers)) => { version: 1, ids: ['cfmm', …], x: [0.41, …], y: [0.77, …] }
 */
export function mapFileOf(papers: readonly { id: string }[], vectors: TermVectors, options: ProjectOptions = {}): MapFile {
  const { x, y } = projectVectors(vectors, options);
  return { version: PAPERS_VERSION, ids: papers.map((p) => p.id), x, y };
}

function extent(values: readonly number[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min <= max ? [min, max] : [0, 0];
}

// round4(0.123456) => 0.1235; never -0.
const round4 = (value: number) => Math.round(value * 10_000) / 10_000 || 0;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
