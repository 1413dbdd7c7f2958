// Selecting the k-th largest number without sorting them all: related papers' candidates, and the
// papers a search looks at for a phrase.

/**
 * The k-th largest of `values` (1-based), by quickselect: linear on average. Reorders `values`.
 *   kthLargest(Float64Array.of(3, 1, 4, 1, 5), 2) => 4
 */
export function kthLargest(values: Float64Array, k: number): number {
  const target = k - 1;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    // Afterwards values[lo..j] ≥ pivot ≥ values[i..hi], and anything between equals the pivot.
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        [values[i], values[j]] = [values[j]!, values[i]!];
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return pivot;
  }
  return values[target]!;
}
