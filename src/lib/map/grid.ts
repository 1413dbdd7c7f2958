// Which point is under the pointer: a uniform grid over the points' bounding box, built once per map,
// so that a mouse move looks at the few points of the cells around it instead of all 20,000.

export interface PointGrid {
  minX: number;
  minY: number;
  /** The side of a cell, in map units. */
  cell: number;
  columns: number;
  rows: number;
  /** The points of cell c (row-major) are items[start[c] .. start[c + 1]), in index order. */
  start: Int32Array;
  items: Int32Array;
}

/** Points per cell on average: a handful, so that a lookup reads a few cells of a few points. */
const PER_CELL = 4;
const MAX_SIDE = 512;

/**
 * The grid of the points (x[i], y[i]).
 *   buildGrid(Float64Array.of(0, 1), Float64Array.of(0, 1)).columns => 1
 */
export function buildGrid(x: ArrayLike<number>, y: ArrayLike<number>): PointGrid {
  const n = x.length;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    minX = Math.min(minX, x[i]!);
    maxX = Math.max(maxX, x[i]!);
    minY = Math.min(minY, y[i]!);
    maxY = Math.max(maxY, y[i]!);
  }
  if (n === 0) [minX, maxX, minY, maxY] = [0, 0, 0, 0];
  const spanX = Math.max(maxX - minX, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  // Square cells, about PER_CELL points each if the points were spread evenly.
  const cell = Math.max(Math.sqrt((spanX * spanY * PER_CELL) / Math.max(n, 1)), Math.max(spanX, spanY) / MAX_SIDE);
  const columns = Math.max(1, Math.min(MAX_SIDE, Math.ceil(spanX / cell)));
  const rows = Math.max(1, Math.min(MAX_SIDE, Math.ceil(spanY / cell)));
  const grid = { minX, minY, cell, columns, rows, start: new Int32Array(columns * rows + 1), items: new Int32Array(n) };
  const cellOf = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    cellOf[i] = cellIndex(grid, x[i]!, y[i]!);
    grid.start[cellOf[i]! + 1]!++;
  }
  for (let c = 0; c < columns * rows; c++) grid.start[c + 1]! += grid.start[c]!;
  const next = grid.start.slice(0, columns * rows);
  for (let i = 0; i < n; i++) grid.items[next[cellOf[i]!]!++] = i;
  return grid;
}

/**
 * The point nearest (px, py) within `radius` (map units), or -1; ties go to the later point, the one
 * drawn on top. `accept` leaves points out (e.g. the dimmed ones).
 *   nearestPoint(grid, x, y, 0.5, 0.5, 0.01) => 42
 */
export function nearestPoint(
  grid: PointGrid,
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  px: number,
  py: number,
  radius: number,
  accept?: (i: number) => boolean,
): number {
  const c0 = clamp(Math.floor((px - radius - grid.minX) / grid.cell), grid.columns);
  const c1 = clamp(Math.floor((px + radius - grid.minX) / grid.cell), grid.columns);
  const r0 = clamp(Math.floor((py - radius - grid.minY) / grid.cell), grid.rows);
  const r1 = clamp(Math.floor((py + radius - grid.minY) / grid.cell), grid.rows);
  let best = -1;
  let bestDistance = radius * radius;
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const cell = r * grid.columns + c;
      for (let p = grid.start[cell]!; p < grid.start[cell + 1]!; p++) {
        const i = grid.items[p]!;
        const distance = (x[i]! - px) ** 2 + (y[i]! - py) ** 2;
        if (distance <= bestDistance && (best < 0 || distance < bestDistance || i > best) && (!accept || accept(i))) {
          best = i;
          bestDistance = distance;
        }
      }
    }
  }
  return best;
}

function cellIndex(grid: Pick<PointGrid, 'minX' | 'minY' | 'cell' | 'columns' | 'rows'>, x: number, y: number): number {
  const c = clamp(Math.floor((x - grid.minX) / grid.cell), grid.columns);
  const r = clamp(Math.floor((y - grid.minY) / grid.cell), grid.rows);
  return r * grid.columns + c;
}

// clamp(-3, 10) => 0; clamp(12, 10) => 9
function clamp(index: number, count: number): number {
  return Math.min(Math.max(index, 0), count - 1);
}
