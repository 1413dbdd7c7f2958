// The paper map against the production build: every paper is drawn, a click on a dot opens its paper,
// the search's address state dims the papers it does not match, and the text alternative lists them.

import type { Page } from '@playwright/test';
import { coverage, placePoints } from '../src/lib/map/extent';
import { fitView, toScreen } from '../src/lib/map/view';
import { expect, test } from './pageTest';
import { LARGE_PAPERS, largeURL } from '../playwright.config';

const PAPER_COUNT = 19;

interface MapData {
  ids: string[];
  x: number[];
  y: number[];
}

const canvas = (page: Page) => page.getByRole('application', { name: /^Map of [\d,]+ papers/ });

// Where paper `i` is drawn, in page coordinates, before any zoom (the map's own placing and fitting,
// src/lib/map/extent.ts and view.ts: a paper far out is drawn at the edge).
async function dotOf(page: Page, map: MapData, i: number): Promise<{ x: number; y: number }> {
  const box = (await canvas(page).boundingBox())!;
  const placed = placePoints(map.x, map.y);
  const [x, y] = toScreen(fitView(placed.x, placed.y, { width: box.width, height: box.height }), placed.x[i]!, placed.y[i]!);
  return { x: box.x + x, y: box.y + y };
}

// The papers by how far their nearest neighbour is, farthest first: a click on one cannot hit another dot.
function byLoneliness(map: MapData): number[] {
  const gap = (i: number) => Math.min(...map.ids.map((_, j) => (i === j ? Infinity : Math.hypot(map.x[i]! - map.x[j]!, map.y[i]! - map.y[j]!))));
  return map.ids.map((_, i) => i).sort((a, b) => gap(b) - gap(a));
}

// The loneliest paper whose dot is not under the zoom buttons or another control.
async function clickableDot(page: Page, map: MapData): Promise<{ i: number; x: number; y: number }> {
  for (const i of byLoneliness(map)) {
    const dot = await dotOf(page, map, i);
    const onCanvas = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', dot);
    if (onCanvas) return { i, ...dot };
  }
  throw new Error('every dot is covered');
}

// The colour drawn at a page point, and how far it is from the page's background.
async function contrastAt(page: Page, point: { x: number; y: number }): Promise<number> {
  return canvas(page).evaluate((element, { x, y }) => {
    const el = element as HTMLCanvasElement;
    const rect = el.getBoundingClientRect();
    const scale = el.width / rect.width;
    const [r, g, b] = el.getContext('2d')!.getImageData(Math.round((x - rect.left) * scale), Math.round((y - rect.top) * scale), 1, 1).data;
    const [br, bg, bb] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return Math.abs(r! - br!) + Math.abs(g! - bg!) + Math.abs(b! - bb!);
  }, point);
}

// Where every paper is drawn on the canvas, in canvas pixels, before any zoom (as dotOf, all at once).
async function drawnPlaces(page: Page, map: MapData): Promise<{ px: number[]; py: number[]; size: { width: number; height: number } }> {
  const box = (await canvas(page).boundingBox())!;
  const size = { width: box.width, height: box.height };
  const placed = placePoints(map.x, map.y);
  const view = fitView(placed.x, placed.y, size);
  const screen = map.ids.map((_, i) => toScreen(view, placed.x[i]!, placed.y[i]!));
  return { px: screen.map(([x]) => x), py: screen.map(([, y]) => y), size };
}

// For each canvas point, how far the colour drawn nearest it (within `reach` pixels) is from the
// background, and at the point itself: the drawing says whether a dot, or a ring, is there.
async function inkAround(page: Page, points: { x: number; y: number }[], reach = 3): Promise<{ near: number; centre: number }[]> {
  return canvas(page).evaluate(
    (element, { points, reach }) => {
      const el = element as HTMLCanvasElement;
      const scale = el.width / el.getBoundingClientRect().width;
      const { data } = el.getContext('2d')!.getImageData(0, 0, el.width, el.height);
      const [br, bg, bb] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
      const at = (x: number, y: number) => {
        const i = (Math.round(y * scale) * el.width + Math.round(x * scale)) * 4;
        return i < 0 || i >= data.length ? 0 : Math.abs(data[i]! - br!) + Math.abs(data[i + 1]! - bg!) + Math.abs(data[i + 2]! - bb!);
      };
      return points.map(({ x, y }) => {
        let near = 0;
        for (let dy = -reach; dy <= reach; dy++) for (let dx = -reach; dx <= reach; dx++) near = Math.max(near, at(x + dx, y + dy));
        return { near, centre: at(x, y) };
      });
    },
    { points, reach },
  );
}

// A map.json where every paper sits in the middle tenth of the map and `far` papers at its corners and
// edges, as PCA places a few papers with unusual words: they set map.json's full range.
async function plantFarPapers(page: Page, far: number): Promise<void> {
  await page.route('**/data/map.json', async (route) => {
    const response = await route.fetch();
    const map = (await response.json()) as MapData;
    const edges = [[0, 0], [1, 1], [0, 1], [1, 0], [0.5, 0], [0.5, 1], [0, 0.5], [1, 0.5]];
    const squeeze = (v: number) => Math.round((0.45 + 0.1 * v) * 1e4) / 1e4;
    const x = map.x.map((v, i) => (i < far ? edges[i % edges.length]![0]! : squeeze(v)));
    const y = map.y.map((v, i) => (i < far ? edges[i % edges.length]![1]! : squeeze(v)));
    await route.fulfill({ response, json: { ...map, x, y } });
  });
}

async function openMap(page: Page, search = ''): Promise<MapData> {
  const response = page.waitForResponse((r) => r.url().endsWith('/data/map.json'));
  await page.goto(`/map${search}`);
  const map = (await (await response).json()) as MapData;
  await expect(canvas(page)).toHaveAttribute('data-map-drawn', 'true');
  return map;
}

test('the map shows every paper, and the text alternative lists them all by topic', async ({ page }) => {
  const map = await openMap(page);
  expect(map.ids).toHaveLength(PAPER_COUNT);
  await expect(page.getByRole('status').filter({ hasText: /papers match/ })).toHaveText(`${PAPER_COUNT} of ${PAPER_COUNT} papers match`);
  await expect(canvas(page)).toHaveAccessibleName(`Map of ${PAPER_COUNT} papers, coloured by topic`);
  await page.getByRole('button', { name: 'Papers by topic' }).click();
  await expect(page.locator('main a[href^="/paper/"]')).toHaveCount(PAPER_COUNT);
  // Every paper drawn: each one's dot differs from the background.
  for (let i = 0; i < map.ids.length; i++) expect(await contrastAt(page, await dotOf(page, map, i)), map.ids[i]).toBeGreaterThan(60);
});

test('clicking a dot opens its paper', async ({ page }) => {
  const map = await openMap(page);
  const { i, ...dot } = await clickableDot(page, map);
  await page.mouse.move(dot.x, dot.y);
  await expect(page.locator('.map-tooltip-title')).toBeVisible();
  await page.mouse.click(dot.x, dot.y);
  await expect(page).toHaveURL(new RegExp(`/paper/${map.ids[i]}$`));
});

test('the keyboard walks the dots and Enter opens one', async ({ page }) => {
  await openMap(page);
  await canvas(page).focus();
  await page.keyboard.press('ArrowRight');
  const id = await canvas(page).getAttribute('data-map-focus');
  expect(id).toMatch(/^[a-z0-9-]+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/paper/${id}$`));
});

test('a query from the search page dims the papers it does not match', async ({ page }) => {
  await page.goto('/?q=reinforcement');
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  const count = Number(/^(\d+)/.exec((await page.locator('.result-count').textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(PAPER_COUNT);
  const response = page.waitForResponse((r) => r.url().endsWith('/data/map.json'));
  await page.getByRole('link', { name: 'Show on map' }).click();
  await expect(page).toHaveURL(/\/map\?q=reinforcement$/);
  const map = (await (await response).json()) as MapData;
  await expect(canvas(page)).toHaveAttribute('data-map-drawn', 'true');
  await expect(page.getByRole('status').filter({ hasText: /papers match/ })).toHaveText(`${count} of ${PAPER_COUNT} papers match`);

  await page.getByRole('button', { name: 'Papers by topic' }).click();
  const matching = new Set((await page.locator('main a[href^="/paper/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()!))));
  expect(matching.size).toBe(count);
  const shown = await Promise.all(map.ids.map(async (id, i) => ({ id, contrast: await contrastAt(page, await dotOf(page, map, i)) })));
  const lit = Math.min(...shown.filter((p) => matching.has(p.id)).map((p) => p.contrast));
  const dimmed = Math.max(...shown.filter((p) => !matching.has(p.id)).map((p) => p.contrast));
  expect(lit, `matching dots stand out more than the rest (${JSON.stringify(shown)})`).toBeGreaterThan(dimmed);

  // And back to the list with the same search.
  await page.getByRole('link', { name: 'Show as list' }).click();
  await expect(page).toHaveURL(/\/\?q=reinforcement$/);
});

test('the legend filters by topic through the address, as the search page does', async ({ page }) => {
  await openMap(page);
  const legend = page.getByRole('region', { name: 'Topics' });
  const first = legend.getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/map\?topic=[a-z-]+$/);
  const status = await page.getByRole('status').filter({ hasText: /papers match/ }).textContent();
  expect(Number(/^(\d+)/.exec(status ?? '')?.[1])).toBeLessThan(PAPER_COUNT);
});

// The map at a desktop's size opens with all of itself in view, at 19 papers and at a conference's 5,000.
for (const size of ['bundled', 'large'] as const) {
  test.describe(`at 1280×800 (${size === 'large' ? `${LARGE_PAPERS} papers` : 'the bundled list'})`, () => {
    if (size === 'large') test.use({ baseURL: largeURL });
    test.use({ viewport: { width: 1280, height: 800 } });

    if (size === 'large') {
      // coverage() of where the map's geometry puts the points, checked against the canvas: the page draws them there.
      for (const far of [0, 8]) {
        test(`the points cover at least a quarter of the map${far ? `, with ${far} papers far out` : ''}`, async ({ page }) => {
          if (far) await plantFarPapers(page, far);
          const map = await openMap(page);
          const { px, py, size } = await drawnPlaces(page, map);
          const share = coverage(px, py, size);
          test.info().annotations.push({ type: 'coverage', description: share.toFixed(3) });
          expect(share).toBeGreaterThanOrEqual(0.25);
          // The far papers and every 25th of the others are drawn where the geometry says.
          const checked = map.ids.map((_, i) => i).filter((i) => i < far || i % 25 === 0);
          const ink = await inkAround(page, checked.map((i) => ({ x: px[i]!, y: py[i]! })));
          const missing = checked.filter((_, at) => ink[at]!.near <= 60);
          expect(missing, 'papers not drawn where the map places them').toEqual([]);
        });
      }

      test('a paper far out is drawn as a ring at the edge of the map, and opens on a click', async ({ page }) => {
        await plantFarPapers(page, 8);
        const map = await openMap(page);
        const { px, py, size } = await drawnPlaces(page, map);
        // Planted at (1, 1), map.json's corner: drawn just beyond the bottom right of the others.
        const others = map.ids.map((_, i) => i).slice(8);
        expect(px[1]).toBeGreaterThanOrEqual(Math.max(...others.map((i) => px[i]!)));
        expect(py[1]).toBeGreaterThanOrEqual(Math.max(...others.map((i) => py[i]!)));
        expect(px[1]).toBeLessThan(size.width);
        expect(py[1]).toBeLessThan(size.height);
        const [ring] = await inkAround(page, [{ x: px[1]!, y: py[1]! }]);
        expect(ring!.near, 'drawn').toBeGreaterThan(60);
        expect(ring!.centre, 'hollow').toBeLessThan(30);
        const dot = await dotOf(page, map, 1);
        await page.mouse.move(dot.x, dot.y);
        await expect(page.locator('.map-tooltip-title')).toBeVisible();
        await page.mouse.click(dot.x, dot.y);
        await expect(page).toHaveURL(new RegExp(`/paper/${map.ids[1]}$`));
      });

      test("the regions' labels lie above the points, none overlapping another", async ({ page }) => {
        await openMap(page);
        const labels = page.locator('.map-label').filter({ visible: true });
        await expect(labels.first()).toBeVisible();
        const found = await labels.evaluateAll((elements) =>
          elements.map((label) => {
            const rect = label.getBoundingClientRect();
            // The labels let the pointer through to the map; asked to take it, each would be the topmost thing at its centre.
            const layer = label.parentElement!;
            layer.style.pointerEvents = 'auto';
            const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
            layer.style.pointerEvents = '';
            return { text: label.textContent, rect: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }, onTop: top === label };
          }),
        );
        const box = (await canvas(page).boundingBox())!;
        for (const [i, label] of found.entries()) {
          expect(label.onTop, `${label.text} is above the points`).toBe(true);
          expect(label.rect.left).toBeGreaterThanOrEqual(box.x);
          expect(label.rect.right).toBeLessThanOrEqual(box.x + box.width);
          for (const other of found.slice(i + 1)) {
            const apart = label.rect.right <= other.rect.left || other.rect.right <= label.rect.left || label.rect.bottom <= other.rect.top || other.rect.bottom <= label.rect.top;
            expect(apart, `${label.text} and ${other.text} do not overlap`).toBe(true);
          }
        }
        // The pointer goes through a label to the map: hovering its middle shows a paper, or nothing, never blocks the canvas.
        const first = found[0]!.rect;
        const through = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: (first.left + first.right) / 2, y: (first.top + first.bottom) / 2 });
        expect(through).toBe('CANVAS');
      });
    }

    test('the whole map is in the first screen, with its own search box searching as it is typed', async ({ page }) => {
      await openMap(page);
      const box = (await canvas(page).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      expect(box.width).toBeGreaterThan(800);
      const search = page.getByRole('search', { name: 'Search the map' });
      // It searches as it is typed, without Enter, and the address follows once typing pauses.
      await search.getByRole('searchbox', { name: 'Search the map' }).pressSequentially('learning');
      await expect(page).toHaveURL(/\/map\?q=learning$/);
      await expect(page.getByRole('status')).toHaveText(/^[\d,]+ of [\d,]+ papers match$/);
      await expect(page.getByText('Search: “learning”')).toBeVisible();
    });
  });
}
