import { describe, expect, it } from 'vitest';
import { fitView, mapHeight, MIN_MAP_HEIGHT, nearEdge, pointRadius, toMap, toScreen, tooltipPlace, zoomed } from '../../../../src/lib/map/view';

describe('fitView', () => {
  it('fits the bounding box into the canvas on one scale, centred, less the padding', () => {
    expect(fitView([0, 1], [0, 0.5], { width: 220, height: 120 }, 10)).toEqual({ k: 200, x0: 10, y0: 10 });
    // A tall canvas: the width decides, and the points are centred down it.
    const view = fitView([0, 1], [0, 1], { width: 100, height: 300 }, 0);
    expect(view).toEqual({ k: 100, x0: 0, y0: 100 });
  });

  it('fits the unit square when all points are at one spot, or there are none', () => {
    expect(fitView([0.5, 0.5], [0.5, 0.5], { width: 100, height: 100 }, 0)).toEqual({ k: 100, x0: 0, y0: 0 });
    expect(fitView([], [], { width: 100, height: 100 }, 0)).toEqual({ k: 100, x0: 0, y0: 0 });
  });

  it('keeps every point inside the canvas', () => {
    const x = [0.1, 0.9, 0.4];
    const y = [0.3, 0.35, 0.7];
    const size = { width: 360, height: 280 };
    const view = fitView(x, y, size);
    x.forEach((_, i) => {
      const [px, py] = toScreen(view, x[i]!, y[i]!);
      expect(px).toBeGreaterThanOrEqual(16);
      expect(px).toBeLessThanOrEqual(size.width - 16);
      expect(py).toBeGreaterThanOrEqual(16);
      expect(py).toBeLessThanOrEqual(size.height - 16);
    });
  });
});

describe('zoomed, toScreen and toMap', () => {
  it('compose the zoom on top of the fit, and invert each other', () => {
    const view = zoomed({ k: 100, x0: 10, y0: 10 }, { k: 2, x: -50, y: 0 });
    expect(view).toEqual({ k: 200, x0: -30, y0: 20 });
    expect(toScreen({ k: 100, x0: 10, y0: 10 }, 0.5, 0.2)).toEqual([60, 30]);
    const [x, y] = toMap(view, ...toScreen(view, 0.25, 0.75));
    expect(x).toBeCloseTo(0.25, 12);
    expect(y).toBeCloseTo(0.75, 12);
  });
});

describe('mapHeight', () => {
  it('is three quarters of the width, at most what the first screen has left below its top, at least the minimum', () => {
    expect(mapHeight(640, 900, 200)).toBe(480);
    // 1280×800 with the map 180 px down: it ends 16 px above the fold.
    expect(mapHeight(1200, 800, 180)).toBe(604);
    expect(mapHeight(330, 640, 500)).toBe(MIN_MAP_HEIGHT);
    // Scrolled past its top (a negative top): the whole window's height.
    expect(mapHeight(2000, 800, -50)).toBe(784);
  });
});

describe('pointRadius', () => {
  it('shrinks on a crowded map and grows, up to a limit, as it is zoomed in', () => {
    expect(pointRadius(1, 19)).toBe(5);
    expect(pointRadius(1, 5000)).toBe(2.5);
    expect(pointRadius(4, 5000)).toBe(5);
    expect(pointRadius(16, 5000)).toBe(6);
  });
});

describe('tooltipPlace', () => {
  const size = { width: 400, height: 300 };
  const box = { width: 80, height: 40 };

  it('puts the tooltip below right of its point, or on the side with room', () => {
    expect(tooltipPlace(100, 100, box, size, 10)).toEqual({ left: 110, top: 110, visible: true });
    expect(tooltipPlace(380, 290, box, size, 10)).toEqual({ left: 290, top: 240, visible: true });
  });

  it('keeps a tooltip wider than either side inside the canvas', () => {
    expect(tooltipPlace(150, 20, { width: 350, height: 40 }, size, 10)).toEqual({ left: 4, top: 30, visible: true });
    expect(tooltipPlace(200, 150, { width: 500, height: 40 }, size, 10).left).toBe(4);
  });

  it('hides the tooltip of a point panned off the canvas', () => {
    expect(tooltipPlace(-20, 100, box, size, 10).visible).toBe(false);
    expect(tooltipPlace(100, 301, box, size, 10).visible).toBe(false);
  });
});

describe('nearEdge', () => {
  const size = { width: 400, height: 300 };
  it('is true within the margin of any edge, and beyond the canvas', () => {
    expect(nearEdge(10, 150, size, 24)).toBe(true);
    expect(nearEdge(200, 23, size, 24)).toBe(true);
    expect(nearEdge(377, 150, size, 24)).toBe(true);
    expect(nearEdge(200, 277, size, 24)).toBe(true);
    expect(nearEdge(-5, 150, size, 24)).toBe(true);
  });

  it('is false inside the margin, its boundary included', () => {
    expect(nearEdge(200, 150, size, 24)).toBe(false);
    expect(nearEdge(24, 24, size, 24)).toBe(false);
    expect(nearEdge(376, 276, size, 24)).toBe(false);
  });
});
