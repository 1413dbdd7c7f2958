// The canvas as a surface to draw on: as wide as its frame (ResizeObserver), sharp on any screen
// (devicePixelRatio), zoomed and panned by d3-zoom (wheel, drag, pinch, double-click), redrawn at most
// once per animation frame however many events ask for it. Nothing here re-renders React.

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { RefObject } from 'react';
import { select } from 'd3-selection';
import { zoom, zoomIdentity } from 'd3-zoom';
import type { D3ZoomEvent, ZoomBehavior, ZoomTransform } from 'd3-zoom';
import { mapHeight, type Size } from '../../lib/map/view';

/** Where the frame has no width to measure (jsdom, a hidden tab): a plausible one. */
export const DEFAULT_MAP_WIDTH = 640;
/** How far in the map zooms: far enough to tell apart papers a pixel apart at 20,000. */
export const MAX_ZOOM = 64;

/** Paints one frame; `context` is null where the canvas cannot draw (jsdom). */
export type Paint = (context: CanvasRenderingContext2D | null, size: Size, ratio: number, zoom: ZoomTransform) => void;

export interface MapSurface {
  /** Asks for a frame: any number of calls before it gives one. */
  requestDraw: () => void;
  /** The canvas's size in CSS pixels now. */
  size: () => Size;
  /** The zoom now (identity: the whole map). */
  zoom: () => ZoomTransform;
  /** Zooms about the middle: zoomBy(2) in, zoomBy(0.5) out. */
  zoomBy: (factor: number) => void;
  /** Back to the whole map. */
  resetZoom: () => void;
  /** Pans, zoom kept, so that the fitted point (px, py) is in the middle (as far as the map's edges allow). */
  centreOn: (px: number, py: number) => void;
}

/**
 * The canvas in `canvasRef` as a surface; it fills the element in `boxRef` (whose content width it
 * takes: borders go on the box, not the canvas, so that its pixels map one to one).
 */
export function useMapSurface(canvasRef: RefObject<HTMLCanvasElement | null>, boxRef: RefObject<HTMLElement | null>, paint: Paint): MapSurface {
  const paintRef = useRef(paint);
  useLayoutEffect(() => {
    paintRef.current = paint;
  });
  const surface = useRef<SurfaceState>({
    size: { width: DEFAULT_MAP_WIDTH, height: mapHeight(DEFAULT_MAP_WIDTH, 800, 240) },
    ratio: 1,
    sized: false,
    transform: zoomIdentity,
    frame: 0,
    behaviour: null,
  });

  const requestDraw = useCallback(() => {
    const s = surface.current;
    if (s.frame !== 0) return;
    s.frame = requestAnimationFrame(() => {
      s.frame = 0;
      const canvas = canvasRef.current;
      if (canvas) paintRef.current(canvas.getContext('2d'), s.size, s.ratio, s.transform);
    });
  }, [canvasRef]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const box = boxRef.current;
    if (!canvas || !box) return;
    return attach(canvas, box, surface.current, requestDraw);
  }, [canvasRef, boxRef, requestDraw]);

  return useMemo<MapSurface>(() => ({
    requestDraw,
    size: () => surface.current.size,
    zoom: () => surface.current.transform,
    zoomBy: (factor) => {
      const { behaviour } = surface.current;
      if (behaviour && canvasRef.current) behaviour.scaleBy(select(canvasRef.current), factor);
    },
    resetZoom: () => {
      const { behaviour } = surface.current;
      if (behaviour && canvasRef.current) behaviour.transform(select(canvasRef.current), zoomIdentity);
    },
    centreOn: (px, py) => {
      const { behaviour } = surface.current;
      if (behaviour && canvasRef.current) behaviour.translateTo(select(canvasRef.current), px, py);
    },
  }), [canvasRef, requestDraw]);
}

/** The surface's state, outside React: changed by the zoom, the size and the frame loop. */
interface SurfaceState {
  size: Size;
  ratio: number;
  /** Whether the canvas has been given its size yet. */
  sized: boolean;
  transform: ZoomTransform;
  frame: number;
  behaviour: ZoomBehavior<HTMLCanvasElement, unknown> | null;
}

// Lets d3-zoom move the canvas, and keeps it the size of its box (and of the window's height) at the
// screen's pixel ratio; returns what undoes both.
function attach(canvas: HTMLCanvasElement, box: HTMLElement, s: SurfaceState, requestDraw: () => void): () => void {
  const behaviour = zoom<HTMLCanvasElement, unknown>()
    .scaleExtent([1, MAX_ZOOM])
    .on('zoom', (event: D3ZoomEvent<HTMLCanvasElement, unknown>) => {
      s.transform = event.transform;
      requestDraw();
    });
  s.behaviour = behaviour;
  const selection = select(canvas).call(behaviour);

  const resize = () => {
    const width = Math.max(Math.floor(box.clientWidth || DEFAULT_MAP_WIDTH), 1);
    // The canvas's top in the page (not in the window), so that a scrolled page keeps the same height.
    const top = box.getBoundingClientRect().top + (window.scrollY || 0);
    const height = mapHeight(width, window.innerHeight || 800, top);
    const ratio = window.devicePixelRatio || 1;
    if (s.sized && width === s.size.width && height === s.size.height && ratio === s.ratio) return;
    s.sized = true;
    s.size = { width, height };
    s.ratio = ratio;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.height = `${height}px`;
    behaviour.extent([[0, 0], [width, height]]).translateExtent([[0, 0], [width, height]]);
    requestDraw();
  };
  resize();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
  observer?.observe(box);
  // The height follows the window's too, and a move to another screen can change the pixel ratio.
  window.addEventListener('resize', resize);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', resize);
    selection.on('.zoom', null);
    cancelAnimationFrame(s.frame);
    s.frame = 0;
    s.sized = false;
    s.behaviour = null;
  };
}
