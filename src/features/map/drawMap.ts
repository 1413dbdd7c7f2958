// One frame of the map: every point in one pass per colour group (a path, then one fill), the points
// that do not match dimmed to a faint grey beneath those that do, the few pulled in to the edge as
// rings, and a ring around the hovered and focused points. The regions' labels are not drawn here but
// laid over the canvas (MapLabels), so that no point ever covers them.

import type { DrawGroup } from '../../lib/map/points';
import { pointRadius, type Size, type View } from '../../lib/map/view';

export interface Scene {
  x: Float64Array;
  y: Float64Array;
  /** 1 for a point pulled in to the map's edge (MapPoints.clamped): drawn as a ring, not a dot. */
  clamped: Uint8Array;
  groups: readonly DrawGroup[];
  /** The colour of a group's colour index (a topic's index, -1 for none). */
  colourOf: (colour: number) => string;
  /** Whether some points do not match (then those are dimmed). */
  dimming: boolean;
  background: string;
  /** The page's text colour: the ring, and the faint grey of points that do not match. */
  ring: string;
  /** Points to ring (hovered, focused); -1 for none. */
  marked: readonly number[];
}

/**
 * A point that does not match is drawn in the text colour at this opacity: a faint grey in light and
 * dark alike, so that thousands of them do not drown the matches' colours.
 */
const DIMMED_ALPHA = 0.16;
const TAU = Math.PI * 2;
/** The ring of a paper pulled in to the edge, in CSS pixels. */
const CLAMPED_LINE = 1.5;

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
  const pulledIn: number[] = [];
  for (const group of scene.groups) {
    const dimmed = scene.dimming && !group.matched;
    const r = scene.dimming && group.matched ? radius + 0.75 : radius;
    const colour = dimmed ? scene.ring : scene.colourOf(group.colour);
    context.globalAlpha = dimmed ? DIMMED_ALPHA : 1;
    context.fillStyle = colour;
    context.beginPath();
    pulledIn.length = 0;
    for (const i of group.indices) {
      const px = view.x0 + view.k * x[i]!;
      const py = view.y0 + view.k * y[i]!;
      // Off-canvas points cost a comparison, not a path segment (most of them, zoomed in).
      if (px < -r || py < -r || px > size.width + r || py > size.height + r) continue;
      if (scene.clamped[i]) {
        pulledIn.push(px, py);
        continue;
      }
      context.moveTo(px + r, py);
      context.arc(px, py, r, 0, TAU);
    }
    context.fill();
    // Papers farther out than the map shows, drawn at its edge: hollow, so that they do not pass for papers there.
    if (pulledIn.length === 0) continue;
    context.strokeStyle = colour;
    context.lineWidth = CLAMPED_LINE;
    context.beginPath();
    for (let p = 0; p < pulledIn.length; p += 2) {
      context.moveTo(pulledIn[p]! + r, pulledIn[p + 1]!);
      context.arc(pulledIn[p]!, pulledIn[p + 1]!, r, 0, TAU);
    }
    context.stroke();
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
