// How many items of a one-line row fit beside a "+N" that counts the rest: the row's first items, each
// whole (never one cut mid-word), and the count only when some are left out.
//   fittingCount({ widths: [60, 80, 70], available: 200, gap: 5, more: 30 }) => 2   (60 + 5 + 80 + 5 + 30 = 180)
//   fittingCount({ widths: [60, 80], available: 145, gap: 5, more: 30 })     => 2   (all fit: no "+N" needed)
//   fittingCount({ widths: [120, 80], available: 100, gap: 5, more: 30 })    => 0   (only "+2")

export interface FittingRow {
  /** Each item's width, in order. */
  widths: readonly number[];
  /** The row's width. */
  available: number;
  /** The space between two items. */
  gap: number;
  /** The width of the "+N" item. */
  more: number;
}

export function fittingCount({ widths, available, gap, more }: FittingRow): number {
  const total = widths.reduce((sum, width, i) => sum + width + (i > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = more;
  let count = 0;
  for (const width of widths) {
    used += width + gap;
    if (used > available) break;
    count++;
  }
  return count;
}
