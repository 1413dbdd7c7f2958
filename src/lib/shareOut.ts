// Work spread over threads: a list cut into runs, in order, so that the answers put back together
// come out in the list's order.

/**
 * Cuts `items` into `parts` runs, in order and as even as can be (the first runs one longer when they
 * cannot all be equal); joined again they give `items` back. A run may be empty when there are fewer
 * items than parts.
 *   shareOut([1, 2, 3, 4, 5], 2) => [[1, 2, 3], [4, 5]]
 * Throws a RangeError for a count of parts that is not a whole number ≥ 1.
 */
export function shareOut<T>(items: readonly T[], parts: number): T[][] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`shareOut: parts must be a whole number ≥ 1, got ${parts}`);
  const runs: T[][] = [];
  const size = Math.floor(items.length / parts);
  const longer = items.length % parts;
  let start = 0;
  for (let part = 0; part < parts; part++) {
    const end = start + size + (part < longer ? 1 : 0);
    runs.push(items.slice(start, end));
    start = end;
  }
  return runs;
}
