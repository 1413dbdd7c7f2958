// The ids most like a mistyped or stale one, for the paper page's "not found" suggestions.

/**
 * Edit distance (insertions, deletions, substitutions) between two strings, giving up past `max`.
 *   editDistance("kernelbnd", "kernelband") => 1
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * Up to `count` ids close to `wanted`: those that contain it or that it contains first (a cut or
 * extended link), then by edit distance, within half the wanted length; ties in list order.
 *   closestIds("kernelbnd", ["cfmm", "kernelband", "kernel-bandits"]) => ["kernelband", "kernel-bandits"]
 */
export function closestIds(wanted: string, ids: readonly string[], count = 5): string[] {
  const target = wanted.toLowerCase().trim();
  if (target === '') return [];
  const limit = Math.max(2, Math.ceil(target.length / 2));
  const scored: { id: string; score: number; at: number }[] = [];
  ids.forEach((id, at) => {
    const contains = id.includes(target) || target.includes(id);
    const distance = contains ? 0 : editDistance(target, id, limit);
    if (distance <= limit) scored.push({ id, score: distance, at });
  });
  return scored
    .sort((a, b) => a.score - b.score || a.at - b.at)
    .slice(0, count)
    .map((s) => s.id);
}
