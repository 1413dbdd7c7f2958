import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

  it('places labels in order, moving one up or down out of the way of those placed before, leaving out one with no room', () => {
    const boxes = [box(10, 20), box(40, 20), box(30, 20), box(100, 10), box(380, 10)];
    expect(placeLabels(boxes, 400, 300)).toEqual([
      box(10, 20),
      box(40, 6), // moved up by its height
      box(30, 34), // moved down: the one before took the place above
      box(100, 10),
      null, // off the canvas
    ]);
  });

  it('leaves out a label when its place and both moves are taken', () => {
    const boxes = [box(0, 20), box(0, 6), box(0, 34), box(0, 21)];
    expect(placeLabels(boxes, 400, 300)).toEqual([box(0, 20), box(0, 6), box(0, 34), null]);
  });

  it('never lets two placed labels overlap', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ left: fc.integer({ min: 0, max: 300 }), top: fc.integer({ min: 0, max: 250 }) }), { maxLength: 30 }), (at) => {
        const placed = placeLabels(at.map((p) => box(p.left, p.top)), 400, 300).filter((b) => b !== null);
        for (const [i, a] of placed.entries()) {
          for (const b of placed.slice(i + 1)) {
            const apart = a.left + a.width <= b.left || b.left + b.width <= a.left || a.top + a.height <= b.top || b.top + b.height <= a.top;
            expect(apart, JSON.stringify([a, b])).toBe(true);
          }
        }
      }),
    );
  });
});
