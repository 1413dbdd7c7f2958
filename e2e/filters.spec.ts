// Filters that scale (issue 15): the column stays in view while the results scroll, a long benchmark
// facet has a filter box, and a phone opens the filters as a sheet over the results (axe on the column
// and the sheet: accessibility.spec.ts).

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { largeURL } from '../playwright.config';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const firstResult = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article').first();
/** Opens `path` and waits for the app to take over the prerendered page (whose buttons do nothing yet). */
async function openSearch(page: Page, path = '/') {
  await page.goto(path);
  // The app takes over once the list is read (by the data worker) and rendered (a few ms at a time): at
  // 5,000 papers, with the other tests' browsers on the same two cores, that can take longer than 5 s.
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', /./, { timeout: 20_000 });
  await expect(firstResult(page)).toBeVisible();
}

test.describe('at the size of a real conference', () => {
  test.use({ baseURL: largeURL, viewport: DESKTOP });
  // 5,000 papers on a small shared machine: loading and laying them out takes its time.
  test.slow();

  test('the filter column stays in view after scrolling 3,000 px, with its own scroll', async ({ page }) => {
    await openSearch(page);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(3000);
    const box = (await filters(page).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(2);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height + 1);
    await expect(filters(page).getByRole('heading', { name: 'Filters' })).toBeInViewport();
    // Taller than the window once every group is open: it scrolls on its own, not with the page.
    await filters(page).getByRole('button', { name: /^Show the top|^Show all/ }).click();
    expect(await filters(page).evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await filters(page).getByRole('button', { name: 'Topics' }).click();
    await expect(filters(page).getByRole('group', { name: 'Topics' }).getByRole('checkbox')).toHaveCount(0);
  });

  test('the benchmark filter box narrows hundreds of benchmarks; counts stay in their column', async ({ page }) => {
    await openSearch(page);
    const group = filters(page).getByRole('group', { name: 'Benchmarks & datasets' });
    const options = group.getByRole('checkbox');
    await expect(options).toHaveCount(15);
    // The most frequent first.
    const counts = await group.locator('.facet-count').evaluateAll((els) => els.map((el) => Number(el.textContent!.slice(1, -1))));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const name = (await group.locator('.facet-label').nth(3).textContent())!;
    const box = group.getByRole('searchbox', { name: 'Filter benchmarks' });
    await box.fill(name);
    await expect(group.locator('.facet-label').first()).toHaveText(name);
    for (const label of await group.locator('.facet-label').allTextContents()) expect(label.toLowerCase()).toContain(name.toLowerCase());

    await box.fill('');
    const showAll = group.getByRole('button', { name: /^Show the top 200 of [\d,]+$/ });
    const total = Number((await showAll.textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
    expect(total).toBeGreaterThan(200);
    await showAll.click();
    await expect(options).toHaveCount(200);

    // Each count sits right of its label, on its label's first line, all right-aligned.
    const boxes = await group.locator('.facet-option label').evaluateAll((labels) =>
      labels.map((label) => {
        const name = label.querySelector('.facet-label')!.getBoundingClientRect();
        const count = label.querySelector('.facet-count')!.getBoundingClientRect();
        return { nameRight: name.right, nameTop: name.top, countLeft: count.left, countRight: count.right, countTop: count.top, countHeight: count.height };
      }),
    );
    for (const b of boxes) {
      expect(b.countLeft).toBeGreaterThanOrEqual(b.nameRight);
      expect(Math.abs(b.countTop - b.nameTop)).toBeLessThan(b.countHeight / 2);
      expect(Math.abs(b.countRight - boxes[0]!.countRight)).toBeLessThan(1);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the filters open as a sheet over the results; "Show N papers" closes it', async ({ page }) => {
    await openSearch(page);
    const resultTop = (await firstResult(page).boundingBox())!.y;
    const open = filters(page).getByRole('button', { name: 'Filters' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    // Over the results, not above them: the first result has not moved.
    expect((await firstResult(page).boundingBox())!.y).toBe(resultTop);
    // Every control in the sheet is a finger's size.
    const small = await sheet.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('button, input:not([type="checkbox"]), label')]
        .filter((c) => c.offsetParent !== null && !c.closest('[hidden]') && c.getBoundingClientRect().height < 44)
        .map((c) => c.textContent),
    );
    expect(small).toEqual([]);

    // The focus stays in the sheet.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await sheet.getByRole('checkbox', { name: /^Learning theory/ }).check();
    await expect(page).toHaveURL(/\?topic=theory$/);
    const count = (await page.getByRole('status').textContent())!;
    await sheet.getByRole('button', { name: `Show ${count}` }).click();
    await expect(sheet).toBeHidden();
    const reopened = filters(page).getByRole('button', { name: 'Filters (1 on)' });
    await expect(reopened).toBeFocused();

    await reopened.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(reopened).toBeFocused();
  });
});
