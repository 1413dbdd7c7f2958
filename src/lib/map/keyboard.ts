// Moving between the map's points with the arrow keys: from the focused point to the nearest one in
// the direction pressed, as spatial navigation on a TV remote does.

export type Direction = 'left' | 'right' | 'up' | 'down';

/** The arrow keys' directions (y grows downward, as on screen and in map.json). */
export const ARROW_DIRECTIONS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The candidate to move to from point `from` in `direction`, or -1 when there is none that way.
 * Preferred: points within 45° of the direction, nearest first, a sideways step counting double; else
 * any point ahead. Points at the very same place as `from` come first, in index order (right and down
 * go to the next index, left and up to the previous), so that no point is ever out of reach.
 *   pointInDirection([0, 1, 2], [0, 0, 5], 0, 'right', [1, 2]) => 1
 */
export function pointInDirection(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  from: number,
  direction: Direction,
  candidates: Iterable<number>,
): number {
  const forward = direction === 'right' || direction === 'down';
  const fx = x[from]!;
  const fy = y[from]!;
  let twin = -1;
  let best = -1;
  let bestScore = Infinity;
  let bestInCone = false;
  for (const i of candidates) {
    if (i === from) continue;
    const dx = x[i]! - fx;
    const dy = y[i]! - fy;
    if (dx === 0 && dy === 0) {
      if (forward ? i > from && (twin < 0 || i < twin) : i < from && (twin < 0 || i > twin)) twin = i;
      continue;
    }
    const along = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    if (along <= 0) continue;
    const across = Math.abs(direction === 'left' || direction === 'right' ? dy : dx);
    const inCone = across <= along;
    const score = Math.hypot(along, across) + across;
    if ((inCone && !bestInCone) || (inCone === bestInCone && (score < bestScore || (score === bestScore && i < best)))) {
      best = i;
      bestScore = score;
      bestInCone = inCone;
    }
  }
  return twin >= 0 ? twin : best;
}

/**
 * The candidate nearest (px, py), ties to the lower index; -1 without candidates. Where the arrow keys
 * start from: the point nearest the middle of what is on screen.
 *   nearestTo([0, 1], [0, 1], 0.9, 0.9, [0, 1]) => 1
 */
export function nearestTo(x: ArrayLike<number>, y: ArrayLike<number>, px: number, py: number, candidates: Iterable<number>): number {
  let best = -1;
  let bestDistance = Infinity;
  for (const i of candidates) {
    const distance = (x[i]! - px) ** 2 + (y[i]! - py) ** 2;
    if (distance < bestDistance || (distance === bestDistance && i < best)) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Where an arrow key takes the focus: from the focused point, the next candidate in that direction
 * (pointInDirection); with none focused yet, the candidate nearest `centre`, the middle of the view.
 * -1: nowhere to go (no candidates, or none that way).
 *   arrowTarget(x, y, -1, 'right', matching, [0.5, 0.5]) => the matching paper nearest the middle
 */
export function arrowTarget(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  focused: number,
  direction: Direction,
  candidates: Iterable<number>,
  centre: readonly [number, number],
): number {
  return focused < 0 ? nearestTo(x, y, centre[0], centre[1], candidates) : pointInDirection(x, y, focused, direction, candidates);
}
