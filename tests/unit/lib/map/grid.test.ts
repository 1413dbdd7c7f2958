import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGrid, nearestPoint } from '../../../../src/lib/map/grid';

// The definition, every point compared: the nearest within the radius, ties to the later point.
function nearestByScan(x: number[], y: number[], px: number, py: number, radius: number): number {
  let best = -1;
  let bestDistance = radius * radius;
  x.forEach((_, i) => {
    const d = (x[i]! - px) ** 2 + (y[i]! - py) ** 2;
    if (d <= bestDistance && (best < 0 || d < bestDistance || i > best)) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

describe('buildGrid', () => {
  it('puts every point in exactly one cell', () => {
    const x = [0, 0.5, 1, 0.25, 0.75];
    const y = [0, 0.5, 1, 0.75, 0.25];
    const grid = buildGrid(x, y);
    expect([...grid.items].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(grid.start.at(-1)).toBe(5);
  });

  it('handles no points and points at one spot', () => {
    expect(buildGrid([], []).items).toHaveLength(0);
    const grid = buildGrid([0.5, 0.5], [0.5, 0.5]);
    expect(nearestPoint(grid, [0.5, 0.5], [0.5, 0.5], 0.5, 0.5, 0.01)).toBe(1);
  });
});

describe('nearestPoint', () => {
  it('finds the nearest point within the radius, or none', () => {
    const x = [0.1, 0.5, 0.9];
    const y = [0.1, 0.5, 0.9];
    const grid = buildGrid(x, y);
    expect(nearestPoint(grid, x, y, 0.52, 0.49, 0.05)).toBe(1);
    expect(nearestPoint(grid, x, y, 0.3, 0.3, 0.05)).toBe(-1);
    expect(nearestPoint(grid, x, y, 0.3, 0.3, 1)).toBe(0);
    expect(nearestPoint(grid, x, y, -5, -5, 0.1)).toBe(-1);
  });

  it('leaves out the points `accept` refuses', () => {
    const x = [0.5, 0.52];
    const y = [0.5, 0.5];
    expect(nearestPoint(buildGrid(x, y), x, y, 0.5, 0.5, 0.1, (i) => i !== 0)).toBe(1);
  });

  it('agrees with comparing every point', () => {
    const coordinate = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(coordinate, coordinate), { maxLength: 300 }),
        coordinate,
        coordinate,
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (points, px, py, radius) => {
          const x = points.map((p) => p[0]);
          const y = points.map((p) => p[1]);
          expect(nearestPoint(buildGrid(x, y), x, y, px, py, radius)).toBe(nearestByScan(x, y, px, py, radius));
        },
      ),
    );
  });
});
