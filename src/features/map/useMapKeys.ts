// The map's keyboard: the arrow keys move between the matching papers (panning the map when the next
// one is near an edge), Enter opens the focused one, Escape lets it go, + − and 0 zoom.

import type { KeyboardEvent } from 'react';
import type { ZoomTransform } from 'd3-zoom';
import { ARROW_DIRECTIONS, arrowTarget } from '../../lib/map/keyboard';
import type { MapPoints } from '../../lib/map/points';
import { fitView, nearEdge, toMap, toScreen, type Size, type View } from '../../lib/map/view';
import type { MapSurface } from './useMapSurface';

/** Keyboard focus keeps its point at least this far inside the canvas, panning when needed. */
const EDGE = 24;
const ZOOM_STEP = 1.6;

export interface MapKeys {
  points: MapPoints;
  surface: MapSurface;
  viewAt: (size: Size, zoom: ZoomTransform) => View;
  /** The points the arrow keys move between. */
  navigable: Int32Array;
  /** The focused point, or -1. */
  focused: number;
  /** Focuses a point; -1 lets the focus go. */
  focus: (i: number) => void;
  /** Ends the pointer's hover, which would otherwise keep the tooltip on its paper. */
  clearHover: () => void;
  onOpen: (i: number) => void;
}

/** The zoom actions (for the buttons too) and the canvas's keydown handler. */
export function useMapKeys({ points, surface, viewAt, navigable, focused, focus, clearHover, onOpen }: MapKeys) {
  // Arrow keys: to the next matching paper that way, panning it into view if it is near an edge.
  const move = (key: string) => {
    const size = surface.size();
    const view = viewAt(size, surface.zoom());
    const next = arrowTarget(points.x, points.y, focused, ARROW_DIRECTIONS[key]!, navigable, toMap(view, size.width / 2, size.height / 2));
    if (next < 0) return;
    clearHover();
    focus(next);
    if (nearEdge(...toScreen(view, points.x[next]!, points.y[next]!), size, EDGE)) {
      surface.centreOn(...toScreen(fitView(points.x, points.y, size), points.x[next]!, points.y[next]!));
    }
  };

  const zoomIn = () => surface.zoomBy(ZOOM_STEP);
  const zoomOut = () => surface.zoomBy(1 / ZOOM_STEP);
  const resetZoom = () => surface.resetZoom();
  const keys: Record<string, () => void> = {
    Enter: () => focused >= 0 && onOpen(focused),
    Escape: () => focus(-1),
    '+': zoomIn,
    '=': zoomIn,
    '-': zoomOut,
    '0': resetZoom,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = ARROW_DIRECTIONS[event.key] ? () => move(event.key) : keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return { zoomIn, zoomOut, resetZoom, onKeyDown };
}
