// Stable and consistent (issue 15): Previous, Next and "Back to results" are links, and Back puts focus
// on the result the reader opened; the theme control says its state and what a press does; opening the
// save-search form, "Saved as…" and the titles-only notice move nothing; the not-found page's parts are
// smaller than its heading (axe on these pages and states: accessibility.spec.ts).

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { holdBack } from './network';

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

const results = (page: Page) => page.getByRole('list', { name: 'Results' });

/** Starts counting every layout shift from now, those right after a click or key too. */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
// The sum since watchShifts, once the browser has reported the last frame's.
const summedShift = async (page: Page) => {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
};
const topOf = async (page: Page) => (await results(page).boundingBox())?.y;

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('Previous, Next and Back to results are links; Back, either way, puts focus on the result opened', async ({ page, context }) => {
      await page.goto('/?sort=title');
      await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
      const second = results(page).locator('a[data-route]').nth(1);
      const title = (await second.textContent()) ?? '';
      await second.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const nav = page.getByRole('navigation', { name: 'Results' });
      await expect(nav.getByRole('link', { name: '← Previous' })).toHaveAttribute('href', /^\/paper\/[^?]+\?sort=title$/);
      await expect(nav.getByRole('link', { name: '← Back to results' })).toHaveAttribute('href', '/?sort=title');
      // A ctrl (or ⌘) click opens the next paper in a new tab and leaves this one where it is.
      const [tab] = await Promise.all([context.waitForEvent('page'), nav.getByRole('link', { name: 'Next →' }).click({ modifiers: ['ControlOrMeta'] })]);
      await expect(tab).toHaveURL(/\/paper\/[^?]+\?sort=title$/);
      await tab.close();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      await page.goBack();
      await expect(results(page).getByRole('link', { name: title })).toBeFocused();

      await results(page).getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.getByRole('link', { name: '← Back to results' }).click();
      await expect(page).toHaveURL(/\/\?sort=title$/);
      await expect(results(page).getByRole('link', { name: title })).toBeFocused();
    });

    test('the theme control shows its state and is named by what a press does', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/paper/cfmm');
      const following = page.getByRole('button', { name: 'Light (system): switch to dark' });
      await expect(following).toHaveText('☀ Light (system)');
      await following.click();
      const chosen = page.getByRole('button', { name: 'Dark: switch to light (system)' });
      await expect(chosen).toHaveText('☾ Dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await chosen.click();
      await expect(page.getByRole('button', { name: 'Light (system): switch to dark' })).toBeVisible();
    });

    test('saving a search moves nothing: the form and "Saved as…" open over the page', async ({ page }) => {
      await page.goto('/?q=learning');
      await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
      const save = page.getByRole('button', { name: 'Save search' });
      await expect(save).toBeVisible();
      const top = await topOf(page);
      await watchShifts(page);
      await save.click();
      const name = page.getByRole('textbox', { name: 'Name of this search' });
      await expect(name).toBeFocused();
      await name.fill('Learning, saved');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved as “Learning, saved”.')).toBeVisible();
      expect(await summedShift(page)).toBe(0);
      expect(await topOf(page)).toBe(top);
    });

    test('the "searching titles" notice moves no result, coming or going', async ({ page }) => {
      // The index searches the abstracts (their text follows it): until it is in, titles alone answer.
      const release = await holdBack(page, '**/data/search-index.json');
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'titles');
      const top = await topOf(page);
      await page.getByRole('combobox', { name: 'Search papers' }).fill('flow');
      await expect(page.getByText('Searching titles while the abstracts load…')).toBeVisible();
      expect(await topOf(page)).toBe(top);
      release();
      await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
      await expect(page.getByText('Searching titles while the abstracts load…')).toBeHidden();
      expect(await topOf(page)).toBe(top);
    });
  });
}

test('the not-found page: "Did you mean" smaller than its heading, and styled', async ({ page }) => {
  await page.goto('/paper/toolorchestr');
  const heading = page.getByRole('heading', { level: 1, name: 'Paper not found' });
  const subtitle = page.getByRole('heading', { level: 2, name: 'Did you mean' });
  const size = (locator: typeof heading) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await size(subtitle)).toBeLessThan(await size(heading));
  const search = page.getByRole('search').getByRole('searchbox', { name: 'Search papers' });
  expect(await search.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe('0px');
});
