import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coverage, percentile, placePoints, robustRange } from '../../../../src/lib/map/extent';
import { fitView, toScreen } from '../../../../src/lib/map/view';

// 100 values spread evenly over [0.4, 0.6], then `extra`.
const spread = (...extra: number[]) => [...Array.from({ length: 100 }, (_, i) => 0.4 + (0.2 * i) / 99), ...extra];

// A seeded cloud: `n` points around (0.5, 0.5) within ±0.1 on each axis.
function cloud(n: number): { x: number[]; y: number[] } {
  let seed = 7;
  const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 0.2 + 0.4;
  return { x: Array.from({ length: n }, next), y: Array.from({ length: n }, next) };
}

// Where points are drawn on a canvas of `size` when fitted to (x, y), as the map fits them.
function drawn(x: ArrayLike<number>, y: ArrayLike<number>, size: { width: number; height: number }) {
  const view = fitView(x, y, size);
  const px: number[] = [];
  const py: number[] = [];
  for (let i = 0; i < x.length; i++) {
    const [sx, sy] = toScreen(view, x[i]!, y[i]!);
    px.push(sx);
    py.push(sy);
  }
  return { px, py };
}

describe('percentile', () => {
  it('gives the value at the nearest rank, without reordering the input', () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentile(values, 0.25)).toBe(2);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 1)).toBe(5);
    expect(values).toEqual([5, 1, 4, 2, 3]);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('robustRange', () => {
  it('leaves a far-out value outside, with a margin around the central ones', () => {
    const [lo, hi] = robustRange(spread(1));
    expect(lo).toBe(0.4); // the margin never reaches past the smallest value
    expect(hi).toBeCloseTo(0.6 + 0.05 * (0.6 - (0.4 + 0.2 / 99)), 12);
  });

  it('is the whole range when nothing is far out, or when the central values are all equal', () => {
    expect(robustRange([0, 0.5, 1])).toEqual([0, 1]);
    expect(robustRange([...Array<number>(200).fill(0.5), 0, 1])).toEqual([0, 1]);
    expect(robustRange([])).toEqual([0, 0]);
  });

  it('lies within the values and holds all but about 1% on each side', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 400 }), (values) => {
        const [lo, hi] = robustRange(values);
        expect(lo).toBeGreaterThanOrEqual(Math.min(...values));
        expect(hi).toBeLessThanOrEqual(Math.max(...values));
        const allowed = Math.round(0.01 * (values.length - 1));
        expect(values.filter((v) => v < lo).length).toBeLessThanOrEqual(allowed);
        expect(values.filter((v) => v > hi).length).toBeLessThanOrEqual(allowed);
      }),
    );
  });
});

describe('placePoints', () => {
  it('pulls a far-out point in to the edge and marks it, leaving the others where they were', () => {
    const x = spread(1);
    const y = spread(0.5);
    const placed = placePoints(x, y);
    const [, edge] = robustRange(x);
    expect(placed.x[100]).toBe(edge);
    expect(placed.y[100]).toBe(0.5);
    expect(placed.clamped[100]).toBe(1);
    expect(Array.from(placed.x.subarray(0, 100))).toEqual(x.slice(0, 100));
    expect(Array.from(placed.clamped.subarray(0, 100)).every((c) => c === 0)).toBe(true);
  });

  it('pulls in at most about 1% on each side of each axis', () => {
    const { x, y } = cloud(5000);
    // Ten papers far out, in every direction.
    for (let i = 0; i < 10; i++) [x[i], y[i]] = [i % 2 ? 0 : 1, i % 3 ? 1 : 0];
    const placed = placePoints(x, y);
    const pulled = placed.clamped.reduce((sum, c) => sum + c, 0);
    expect(pulled).toBeGreaterThanOrEqual(10);
    expect(pulled).toBeLessThanOrEqual(4 * Math.round(0.01 * 4999));
    for (let i = 0; i < 10; i++) expect(placed.clamped[i], `paper ${i}`).toBe(1);
  });
});

describe('coverage', () => {
  const size = { width: 200, height: 100 };

  it('is the bounding box of the drawn points over the canvas', () => {
    expect(coverage([0, 100], [0, 50], size)).toBe(0.25);
    expect(coverage([0, 200], [0, 100], size)).toBe(1);
    expect(coverage([], [], size)).toBe(0);
  });

  it('leaves out the outer 1% on each axis, and what is off the canvas', () => {
    const px = [...Array.from({ length: 198 }, (_, i) => 50 + (50 * i) / 197), -5000, 5000];
    const py = [...Array.from({ length: 198 }, (_, i) => 25 + (25 * i) / 197), -5000, 5000];
    expect(coverage(px, py, size)).toBeCloseTo(0.0625, 2);
    expect(coverage([-50, 300], [-50, 300], size)).toBe(1);
  });

  it('scores a map fitted to its full range near 0 when a few points are far out, and the placed map over a quarter', () => {
    const { x, y } = cloud(5000);
    for (let i = 0; i < 6; i++) [x[i], y[i]] = [i % 2 ? -4 : 5, i % 3 ? 5 : -4];
    const canvas = { width: 900, height: 500 };
    const raw = drawn(x, y, canvas);
    expect(coverage(raw.px, raw.py, canvas)).toBeLessThan(0.01);
    const placed = placePoints(x, y);
    const fitted = drawn(placed.x, placed.y, canvas);
    expect(coverage(fitted.px, fitted.py, canvas)).toBeGreaterThan(0.25);
  });
});
