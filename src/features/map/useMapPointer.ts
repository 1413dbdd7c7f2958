// The pointer on the map: the point under it found through a grid (a few cells, not every point), its
// hover (which re-renders only when it changes paper: setState bails out on the same index), and a
// click (or a tap) that opens one.

import { useMemo, useRef } from 'react';
import type { PointerEvent, RefObject } from 'react';
import type { ZoomTransform } from 'd3-zoom';
import { buildGrid, nearestPoint } from '../../lib/map/grid';
import type { MapPoints } from '../../lib/map/points';
import { pointRadius, toMap, type Size, type View } from '../../lib/map/view';
import type { MapSurface } from './useMapSurface';

/** The pointer finds a point this far beyond its edge, in CSS pixels (a finger needs more than a mouse). */
const HIT_SLOP = { mouse: 4, touch: 14 } as const;

interface Position {
  clientX: number;
  clientY: number;
}

export interface MapPointer {
  points: MapPoints;
  surface: MapSurface;
  viewAt: (size: Size, zoom: ZoomTransform) => View;
  /** The focused point, or -1: a tap on it opens it. */
  focused: number;
  /** Focuses a point (a finger's first tap, which shows its title). */
  focus: (i: number) => void;
  onOpen: (i: number) => void;
  /** Sets the hovered point (-1 for none). */
  setHovered: (i: number) => void;
}

/** The canvas's pointer handlers. */
export function useMapPointer(canvasRef: RefObject<HTMLCanvasElement | null>, { points, surface, viewAt, focused, focus, onOpen, setHovered }: MapPointer) {
  const pointerType = useRef('mouse');
  const grid = useMemo(() => buildGrid(points.x, points.y), [points]);

  // The point under a pointer, or -1.
  const pointAt = (event: Position): number => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect) return -1;
    const view = viewAt(surface.size(), surface.zoom());
    const [mx, my] = toMap(view, event.clientX - rect.left, event.clientY - rect.top);
    const slop = pointerType.current === 'touch' ? HIT_SLOP.touch : HIT_SLOP.mouse;
    return nearestPoint(grid, points.x, points.y, mx, my, (pointRadius(surface.zoom().k, points.papers.length) + slop) / view.k);
  };

  return {
    onPointerDown: (event: PointerEvent<HTMLCanvasElement>) => {
      pointerType.current = event.pointerType || 'mouse';
    },
    onPointerMove: (event: PointerEvent<HTMLCanvasElement>) => {
      pointerType.current = event.pointerType || 'mouse';
      if (!event.buttons) setHovered(pointAt(event));
    },
    onPointerLeave: () => setHovered(-1),
    onClick: (event: Position) => {
      const i = pointAt(event);
      if (i < 0) return;
      // A finger has no hover: its first tap shows the title, a second tap on the same paper opens it.
      if (pointerType.current === 'touch' && i !== focused) focus(i);
      else onOpen(i);
    },
  };
}
