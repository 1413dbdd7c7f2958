import { describe, expect, it } from 'vitest';
import { placeLabels, regionLabels, type LabelBox } from '../../../../src/lib/map/labels';

describe('regionLabels', () => {
  it("puts each topic's label at the median of its papers, largest region first", () => {
    // Vision: three papers around (1, 1) and one outlier far away; Theory: three papers around (10, 0).
    const x = [0, 1, 2, 100, 9, 10, 11];
    const y = [1, 1, 1, 100, 0, 0, 0];
    const topic = Int32Array.of(0, 0, 0, 0, 1, 1, 1);
    expect(regionLabels(x, y, topic, ['Vision', 'Theory'])).toEqual([
      { text: 'Vision', topic: 0, x: 1.5, y: 1, papers: 4 },
      { text: 'Theory', topic: 1, x: 10, y: 0, papers: 3 },
    ]);
  });

  it('labels no region of a topic with too few papers, nor papers without a topic', () => {
    const topic = Int32Array.of(0, 0, 0, 1, -1, -1, -1);
    const labels = regionLabels([0, 0, 0, 5, 7, 7, 7], [0, 0, 0, 5, 7, 7, 7], topic, ['Vision', 'Theory']);
    expect(labels.map((l) => l.text)).toEqual(['Vision']);
  });

  it('needs 2% of the map for a region at conference size', () => {
    const n = 5000;
    const topic = Int32Array.from({ length: n }, (_, i) => (i < 60 ? 1 : 0)); // 60 papers: 1.2%
    const zeros = new Array<number>(n).fill(0);
    expect(regionLabels(zeros, zeros, topic, ['Big', 'Small']).map((l) => l.text)).toEqual(['Big']);
  });
});

describe('placeLabels', () => {
  const box = (left: number, top: number): LabelBox => ({ left, top, width: 50, height: 14 });

  it('keeps labels in order, leaving out one that overlaps a label already placed or leaves the canvas', () => {
    const boxes: Record<string, LabelBox> = { a: box(10, 10), b: box(40, 15), c: box(100, 10), d: box(380, 10) };
    expect(placeLabels(['a', 'b', 'c', 'd'], (l) => boxes[l]!, 400, 300)).toEqual(['a', 'c']);
  });
});
