// What the canvas shows, drawn whenever it may have changed: the points (drawMap), a ring around the
// hovered and focused ones, and the regions' labels and the tooltip put in place over it in the same
// frame (and before the browser paints after a render), so that they never trail the points while the
// map zooms or pans.

import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import type { ZoomTransform } from 'd3-zoom';
import { placeLabels, type RegionLabel } from '../../lib/map/labels';
import type { DrawGroup, MapPoints } from '../../lib/map/points';
import { toScreen, tooltipPlace, type Size, type View } from '../../lib/map/view';
import { drawMap } from './drawMap';
import { useMapSurface, type MapSurface } from './useMapSurface';
import type { ThemeColours } from './useThemeColours';

const TOOLTIP_GAP = 10;

export interface MapFrame {
  points: MapPoints;
  groups: readonly DrawGroup[];
  colourOf: (colour: number) => string;
  theme: ThemeColours;
  dimming: boolean;
  /** The regions' topic labels (regionLabels), largest first: the elements of the labels' layer, in order. */
  labels: readonly RegionLabel[];
  /** Map units to CSS pixels, at a size and zoom. */
  viewAt: (size: Size, zoom: ZoomTransform) => View;
  /** Points to ring (focused, hovered); -1 for none. */
  marked: readonly number[];
  /** The point the tooltip is for, or -1. */
  shown: number;
}

export function useMapFrame(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  boxRef: RefObject<HTMLElement | null>,
  tooltipRef: RefObject<HTMLElement | null>,
  labelsRef: RefObject<HTMLElement | null>,
  { points, groups, colourOf, theme, dimming, labels, viewAt, marked, shown }: MapFrame,
): MapSurface {
  const placeTooltip = (view: View, size: Size) => {
    const tooltip = tooltipRef.current;
    if (!tooltip || shown < 0) return;
    const [px, py] = toScreen(view, points.x[shown]!, points.y[shown]!);
    const place = tooltipPlace(px, py, { width: tooltip.offsetWidth, height: tooltip.offsetHeight }, size, TOOLTIP_GAP);
    tooltip.style.visibility = place.visible ? 'visible' : 'hidden';
    tooltip.style.translate = `${place.left}px ${place.top}px`;
  };

  // Each label centred on its region, or moved out of an earlier one's way; hidden where none fits.
  const placeLabelElements = (view: View, size: Size) => {
    const elements = labelsRef.current?.children;
    if (!elements || elements.length !== labels.length) return;
    // Every size read before any position is written: one layout per frame at most.
    const boxes = labels.map((label, i) => {
      const element = elements[i] as HTMLElement;
      const [px, py] = toScreen(view, label.x, label.y);
      return { left: Math.round(px - element.offsetWidth / 2), top: Math.round(py - element.offsetHeight / 2), width: element.offsetWidth, height: element.offsetHeight };
    });
    placeLabels(boxes, size.width, size.height).forEach((box, i) => {
      const style = (elements[i] as HTMLElement).style;
      style.visibility = box ? 'visible' : 'hidden';
      if (box) style.translate = `${box.left}px ${box.top}px`;
    });
  };

  const surface = useMapSurface(canvasRef, boxRef, (context, size, ratio, zoom) => {
    const view = viewAt(size, zoom);
    placeTooltip(view, size);
    placeLabelElements(view, size);
    const canvas = canvasRef.current;
    if (!context || !canvas) return;
    const scene = { x: points.x, y: points.y, clamped: points.clamped, groups, colourOf, dimming, background: theme.background, ring: theme.text, marked };
    drawMap(context, scene, view, zoom.k, size, ratio);
    // The benchmark and the end-to-end tests wait for this: the first frame with every point drawn.
    if (canvas.dataset.mapDrawn === undefined && points.papers.length > 0) {
      canvas.dataset.mapDrawn = 'true';
      if (performance.getEntriesByName('map-drawn').length === 0) performance.mark('map-drawn');
    }
  });

  // Whatever the frame shows changed: draw again, and put the tooltip and labels in place before the browser paints.
  useLayoutEffect(() => {
    const view = viewAt(surface.size(), surface.zoom());
    placeTooltip(view, surface.size());
    placeLabelElements(view, surface.size());
    surface.requestDraw();
  });

  return surface;
}
