import { describe, expect, it } from 'vitest';
import { arrowTarget, nearestTo, pointInDirection } from '../../../../src/lib/map/keyboard';

//   0 . 1
//   . 2 .      (x grows right, y grows down)
//   3 . 4
const X = [0, 2, 1, 0, 2];
const Y = [0, 0, 1, 2, 2];
const ALL = [0, 1, 2, 3, 4];

describe('pointInDirection', () => {
  it('moves to the nearest point within 45° of the direction', () => {
    expect(pointInDirection(X, Y, 0, 'right', ALL)).toBe(1);
    expect(pointInDirection(X, Y, 0, 'down', ALL)).toBe(3);
    expect(pointInDirection(X, Y, 2, 'up', ALL)).toBe(0);
    expect(pointInDirection(X, Y, 4, 'left', ALL)).toBe(3);
  });

  it('falls back to any point ahead, and gives -1 at the edge', () => {
    // (5, 1) lies within the cone; (1, 5) does not, but it is ahead, and the only point that is.
    expect(pointInDirection([0, 5], [0, 1], 0, 'right', [0, 1])).toBe(1);
    expect(pointInDirection([0, 1], [0, 5], 0, 'right', [0, 1])).toBe(1);
    expect(pointInDirection(X, Y, 1, 'right', ALL)).toBe(-1);
    expect(pointInDirection(X, Y, 0, 'up', ALL)).toBe(-1);
  });

  it('prefers a point in the cone over a nearer one outside it', () => {
    // 1 is nearer but 60° off; 2 is farther, straight ahead.
    expect(pointInDirection([0, 1, 3], [0, 1.8, 0], 0, 'right', [0, 1, 2])).toBe(2);
  });

  it('keeps to the candidates', () => {
    expect(pointInDirection(X, Y, 0, 'right', [0, 3, 4])).toBe(4);
  });

  it('reaches every point at the same place, in index order', () => {
    const x = [0, 0, 0, 1];
    const y = [0, 0, 0, 0];
    const all = [0, 1, 2, 3];
    expect(pointInDirection(x, y, 0, 'right', all)).toBe(1);
    expect(pointInDirection(x, y, 1, 'right', all)).toBe(2);
    expect(pointInDirection(x, y, 2, 'right', all)).toBe(3);
    expect(pointInDirection(x, y, 2, 'left', all)).toBe(1);
    expect(pointInDirection(x, y, 0, 'left', all)).toBe(-1);
  });
});

describe('nearestTo', () => {
  it('finds the candidate nearest a place, ties to the lower index', () => {
    expect(nearestTo(X, Y, 1.1, 0.9, ALL)).toBe(2);
    expect(nearestTo(X, Y, 1, 0, [0, 1])).toBe(0);
    expect(nearestTo(X, Y, 1, 1, [])).toBe(-1);
  });
});

describe('arrowTarget', () => {
  it('starts from the candidate nearest the middle of the view, then moves that way', () => {
    expect(arrowTarget(X, Y, -1, 'left', ALL, [1.9, 1.9])).toBe(4);
    expect(arrowTarget(X, Y, 4, 'left', ALL, [1.9, 1.9])).toBe(3);
    expect(arrowTarget(X, Y, -1, 'left', [], [1, 1])).toBe(-1);
  });
});
