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

/**
 * The labels that fit without overlapping, taken in order (largest region first): a label whose box
 * meets one already placed, or leaves the canvas, is left out.
 *   placeLabels([a, b], boxOf) => [a] when b's box overlaps a's
 */
export function placeLabels<T>(labels: readonly T[], boxOf: (label: T) => LabelBox, width: number, height: number): T[] {
  const placed: LabelBox[] = [];
  const kept: T[] = [];
  for (const label of labels) {
    const box = boxOf(label);
    const inside = box.left >= 0 && box.top >= 0 && box.left + box.width <= width && box.top + box.height <= height;
    if (!inside || placed.some((other) => overlaps(box, other))) continue;
    placed.push(box);
    kept.push(label);
  }
  return kept;
}

const overlaps = (a: LabelBox, b: LabelBox): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
