// Searching a conference's own data (issue 28): the site built from a virtual-site feed of the development
// sample (playwright.config.ts publishedURL: real titles and authors, invented sessions and institutions;
// one Ling Yang with 2 papers, two people named Min Zhang, orals every 7th paper).

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { publishedURL } from '../playwright.config';
import { expectNoViolations } from './axe';
import { layoutShifts, recordShifts } from './shifts';

test.use({ baseURL: publishedURL, viewport: { width: 1280, height: 800 } });

const box = (page: Page) => page.getByRole('combobox', { name: 'Search papers' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /papers?$|Searching/ });
const rows = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** Opens `path` and waits until the app has taken it over, its abstracts in. */
async function openSearch(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 30_000 });
}

test("a name typed finds that author's papers first; author:\"…\" exactly theirs; a pasted OpenReview address its paper", async ({ page }) => {
  await openSearch(page);
  await box(page).fill('ling yang');
  await expect(rows(page).nth(0).locator('.result-authors mark').first()).toHaveText('Ling');
  for (const n of [0, 1]) await expect(rows(page).nth(n).locator('.result-authors')).toContainText('Ling Yang');

  await box(page).fill('author:"Ling Yang"');
  await expect(status(page)).toHaveText('2 papers');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).locator('.result-authors mark', { hasText: 'Ling Yang' })).toHaveCount(2);

  await box(page).fill('https://openreview.net/forum?id=F2zHYjBAEv');
  await expect(status(page)).toHaveText('1 paper');
  await expect(rows(page).getByRole('link').first()).toHaveText(/^CausalRAG2/);
});

test('the Oral type and a day filter the results, with the counts they said', async ({ page }) => {
  await openSearch(page);
  // The number an option says, from its label: "Oral (8)" => 8.
  const countOf = async (option: ReturnType<Page['getByRole']>) => Number(/\((\d+)\)$/.exec((await option.locator('xpath=..').textContent()) ?? '')?.[1]);
  const oral = filters(page).getByRole('group', { name: 'Presentation' }).getByRole('checkbox', { name: /^Oral \(\d+\)$/ });
  expect(await countOf(oral)).toBe(8);
  await oral.check();
  await expect(page).toHaveURL(/[?&]type=oral(&|$)/);
  await expect(status(page)).toHaveText('8 papers');

  // With Oral chosen, a day says how many orals it has, once the counts have followed the results (they
  // come a render later: SearchPage's data-counts-final says when).
  await expect(page.locator('.search-layout')).toHaveAttribute('data-counts-final', '');
  const day = filters(page).getByRole('group', { name: 'Day' }).getByRole('checkbox', { name: /^Tue, Jul 14 \(\d+\)$/ });
  const orals14 = await countOf(day);
  expect(orals14).toBeGreaterThan(0);
  await day.check();
  await expect(page).toHaveURL(/[?&]type=oral&day=2026-07-14$/);
  await expect(status(page)).toHaveText(`${orals14} ${orals14 === 1 ? 'paper' : 'papers'}`);
});

test("an author's view: /?author=Ling+Yang is headed by the name and count, and passes axe", async ({ page }) => {
  // axe reads the whole page twice: on a machine the other workers share, it takes longer than most tests.
  test.slow();
  // What an author's name on a paper's page opens.
  await page.goto('/paper/mean-flow-distillation');
  await page.getByRole('list', { name: 'Authors' }).getByRole('link', { name: /Ling Yang/ }).click();
  await expect(page).toHaveURL(`${publishedURL}/?author=Ling+Yang`);
  await expect(page.getByRole('heading', { level: 2, name: 'Papers by Ling Yang · 2' })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  // And the address itself, shared.
  await openSearch(page, '/?author=Ling+Yang');
  await expect(page.getByRole('heading', { level: 2, name: 'Papers by Ling Yang · 2' })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Remove the author filter' }).click();
  await expect(page).toHaveURL(publishedURL + '/');
  await expect(status(page)).toHaveText('56 papers');
});

test('the search page loads without moving: its authors and its filters are drawn with the first results', async ({ page }) => {
  await recordShifts(page);
  for (const size of [{ width: 412, height: 915 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await openSearch(page);
    await expect(rows(page).first().locator('.result-authors')).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
    const shifts = await layoutShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `at ${size.width} px:\n${JSON.stringify(shifts, null, 2)}`).toBeLessThanOrEqual(0.02);
  }
});
