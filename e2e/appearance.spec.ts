// The whole app in any light and on any screen: dark mode (system setting, a remembered toggle),
// 360 px wide without horizontal scrolling and with 44 px touch targets, on every kind of page (axe on
// each of them, in light and dark: accessibility.spec.ts).

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';

const PAGES = [
  { name: 'search', path: '/?q=learning', ready: (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article').first() },
  { name: 'paper', path: '/paper/cfmm', ready: (page: Page) => page.getByRole('button', { name: 'Copy link' }) },
  { name: 'reading list', path: '/reading-list', ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Reading list' }) },
  { name: 'map', path: '/map', ready: (page: Page) => page.locator('canvas[data-map-drawn="true"]') },
  { name: 'overview', path: '/overview', ready: (page: Page) => page.getByRole('figure', { name: 'Characteristic terms by topic' }).getByRole('link').first() },
  { name: 'not found', path: '/paper/no-such-paper', ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Paper not found' }) },
];

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
// The brightness (0–255) of an "rgb(r, g, b)" colour.
const brightness = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return 0.299 * r! + 0.587 * g! + 0.114 * b!;
};

test.describe('dark mode', () => {
  test('follows the system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(brightness(await background(page))).toBeLessThan(60);
    await expect(page.getByRole('button', { name: 'Dark (system): switch to light' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    expect(brightness(await background(page))).toBeGreaterThan(200);
    await expect(page.getByRole('button', { name: 'Light (system): switch to dark' })).toBeVisible();
  });

  test('a toggle that is remembered on every page, from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Light (system): switch to dark' }).click();
    expect(brightness(await background(page))).toBeLessThan(60);
    // A prerendered paper page, loaded afresh: dark before any module script has run.
    await page.goto('/paper/cfmm', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Dark: switch to light (system)' })).toHaveText('☾ Dark');
    expect(brightness(await background(page))).toBeLessThan(60);
  });

  test('math stays readable in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/paper/decentralized-online-convex-optimization');
    const math = page.locator('.abstract .katex').first();
    await expect(math).toBeVisible();
    // Typeset in the page's text colour: light on the dark background.
    expect(brightness(await math.evaluate((el) => getComputedStyle(el).color))).toBeGreaterThan(180);
    expect(brightness(await background(page))).toBeLessThan(60);
  });
});

test.describe('a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const { name, path, ready } of PAGES) {
    test(`the ${name} page has no horizontal scrolling and 44 px touch targets`, async ({ page }) => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(360);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('button, select, input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea, label:has(input[type="checkbox"], input[type="radio"]), nav a')]
          .filter((el) => el.offsetParent !== null && !el.closest('[hidden]'))
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 24)
          .map(({ el, box }) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
      expect(small, 'controls smaller than 44 px').toEqual([]);
    });
  }
});
