// How much of the map the screen shows. map.json spans its points' full range, so a handful of papers
// with unusual words (PCA puts them far out) can set the scale and squeeze every other paper into a blob.
// The map is therefore fitted to the range of its central points on each axis, and the few beyond it are
// drawn at its edge, marked as pulled in (drawMap draws them hollow), where they can still be clicked
// and reached with the keyboard.
import { kthLargest } from '../kthLargest';
import type { Size } from './view';

/** The share of points that may fall outside the range on each side of each axis: the 1st and 99th percentiles. */
export const OUTLIER_SHARE = 0.01;
/** Room added beyond those percentiles, as a share of the range between them, so that the points just past them stay in place. */
export const EXTENT_MARGIN = 0.05;

/**
 * The value below which a `share` of `values` lie (the nearest rank, no interpolation), NaN for none.
 *   percentile([5, 1, 4, 2, 3], 0.25) => 2; percentile([5, 1, 4, 2, 3], 1) => 5
 */
export function percentile(values: ArrayLike<number>, share: number): number {
  const n = values.length;
  if (n === 0) return NaN;
  const rank = Math.min(n - 1, Math.max(0, Math.round(share * (n - 1))));
  return kthLargest(Float64Array.from(values), n - rank);
}

/**
 * The range the map shows on one axis: from the `share` to the 1 − `share` percentile, widened by
 * `margin` of that range on each side, and never wider than the values' own range. When the central
 * values are all equal, the whole range (there is no scale to protect).
 *   robustRange([101 values: 100 spread evenly over [0.4, 0.6], and 1]) => [0.4, 0.6099…]
 *   robustRange([0, 0.5, 1], 0.01, 0.05) => [0, 1]
 */
export function robustRange(values: ArrayLike<number>, share = OUTLIER_SHARE, margin = EXTENT_MARGIN): [number, number] {
  if (values.length === 0) return [0, 0];
  const [min, max] = [percentile(values, 0), percentile(values, 1)];
  const lo = percentile(values, share);
  const hi = percentile(values, 1 - share);
  if (!(hi > lo)) return [min, max];
  const room = (hi - lo) * margin;
  return [Math.max(min, lo - room), Math.min(max, hi + room)];
}

/** Points as the map draws them: inside the robust range of each axis. */
export interface PlacedPoints {
  x: Float64Array;
  y: Float64Array;
  /** 1 for a point pulled in to the range's edge (it lies farther out than the map shows). */
  clamped: Uint8Array;
}

/**
 * Each point kept where it is, or pulled in to the edge of robustRange on the axis it is beyond.
 *   placePoints(x, y) with 100 points spread over [0.4, 0.6]² and one at (1, 0.5)
 *     => that one at (0.6099…, 0.5) with clamped 1; the others where they were, clamped 0
 */
export function placePoints(x: ArrayLike<number>, y: ArrayLike<number>): PlacedPoints {
  const [x0, x1] = robustRange(x);
  const [y0, y1] = robustRange(y);
  const placed = { x: new Float64Array(x.length), y: new Float64Array(x.length), clamped: new Uint8Array(x.length) };
  for (let i = 0; i < x.length; i++) {
    const px = Math.min(Math.max(x[i]!, x0), x1);
    const py = Math.min(Math.max(y[i]!, y0), y1);
    placed.x[i] = px;
    placed.y[i] = py;
    placed.clamped[i] = px !== x[i] || py !== y[i] ? 1 : 0;
  }
  return placed;
}

/** The share of points left out on each side of each axis when measuring coverage: the central 98% are measured. */
export const COVERAGE_SHARE = 0.01;

/**
 * How much of a canvas `size` the drawn points (px, py, in CSS pixels) cover: the area of the bounding
 * box of their central 98% (the 1st to 99th percentile on each axis, inside the canvas), over the
 * canvas's area, from 0 to 1. A map squeezed into a blob by a few far-out points scores near 0.
 *   coverage([0, 100], [0, 50], { width: 200, height: 100 }) => 0.25
 */
export function coverage(px: ArrayLike<number>, py: ArrayLike<number>, size: Size): number {
  if (px.length === 0 || size.width <= 0 || size.height <= 0) return 0;
  const span = (values: ArrayLike<number>, limit: number) => {
    const lo = Math.min(Math.max(percentile(values, COVERAGE_SHARE), 0), limit);
    const hi = Math.min(Math.max(percentile(values, 1 - COVERAGE_SHARE), 0), limit);
    return hi - lo;
  };
  return (span(px, size.width) * span(py, size.height)) / (size.width * size.height);
}
