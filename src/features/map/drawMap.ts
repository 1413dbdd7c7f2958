// One frame of the map: every point in one pass per colour group (a path, then one fill), the points
// that do not match dimmed beneath those that do, and a ring around the hovered and focused points.

import type { DrawGroup } from '../../lib/map/points';
import { pointRadius, type Size, type View } from '../../lib/map/view';

export interface Scene {
  x: Float64Array;
  y: Float64Array;
  groups: readonly DrawGroup[];
  /** The colour of a group's colour index (a topic's index, -1 for none). */
  colourOf: (colour: number) => string;
  /** Whether some points do not match (then those are dimmed). */
  dimming: boolean;
  background: string;
  /** The ring's colour. */
  ring: string;
  /** Points to ring (hovered, focused); -1 for none. */
  marked: readonly number[];
}

/** How much of a point's colour a non-matching point keeps. */
const DIMMED_ALPHA = 0.3;
const TAU = Math.PI * 2;

/**
 * Draws the scene at `view` (map units to CSS pixels, zoom included) on a canvas `size` CSS pixels
 * large, whose backing store has `ratio` device pixels per CSS pixel.
 */
export function drawMap(context: CanvasRenderingContext2D, scene: Scene, view: View, zoom: number, size: Size, ratio: number): void {
  const { x, y } = scene;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.globalAlpha = 1;
  // Cleared first: a background the canvas cannot read would leave the last frame's colour in place.
  context.clearRect(0, 0, size.width, size.height);
  context.fillStyle = scene.background;
  context.fillRect(0, 0, size.width, size.height);
  const radius = pointRadius(zoom, x.length);
  for (const group of scene.groups) {
    const dimmed = scene.dimming && !group.matched;
    const r = scene.dimming && group.matched ? radius + 0.75 : radius;
    context.globalAlpha = dimmed ? DIMMED_ALPHA : 1;
    context.fillStyle = scene.colourOf(group.colour);
    context.beginPath();
    for (const i of group.indices) {
      const px = view.x0 + view.k * x[i]!;
      const py = view.y0 + view.k * y[i]!;
      // Off-canvas points cost a comparison, not a path segment (most of them, zoomed in).
      if (px < -r || py < -r || px > size.width + r || py > size.height + r) continue;
      context.moveTo(px + r, py);
      context.arc(px, py, r, 0, TAU);
    }
    context.fill();
  }
  context.globalAlpha = 1;
  context.strokeStyle = scene.ring;
  context.lineWidth = 2;
  for (const i of scene.marked) {
    if (i < 0 || i >= x.length) continue;
    context.beginPath();
    context.arc(view.x0 + view.k * x[i]!, view.y0 + view.k * y[i]!, radius + 3.5, 0, TAU);
    context.stroke();
  }
}
