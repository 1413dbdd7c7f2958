// drawMap against a recording 2D context: what a frame paints, in order.
import { describe, expect, it } from 'vitest';
import { drawMap, type Scene } from '../../../../src/features/map/drawMap';
import type { View } from '../../../../src/lib/map/view';

interface Call {
  op: string;
  args: unknown[];
  fillStyle: unknown;
  strokeStyle: unknown;
  globalAlpha: number;
}

// The canvas methods drawMap uses, each recorded with the fill style and opacity in force.
function recorder() {
  const calls: Call[] = [];
  const state = { fillStyle: '' as unknown, strokeStyle: '' as unknown, globalAlpha: 1, lineWidth: 1, font: '', textAlign: '', textBaseline: '', lineJoin: '' };
  const record = (op: string) => (...args: unknown[]) => void calls.push({ op, args, fillStyle: state.fillStyle, strokeStyle: state.strokeStyle, globalAlpha: state.globalAlpha });
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
  clamped: new Uint8Array(3),
  marked: [],
  ...over,
});

describe('drawMap', () => {
  it('draws the points that do not match in a faint text colour, the matches in their topic colour', () => {
    const { context, calls } = recorder();
    drawMap(context, scene({}), VIEW, 1, SIZE, 1);
    const fills = calls.filter((c) => c.op === 'fill').map((c) => [c.fillStyle, c.globalAlpha]);
    expect(fills).toEqual([['red', 1], ['black', 0.16]]);
  });

  it('draws a paper pulled in to the edge as a ring in its colour, not a dot', () => {
    const { context, calls } = recorder();
    drawMap(context, scene({ clamped: Uint8Array.of(0, 1, 0) }), VIEW, 1, SIZE, 1);
    // Point 1 (at 20, 20 on screen) leaves the red fill and is stroked after it, in red.
    const arcs = calls.filter((c) => c.op === 'arc' || c.op === 'fill' || c.op === 'stroke').map((c) => (c.op === 'arc' ? `arc ${String(c.args[0])}` : `${c.op} ${String(c.op === 'fill' ? c.fillStyle : c.strokeStyle)}`));
    expect(arcs).toEqual(['arc 10', 'fill red', 'arc 20', 'stroke red', 'arc 200', 'fill black']);
  });

  it('never draws a label on the canvas: the labels lie over it, out of reach of the points', () => {
    const { context, calls } = recorder();
    drawMap(context, scene({}), VIEW, 1, SIZE, 1);
    expect(calls.filter((c) => c.op === 'fillText' || c.op === 'strokeText')).toEqual([]);
  });
});
