// The paper map against the production build: every paper is drawn, a click on a dot opens its paper,
// the search's address state dims the papers it does not match, and the text alternative lists them.

import type { Page } from '@playwright/test';
import { placePoints } from '../src/lib/map/extent';
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

    test('the whole map is in the first screen, with its own search box bound to the address', async ({ page }) => {
      await openMap(page);
      const box = (await canvas(page).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      expect(box.width).toBeGreaterThan(800);
      const search = page.getByRole('search', { name: 'Search the map' });
      await search.getByRole('searchbox', { name: 'Search the map' }).fill('learning');
      await search.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/\/map\?q=learning$/);
      await expect(page.getByRole('status')).toHaveText(/^[\d,]+ of [\d,]+ papers match$/);
    });
  });
}
