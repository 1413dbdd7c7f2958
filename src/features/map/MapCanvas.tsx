// The map itself: a canvas of points with a tooltip, zoom buttons, and the keyboard. The pointer finds
// its point through a grid (useMapPointer); the arrow keys move between the matching points
// (useMapKeys); Enter or a click opens a paper; every change is drawn in the next frame (useMapFrame).
// Only the tooltip re-renders as the pointer moves, and only when it changes paper.

import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ZoomTransform } from 'd3-zoom';
import type { RegionLabel } from '../../lib/map/labels';
import type { DrawGroup, MapPoints } from '../../lib/map/points';
import { fitView, zoomed, type Size, type View } from '../../lib/map/view';
import { useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';
import { MapLabels } from './MapLabels';
import { MapTooltip } from './MapTooltip';
import { useMapFrame } from './useMapFrame';
import { useMapKeys } from './useMapKeys';
import { useMapPointer } from './useMapPointer';
import type { ThemeColours } from './useThemeColours';
import { ZoomButtons } from './ZoomButtons';

interface MapCanvasProps {
  points: MapPoints;
  groups: readonly DrawGroup[];
  colourOf: (colour: number) => string;
  theme: ThemeColours;
  /** Whether some points do not match the search (then they are dimmed). */
  dimming: boolean;
  /** Each region's topic label, shown over the map where its papers cluster. */
  labels: readonly RegionLabel[];
  /** The points the arrow keys move between: the matching ones, in list order. */
  navigable: Int32Array;
  /** The canvas's accessible name, e.g. "Map of 19 papers, coloured by topic". */
  label: string;
  /** The label of a point's topic, for the tooltip and the announcement. */
  topicOf: (i: number) => string;
  onOpen: (i: number) => void;
}

export function MapCanvas({ points, groups, colourOf, theme, dimming, labels, navigable, label, topicOf, onOpen }: MapCanvasProps) {
  const t = useT();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const labelsRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  // The focus is kept by paper id, so that it stays on its paper when the points change.
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  const indexOf = useMemo(() => new Map(points.papers.map((p, i) => [p.id, i])), [points]);
  const focused = focusedId === null ? -1 : (indexOf.get(focusedId) ?? -1);
  const focus = (i: number) => setFocusedId(i < 0 ? null : points.papers[i]!.id);

  // Map units to CSS pixels, at a size and zoom.
  const viewAt = useCallback((size: Size, zoom: ZoomTransform): View => zoomed(fitView(points.x, points.y, size), zoom), [points]);

  const [hovered, setHovered] = useState(-1);
  const shown = hovered >= 0 && hovered < points.papers.length ? hovered : hasFocus ? focused : -1;
  const marked = [hasFocus ? focused : -1, hovered];
  const surface = useMapFrame(canvasRef, boxRef, tooltipRef, labelsRef, { points, groups, colourOf, theme, dimming, labels, viewAt, marked, shown });
  const pointer = useMapPointer(canvasRef, { points, surface, viewAt, focused, focus, onOpen, setHovered });
  const keys = useMapKeys({ points, surface, viewAt, navigable, focused, focus, clearHover: () => setHovered(-1), onOpen });

  const focusedPaper = focused >= 0 ? points.papers[focused] : undefined;
  return (
    <div className="map-frame">
      <ZoomButtons onZoomIn={keys.zoomIn} onZoomOut={keys.zoomOut} onReset={keys.resetZoom} />
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
          {...pointer}
          onKeyDown={keys.onKeyDown}
          onFocus={() => setHasFocus(true)}
          onBlur={() => setHasFocus(false)}
        />
        <MapLabels ref={labelsRef} labels={labels} />
        <MapTooltip ref={tooltipRef} paper={shown >= 0 ? points.papers[shown] : undefined} topic={shown >= 0 ? topicOf(shown) : ''} />
      </div>
      <p id={helpId} className="map-help">
        {t('map.help')}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {/* The title in English's voice, its topic in the page's. */}
        {focusedPaper && <T id="map.announce" values={{ title: <span lang="en">{focusedPaper.title}</span>, topic: topicOf(focused) }} />}
      </p>
    </div>
  );
}
