// drawMap against a recording 2D context: what a frame paints, in order.
import { describe, expect, it } from 'vitest';
import { drawMap, type Scene } from '../../../../src/features/map/drawMap';
import type { View } from '../../../../src/lib/map/view';

interface Call {
  op: string;
  args: unknown[];
  fillStyle: unknown;
  globalAlpha: number;
}

// The canvas methods drawMap uses, each recorded with the fill style and opacity in force.
function recorder() {
  const calls: Call[] = [];
  const state = { fillStyle: '' as unknown, strokeStyle: '' as unknown, globalAlpha: 1, lineWidth: 1, font: '', textAlign: '', textBaseline: '', lineJoin: '' };
  const record = (op: string) => (...args: unknown[]) => void calls.push({ op, args, fillStyle: state.fillStyle, globalAlpha: state.globalAlpha });
  const context = Object.assign(state, {
    setTransform: record('setTransform'), clearRect: record('clearRect'), fillRect: record('fillRect'),
    beginPath: record('beginPath'), moveTo: record('moveTo'), arc: record('arc'), fill: record('fill'), stroke: record('stroke'),
    strokeText: record('strokeText'), fillText: record('fillText'),
    measureText: (text: string) => ({ width: text.length * 7 }),
  });
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}

const VIEW: View = { x0: 0, y0: 0, k: 10 };
const SIZE = { width: 400, height: 300 };
const scene = (over: Partial<Scene>): Scene => ({
  x: Float64Array.of(1, 2, 20),
  y: Float64Array.of(1, 2, 20),
  groups: [{ colour: 0, matched: true, indices: Int32Array.of(0, 1) }, { colour: 1, matched: false, indices: Int32Array.of(2) }],
  colourOf: (c) => (c === 0 ? 'red' : 'blue'),
  dimming: true,
  background: 'white',
  ring: 'black',
  labels: [],
  marked: [],
  fontFamily: 'system-ui, sans-serif',
  ...over,
});

describe('drawMap', () => {
  it('draws the points that do not match in a faint text colour, the matches in their topic colour', () => {
    const { context, calls } = recorder();
    drawMap(context, scene({}), VIEW, 1, SIZE, 1);
    const fills = calls.filter((c) => c.op === 'fill').map((c) => [c.fillStyle, c.globalAlpha]);
    expect(fills).toEqual([['red', 1], ['black', 0.16]]);
  });

  it("names each region at its centre, over a halo, leaving out a label that would overlap a larger region's", () => {
    const { context, calls } = recorder();
    const labels = [
      { text: 'Vision', topic: 0, x: 10, y: 10, papers: 30 },
      { text: 'Theory', topic: 1, x: 11, y: 10, papers: 10 }, // 10 px from Vision: overlaps it
      { text: 'Graphs', topic: 2, x: 20, y: 20, papers: 5 },
    ];
    drawMap(context, scene({ labels }), VIEW, 1, SIZE, 1);
    expect(calls.filter((c) => c.op === 'fillText').map((c) => c.args)).toEqual([['Vision', 100, 100], ['Graphs', 200, 200]]);
    expect(calls.filter((c) => c.op === 'strokeText').map((c) => c.args[0])).toEqual(['Vision', 'Graphs']);
    expect(calls.find((c) => c.op === 'fillText')!.fillStyle).toBe('black');
  });

  it("draws the labels in the page's font stack, so that Chinese ones use the CJK font it names", () => {
    const { context } = recorder();
    const labels = [{ text: '计算机视觉', topic: 0, x: 10, y: 10, papers: 30 }];
    drawMap(context, scene({ labels, fontFamily: "system-ui, 'PingFang SC', sans-serif" }), VIEW, 1, SIZE, 1);
    expect(context.font).toBe("600 12px system-ui, 'PingFang SC', sans-serif");
  });
});
