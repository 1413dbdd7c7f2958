// One frame of the map: every point in one pass per colour group (a path, then one fill), the points
// that do not match dimmed to a faint grey beneath those that do, over the regions' topic labels, and a
// ring around the hovered and focused points.

import { placeLabels, type RegionLabel } from '../../lib/map/labels';
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
  /** The page's text colour: the ring, the labels, and the faint grey of points that do not match. */
  ring: string;
  /** Each region's topic label, largest first; those that would overlap are left out. */
  labels: readonly RegionLabel[];
  /** The page's font stack, which names CJK fonts: a Chinese label looks like the page's text. */
  fontFamily: string;
  /** Points to ring (hovered, focused); -1 for none. */
  marked: readonly number[];
}

/**
 * A point that does not match is drawn in the text colour at this opacity: a faint grey in light and
 * dark alike, so that thousands of them do not drown the matches' colours.
 */
const DIMMED_ALPHA = 0.16;
const LABEL_WEIGHT_SIZE = '600 12px';
const LABEL_HEIGHT = 16;
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
  // Labels first: every dot stays visible above them (a label's halo never hides a paper).
  drawLabels(context, scene, view, size);
  const radius = pointRadius(zoom, x.length);
  for (const group of scene.groups) {
    const dimmed = scene.dimming && !group.matched;
    const r = scene.dimming && group.matched ? radius + 0.75 : radius;
    context.globalAlpha = dimmed ? DIMMED_ALPHA : 1;
    context.fillStyle = dimmed ? scene.ring : scene.colourOf(group.colour);
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

// The labels that fit, each centred on its region, in the text colour over a halo of the background.
function drawLabels(context: CanvasRenderingContext2D, scene: Scene, view: View, size: Size): void {
  if (scene.labels.length === 0) return;
  context.font = `${LABEL_WEIGHT_SIZE} ${scene.fontFamily}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const at = (label: RegionLabel) => ({ px: view.x0 + view.k * label.x, py: view.y0 + view.k * label.y });
  const boxOf = (label: RegionLabel) => {
    const { px, py } = at(label);
    const width = context.measureText(label.text).width + 8;
    return { left: px - width / 2, top: py - LABEL_HEIGHT / 2, width, height: LABEL_HEIGHT };
  };
  context.lineJoin = 'round';
  context.lineWidth = 4;
  context.strokeStyle = scene.background;
  context.fillStyle = scene.ring;
  for (const label of placeLabels(scene.labels, boxOf, size.width, size.height)) {
    const { px, py } = at(label);
    context.strokeText(label.text, px, py);
    context.fillText(label.text, px, py);
  }
}
