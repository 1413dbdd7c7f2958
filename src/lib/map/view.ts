// From map units (map.json's [0, 1], y downward) to canvas pixels and back. One scale for both axes,
// so that the picture is never stretched; the zoom (d3-zoom's transform) composes on top.

export interface Size {
  width: number;
  height: number;
}

/** A uniform linear map: px = x0 + k · x, py = y0 + k · y. */
export interface View {
  k: number;
  x0: number;
  y0: number;
}

/** A zoom as d3-zoom's ZoomTransform has it: screen = k · fitted + (x, y). */
export interface Zoom {
  k: number;
  x: number;
  y: number;
}

/** Space kept free around the points, in pixels, so that edge points are drawn whole. */
export const MAP_PADDING = 16;
/** The map is never lower than this, in CSS pixels (still usable at 360 px wide). */
export const MIN_MAP_HEIGHT = 280;

/**
 * The view that fits the points' bounding box into the canvas, centred, less `padding` on each side.
 * All points at one spot (or none) fit the unit square instead.
 *   fitView([0, 1], [0, 0.5], { width: 220, height: 120 }, 10) => { k: 200, x0: 10, y0: 10 }
 */
export function fitView(x: ArrayLike<number>, y: ArrayLike<number>, size: Size, padding = MAP_PADDING): View {
  let [minX, maxX] = extent(x);
  let [minY, maxY] = extent(y);
  if (maxX - minX <= 0 && maxY - minY <= 0) [minX, maxX, minY, maxY] = [0, 1, 0, 1];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const width = Math.max(size.width - 2 * padding, 1);
  const height = Math.max(size.height - 2 * padding, 1);
  const k = Math.min(spanX > 0 ? width / spanX : Infinity, spanY > 0 ? height / spanY : Infinity);
  return { k, x0: size.width / 2 - k * (minX + spanX / 2), y0: size.height / 2 - k * (minY + spanY / 2) };
}

/**
 * The view once zoomed: the fitted pixels scaled and moved by the zoom.
 *   zoomed({ k: 100, x0: 10, y0: 10 }, { k: 2, x: -50, y: 0 }) => { k: 200, x0: -30, y0: 20 }
 */
export function zoomed(view: View, zoom: Zoom): View {
  return { k: view.k * zoom.k, x0: zoom.k * view.x0 + zoom.x, y0: zoom.k * view.y0 + zoom.y };
}

/** toScreen({ k: 100, x0: 10, y0: 10 }, 0.5, 0.2) => [60, 30] */
export function toScreen(view: View, x: number, y: number): [number, number] {
  return [view.x0 + view.k * x, view.y0 + view.k * y];
}

/** toMap({ k: 100, x0: 10, y0: 10 }, 60, 30) => [0.5, 0.2] */
export function toMap(view: View, px: number, py: number): [number, number] {
  return [(px - view.x0) / view.k, (py - view.y0) / view.k];
}

/** What the map leaves below itself in the first screen, in CSS pixels. */
export const MAP_BOTTOM_MARGIN = 16;

/**
 * The canvas height for a width, when the canvas starts `top` pixels down the page: three quarters of
 * the width, at most what is left of the first screen below `top` (so the whole map is in view when the
 * page opens), at least MIN_MAP_HEIGHT, whole pixels.
 *   mapHeight(640, 900, 200) => 480; mapHeight(1200, 800, 180) => 604; mapHeight(330, 640, 500) => 280
 */
export function mapHeight(width: number, viewportHeight: number, top: number): number {
  const left = viewportHeight - Math.max(top, 0) - MAP_BOTTOM_MARGIN;
  return Math.round(Math.max(MIN_MAP_HEIGHT, Math.min(width * 0.75, left)));
}

/**
 * The radius of a point in CSS pixels: larger as the map is zoomed in (a little), smaller on a crowded map.
 *   pointRadius(1, 19) => 5; pointRadius(1, 5000) => 2.5; pointRadius(16, 5000) => 6
 */
export function pointRadius(zoom: number, count: number): number {
  const base = count > 2000 ? 2.5 : count > 500 ? 3.5 : 5;
  return Math.min(base * Math.sqrt(zoom), 6 + (base - 2.5));
}

function extent(values: ArrayLike<number>): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min <= max ? [min, max] : [0, 0];
}

/**
 * Where a tooltip of `box` size goes for a point at (px, py) on a canvas of `size`: below right of
 * it, or on whichever side has room, always inside the canvas (4 px from its edges); not visible
 * while the point is off the canvas.
 *   tooltipPlace(100, 100, { width: 80, height: 40 }, { width: 400, height: 300 }, 10) => { left: 110, top: 110, visible: true }
 *   tooltipPlace(380, 290, { width: 80, height: 40 }, { width: 400, height: 300 }, 10) => { left: 290, top: 240, visible: true }
 */
export function tooltipPlace(px: number, py: number, box: Size, size: Size, gap: number): { left: number; top: number; visible: boolean } {
  let left = px + gap;
  if (left + box.width > size.width - gap) left = px - gap - box.width;
  let top = py + gap;
  if (top + box.height > size.height - gap) top = py - gap - box.height;
  return {
    left: Math.round(Math.max(4, Math.min(left, size.width - box.width - 4))),
    top: Math.round(Math.max(4, Math.min(top, size.height - box.height - 4))),
    visible: px >= 0 && py >= 0 && px <= size.width && py <= size.height,
  };
}

/**
 * Whether a point at (px, py) is within `margin` of the edges of a canvas of `size` (or beyond them):
 * where the keyboard's focus pans the map to keep its point in view.
 *   nearEdge(10, 100, { width: 400, height: 300 }, 24) => true; nearEdge(200, 150, { width: 400, height: 300 }, 24) => false
 */
export function nearEdge(px: number, py: number, size: Size, margin: number): boolean {
  return px < margin || py < margin || px > size.width - margin || py > size.height - margin;
}
