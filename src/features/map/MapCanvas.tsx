// The map itself: a canvas of points with a tooltip, zoom buttons, and the keyboard. The pointer finds
// its point through a grid; the arrow keys move between the matching points; Enter or a click opens
// a paper. Only the tooltip re-renders as the pointer moves, and only when it changes paper.

import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import type { ZoomTransform } from 'd3-zoom';
import { buildGrid, nearestPoint } from '../../lib/map/grid';
import { ARROW_DIRECTIONS, arrowTarget } from '../../lib/map/keyboard';
import type { DrawGroup, MapPoints } from '../../lib/map/points';
import { fitView, pointRadius, toMap, toScreen, tooltipPlace, zoomed, type Size, type View } from '../../lib/map/view';
import { drawMap } from './drawMap';
import { useMapSurface, type MapSurface } from './useMapSurface';
import type { ThemeColours } from './useThemeColours';
import { ZoomButtons } from './ZoomButtons';

interface MapCanvasProps {
  points: MapPoints;
  groups: readonly DrawGroup[];
  colourOf: (colour: number) => string;
  theme: ThemeColours;
  /** Whether some points do not match the search (then they are dimmed). */
  dimming: boolean;
  /** The points the arrow keys move between: the matching ones, in list order. */
  navigable: Int32Array;
  /** The canvas's accessible name, e.g. "Map of 19 papers, coloured by topic". */
  label: string;
  /** The label of a point's topic, for the tooltip and the announcement. */
  topicOf: (i: number) => string;
  onOpen: (i: number) => void;
}

/** The pointer finds a point this far beyond its edge, in CSS pixels (a finger needs more than a mouse). */
const HIT_SLOP = { mouse: 4, touch: 14 } as const;
const ZOOM_STEP = 1.6;
/** Keyboard focus keeps its point at least this far inside the canvas, panning when needed. */
const EDGE = 24;
const TOOLTIP_GAP = 10;

export function MapCanvas({ points, groups, colourOf, theme, dimming, navigable, label, topicOf, onOpen }: MapCanvasProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const [hovered, setHovered] = useState(-1);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  const pointerType = useRef('mouse');
  const grid = useMemo(() => buildGrid(points.x, points.y), [points]);
  const indexOf = useMemo(() => new Map(points.papers.map((p, i) => [p.id, i])), [points]);
  const focused = focusedId === null ? -1 : (indexOf.get(focusedId) ?? -1);
  const shown = hovered >= 0 && hovered < points.papers.length ? hovered : hasFocus ? focused : -1;

  // Map units to CSS pixels, at a size and zoom.
  const viewAt = useCallback((size: Size, zoom: ZoomTransform): View => zoomed(fitView(points.x, points.y, size), zoom), [points]);

  const placeTooltip = (view: View, size: Size) => {
    const tooltip = tooltipRef.current;
    if (!tooltip || shown < 0) return;
    const [px, py] = toScreen(view, points.x[shown]!, points.y[shown]!);
    const place = tooltipPlace(px, py, { width: tooltip.offsetWidth, height: tooltip.offsetHeight }, size, TOOLTIP_GAP);
    tooltip.style.visibility = place.visible ? 'visible' : 'hidden';
    tooltip.style.transform = `translate(${place.left}px, ${place.top}px)`;
  };

  const surface: MapSurface = useMapSurface(canvasRef, boxRef, (context, size, ratio, zoom) => {
    const view = viewAt(size, zoom);
    placeTooltip(view, size);
    const canvas = canvasRef.current;
    if (!context || !canvas) return;
    const marked = [hasFocus ? focused : -1, hovered];
    drawMap(context, { x: points.x, y: points.y, groups, colourOf, dimming, background: theme.background, ring: theme.text, marked }, view, zoom.k, size, ratio);
    // The benchmark and the end-to-end tests wait for this: the first frame with every point drawn.
    if (canvas.dataset.mapDrawn === undefined && points.papers.length > 0) {
      canvas.dataset.mapDrawn = 'true';
      if (performance.getEntriesByName('map-drawn').length === 0) performance.mark('map-drawn');
    }
  });

  // Whatever the frame shows changed: draw again, and put the tooltip in place before the browser paints.
  useLayoutEffect(() => {
    placeTooltip(viewAt(surface.size(), surface.zoom()), surface.size());
    surface.requestDraw();
  });

  // The point under a pointer, or -1.
  const pointAt = (event: { clientX: number; clientY: number }): number => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect) return -1;
    const view = viewAt(surface.size(), surface.zoom());
    const [mx, my] = toMap(view, event.clientX - rect.left, event.clientY - rect.top);
    const slop = pointerType.current === 'touch' ? HIT_SLOP.touch : HIT_SLOP.mouse;
    return nearestPoint(grid, points.x, points.y, mx, my, (pointRadius(surface.zoom().k, points.papers.length) + slop) / view.k);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    pointerType.current = event.pointerType || 'mouse';
    if (!event.buttons) setHovered(pointAt(event));
  };

  const onClick = (event: { clientX: number; clientY: number }) => {
    const i = pointAt(event);
    if (i < 0) return;
    // A finger has no hover: its first tap shows the title, a second tap on the same paper opens it.
    if (pointerType.current === 'touch' && i !== focused) setFocusedId(points.papers[i]!.id);
    else onOpen(i);
  };

  // Arrow keys: to the next matching paper that way, panning it into view if it is near an edge.
  const move = (key: string) => {
    const size = surface.size();
    const view = viewAt(size, surface.zoom());
    const next = arrowTarget(points.x, points.y, focused, ARROW_DIRECTIONS[key]!, navigable, toMap(view, size.width / 2, size.height / 2));
    if (next < 0) return;
    setHovered(-1);
    setFocusedId(points.papers[next]!.id);
    const [px, py] = toScreen(view, points.x[next]!, points.y[next]!);
    if (px < EDGE || py < EDGE || px > size.width - EDGE || py > size.height - EDGE) {
      surface.centreOn(...toScreen(fitView(points.x, points.y, size), points.x[next]!, points.y[next]!));
    }
  };

  const zoomIn = () => surface.zoomBy(ZOOM_STEP);
  const zoomOut = () => surface.zoomBy(1 / ZOOM_STEP);
  const resetZoom = () => surface.resetZoom();
  const keys: Record<string, () => void> = {
    Enter: () => focused >= 0 && onOpen(focused),
    Escape: () => setFocusedId(null),
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

  const paper = shown >= 0 ? points.papers[shown] : undefined;
  const focusedPaper = focused >= 0 ? points.papers[focused] : undefined;
  return (
    <div className="map-frame">
      <ZoomButtons onZoomIn={zoomIn} onZoomOut={zoomOut} onReset={resetZoom} />
      <div className="map-surface" ref={boxRef}>
        <canvas
          ref={canvasRef}
          className="map-canvas"
          tabIndex={0}
          role="application"
          aria-label={label}
          aria-describedby={helpId}
          data-map-focus={focusedPaper?.id}
          style={{ cursor: hovered >= 0 ? 'pointer' : 'grab' }}
          onPointerDown={(event) => (pointerType.current = event.pointerType || 'mouse')}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHovered(-1)}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onFocus={() => setHasFocus(true)}
          onBlur={() => setHasFocus(false)}
        />
        <div className="map-tooltip" ref={tooltipRef} hidden={!paper} aria-hidden="true">
          {paper && (
            <>
              <span className="map-tooltip-title">{paper.title}</span>
              <span className="map-tooltip-topic">{topicOf(shown)}</span>
            </>
          )}
        </div>
      </div>
      <p id={helpId} className="map-help">
        Drag to move, scroll or pinch to zoom, click a dot to open its paper. Keys: arrows move between the papers that match, Enter
        opens one, + and − zoom, 0 resets.
      </p>
      <p className="map-announcer" aria-live="polite" aria-atomic="true">
        {focusedPaper ? `${focusedPaper.title}, ${topicOf(focused)}` : ''}
      </p>
    </div>
  );
}
