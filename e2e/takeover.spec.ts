// The first screen of / is in the HTML the server sends (issue 12): the collection's head tags and the
// first results as links to their papers, readable without JavaScript; the app then takes over with the
// same rows in the same places (no flash, no shift), and an address that asks for other results never
// shows the prerendered ones.

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { holdBack } from './network';

const SIZES = [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
];

// The prerendered first screen; the app's own search page has no data-first-screen.
const firstScreen = (page: Page) => page.locator('.search-page[data-first-screen]');
const rows = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('listitem');

/** Holds list.json back until the returned function is called: the app cannot take over before. */
const holdList = (page: Page) => holdBack(page, '**/data/list.json');

/** The rows in the window: their text (but what is not displayed: a compact row's snippet) and where they are. */
function visibleRows(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[aria-label="Results"] > li')]
      .map((li) => {
        const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
        let text = '';
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) if (node.parentElement?.checkVisibility()) text += node.textContent;
        return { li, text: text.trim() };
      })
      .map(({ li, text }) => ({ text, box: li.getBoundingClientRect().toJSON() as DOMRect }))
      .filter((row) => row.box.top < window.innerHeight)
      .map(({ text, box }) => ({ text, top: Math.round(box.top), left: Math.round(box.left), width: Math.round(box.width), height: Math.round(box.height) })),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML of / names the collection and holds the first results as links to their papers', async ({ page }) => {
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    const collection = ((await h1.textContent()) ?? '').trim();
    expect(collection).not.toBe('');
    await expect(page).toHaveTitle(collection);
    const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');
    expect(await meta('meta[property="og:title"]')).toBe(collection);
    expect(await meta('meta[name="twitter:title"]')).toBe(collection);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary');
    expect(await meta('meta[property="og:type"]')).toBe('website');
    expect(await meta('meta[name="description"]')).toMatch(/^The 19 papers of /);
    expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'));
    await expect(page.getByRole('status')).toHaveText('19 papers');
    const links = page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 2 }).getByRole('link');
    await expect(links).toHaveCount(19);
    for (const link of await links.all()) expect(await link.getAttribute('href')).toMatch(/^\/paper\/[a-z0-9-]+$/);
    // A link leads to the paper's own prerendered page, readable without JavaScript too.
    const first = ((await links.first().textContent()) ?? '').trim();
    await links.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
  });
});

// Compact: the reader's remembered density (paper-explorer:density), which the prerendered first screen
// cannot know; public/theme.js marks the page before its first paint so that it is drawn compact too.
for (const [size, density] of [...SIZES.map((size) => [size, 'comfortable'] as const), [SIZES[0]!, 'compact'] as const]) {
  test(`at ${size.width} px the app takes over / with the same rows in the same places, without a shift (${density} rows)`, async ({ page }) => {
    await page.setViewportSize(size);
    if (density === 'compact') await page.addInitScript(() => localStorage.setItem('paper-explorer:density', 'compact'));
    const release = await holdList(page);
    await page.goto('/');
    // The HTML's first screen, on screen while the app waits for list.json.
    await expect(firstScreen(page)).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const before = await visibleRows(page);
    expect(before.length).toBeGreaterThan(1);
    // Compact rows show no snippet, from the first paint on.
    await expect(rows(page).first().locator('.result-snippet')).toBeVisible({ visible: density === 'comfortable' });
    release();
    await expect(firstScreen(page)).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
    expect(await visibleRows(page), 'the rows once the app has taken over').toEqual(before);
    // And once the reading list's code has filled the rows' reserved places.
    await expect(rows(page).first().getByRole('button', { name: /reading list/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 20_000 });
    expect(await visibleRows(page), 'the rows once the reading list is in').toEqual(before);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };
          new PerformanceObserver((list) =>
            resolve((list.getEntries() as LayoutShift[]).filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0)),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 1000);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.02);
  });
}

test('an address that asks for other results never shows the prerendered ones, then shows its own', async ({ page }) => {
  const release = await holdList(page);
  await page.goto('/?q=kernel');
  // The first screen is in the HTML (the whole list), kept in place but not shown.
  await expect(firstScreen(page)).toHaveCount(1);
  await expect(firstScreen(page).getByRole('list', { name: 'Results' })).toBeHidden();
  await expect(firstScreen(page).getByRole('status')).toBeHidden();
  release();
  await expect(firstScreen(page)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /search papers/i })).toHaveValue('kernel');
  await expect(page.getByRole('status')).toHaveText(/^[1-9]\d? papers?$/);
  await expect(page.getByRole('status')).not.toHaveText('19 papers');
  await expect(rows(page).first()).toContainText(/kernel/i);
});

test('a parameter that changes nothing keeps the first screen on show', async ({ page }) => {
  const release = await holdList(page);
  await page.goto('/?utm_source=chat');
  await expect(firstScreen(page).getByRole('list', { name: 'Results' })).toBeVisible();
  release();
  await expect(firstScreen(page)).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('19 papers');
});

// Held back: list.json (the app's script runs and waits for it) or the app's script itself (nothing
// listens to the box yet).
for (const { held, url } of [
  { held: 'list.json', url: '**/data/list.json' },
  { held: 'the app’s script', url: '**/assets/index-*.js' },
]) {
  test(`what the reader types before the app takes over is kept, searched for, and typing goes on in the same box (${held} held back)`, async ({ page }) => {
    const release = await holdBack(page, url);
    // Not waiting for the load (nor DOMContentLoaded): either waits for the app's script.
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: /search papers/i });
    // The prerendered page's box, the app not there yet.
    await expect(firstScreen(page)).toHaveCount(1);
    await box.pressSequentially('kern');
    release();
    await expect(firstScreen(page)).toHaveCount(0);
    await expect(box).toHaveValue('kern');
    await expect(box).toBeFocused();
    await page.keyboard.type('el');
    await expect(box).toHaveValue('kernel');
    await expect(page).toHaveURL(/[?&]q=kernel\b/);
    await expect(page.getByRole('status')).not.toHaveText('19 papers');
    await expect(rows(page).first()).toContainText(/kernel/i);
  });
}
