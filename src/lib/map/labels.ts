// Where the map names its regions: each topic's label where its papers cluster, so that a reader finds
// "Reinforcement learning" on the map without matching colours against the legend.

/** A topic's label and where it goes, in map units. */
export interface RegionLabel {
  text: string;
  /** The topic's index in the list's topics. */
  topic: number;
  x: number;
  y: number;
  /** How many papers the region holds: the larger regions are labelled first when labels collide. */
  papers: number;
}

/** A topic names a region only with at least this many papers, and this share of the map. */
const MIN_PAPERS = 3;
const MIN_SHARE = 0.02;

/**
 * One label per topic with enough papers, at the median of its papers' positions (a cluster's centre
 * that a few outliers cannot drag away), largest region first.
 *   regionLabels([0, 1, 2, 10], [0, 0, 0, 0], Int32Array.of(0, 0, 0, 1), ['Vision', 'Theory'])
 *     => [{ text: 'Vision', topic: 0, x: 1, y: 0, papers: 3 }]  (Theory has one paper: no label)
 */
export function regionLabels(x: ArrayLike<number>, y: ArrayLike<number>, topic: ArrayLike<number>, labels: readonly string[]): RegionLabel[] {
  const members = labels.map((): number[] => []);
  for (let i = 0; i < topic.length; i++) members[topic[i]!]?.push(i);
  const least = Math.max(MIN_PAPERS, Math.ceil(MIN_SHARE * topic.length));
  return members
    .map((indices, t) => ({ indices, t }))
    .filter(({ indices }) => indices.length >= least)
    .map(({ indices, t }) => ({
      text: labels[t]!,
      topic: t,
      x: median(indices.map((i) => x[i]!)),
      y: median(indices.map((i) => y[i]!)),
      papers: indices.length,
    }))
    .sort((a, b) => b.papers - a.papers || a.topic - b.topic);
}

/** A label's box on screen, in CSS pixels. */
export interface LabelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a label may go when its own place is taken: moved up, then down, by its height. */
const NUDGES = [0, -1, 1] as const;

/**
 * Where each label goes, taken in order (largest region first): its own box, or that box moved up or
 * down by its height when a label placed before is in the way; null when none of these is free and
 * inside the canvas (`width` × `height`), so that no two labels ever overlap.
 *   placeLabels([{ left: 0, top: 0, width: 50, height: 16 }, { left: 10, top: 4, width: 50, height: 16 }], 400, 300)
 *     => [{ left: 0, top: 0, … }, { left: 10, top: 20, … }]  (the second moved down: above is off the canvas)
 */
export function placeLabels(boxes: readonly LabelBox[], width: number, height: number): (LabelBox | null)[] {
  const placed: LabelBox[] = [];
  return boxes.map((box) => {
    for (const nudge of NUDGES) {
      const moved = { ...box, top: box.top + nudge * box.height };
      const inside = moved.left >= 0 && moved.top >= 0 && moved.left + moved.width <= width && moved.top + moved.height <= height;
      if (!inside || placed.some((other) => overlaps(moved, other))) continue;
      placed.push(moved);
      return moved;
    }
    return null;
  });
}

const overlaps = (a: LabelBox, b: LabelBox): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
