// The home page and a paper's page against the real build of the bundled list. Titles are derived by the
// data build and still changing, so this checks structure and counts, not exact wording.

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { breakOnce } from './network';
import { FIRST_RESULTS_JS_BUDGET, firstResultsScripts } from './budget';

const PAPER_COUNT = 19;

// The results are virtualised: only the rows near the viewport are in the DOM.
const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const resultLinks = (page: Page) => results(page).getByRole('article').getByRole('heading', { level: 2 }).getByRole('link');
const count = (page: Page) => page.getByRole('status');

test('the home page shows every paper under the collection title', async ({ page }) => {
  await page.goto('/');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(/\S/);
  await expect(page).toHaveTitle((await h1.textContent()) ?? '');
  await expect(count(page)).toHaveText(`${PAPER_COUNT} papers`);
  await expect(resultLinks(page).first()).toBeVisible();
  await expect(results(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(PAPER_COUNT));
  await expect(results(page).getByRole('list', { name: 'Topics' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
});

// The budget: the JavaScript / loads before its first results, gzip, in bytes (e2e/budget.ts).
test('the JavaScript / loads before its first results, with its English messages, stays within 120 KB gzip, without KaTeX', async ({ page }) => {
  const { urls, total } = await firstResultsScripts(page, 'en');
  expect(urls.length, 'scripts loaded').toBeGreaterThan(1);
  expect(total, `gzip bytes of ${urls.join(', ')}`).toBeLessThanOrEqual(FIRST_RESULTS_JS_BUDGET);
});

// The browser's one-time Intl set-up was the first visit's longest task on a phone (100–150 ms): a worker
// pays it beside the page (src/i18n/warmIntl.ts), then closes, and the page's own plurals are drawn.
test('a worker of its own loads the language\'s Intl data as the page starts, then closes', async ({ page }) => {
  const closed = new Promise<string>((resolve) => {
    page.on('worker', (worker) => {
      if (/\/warmIntl-[\w-]+\.js$/.test(worker.url())) worker.on('close', () => resolve(worker.url()));
    });
  });
  await page.goto('/');
  expect(await closed).toContain('/assets/warmIntl-');
  await expect(count(page)).toHaveText(`${PAPER_COUNT} papers`);
});

test('every paper can be scrolled to', async ({ page }) => {
  await page.goto('/');
  await expect(count(page)).toHaveText(`${PAPER_COUNT} papers`);
  // The count is in the prerendered page already; End is pressed once the app runs the list (a press
  // before then scrolls the static first screen, which the app then lengthens).
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  await page.keyboard.press('End');
  const last = results(page).locator(`[aria-posinset="${PAPER_COUNT}"]`);
  await expect(last.getByRole('link').first()).toBeInViewport();
});

test('a paper opens from the list, survives a reload and leads back', async ({ page }) => {
  await page.goto('/');
  // The app's list: a link of the prerendered one, clicked before the app takes over, is a plain page
  // load, which cannot know it came from the results (its way back is "← All papers").
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', /./);
  const first = resultLinks(page).first();
  const title = (await first.textContent()) ?? '';
  expect(title.trim()).not.toBe('');

  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const url = new URL(page.url());
  expect(url.pathname).toMatch(/^\/paper\/[a-z0-9-]{1,48}$/);
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} — `));
  await expect(page.getByRole('region', { name: 'Abstract' }).locator('p').first()).toHaveText(/\S/);

  await page.reload();
  expect(new URL(page.url()).pathname).toBe(url.pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Opened from the results (a reload keeps that): the way back is Back, to the results as they were.
  await page.getByRole('link', { name: '← Back to results' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(count(page)).toHaveText(`${PAPER_COUNT} papers`);
});

test('an unknown paper id says not found', async ({ page }) => {
  await page.goto('/paper/no-such-paper');
  await expect(page.getByRole('heading', { level: 1, name: 'Paper not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Not found/);
  await page.getByRole('link', { name: '← All papers' }).click();
  await expect(count(page)).toHaveText(`${PAPER_COUNT} papers`);
});

test('a malformed paper address says not found instead of crashing', async ({ page }) => {
  // The server answers 400 itself for a malformed escape, so the bad address has to reach the app
  // through the history API, the way an in-app link or back/forward would deliver it.
  await page.goto('/');
  await expect(count(page)).toHaveText(`${PAPER_COUNT} papers`);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/paper/%E0%A4%A');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Paper not found' })).toBeVisible();
});

test('a broken list.json shows the error, and Retry recovers', async ({ page }) => {
  await breakOnce(page, '**/data/list.json');
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('list.json: unsupported version 2');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(count(page)).toHaveText(`${PAPER_COUNT} papers`);
});

test("a broken paper file shows the error on the paper's page, and Retry recovers", async ({ page }) => {
  await breakOnce(page, '**/data/paper/cfmm.json');
  // Without the trailing slash: the app's page, not the prerendered one.
  await page.goto('/paper/cfmm');
  await expect(page.getByRole('alert')).toContainText('paper/cfmm.json: unsupported version 2');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Contrastive Flow Map Matching/);
});

test('a paper page loads its own small file, not the whole collection', async ({ page }) => {
  const data: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/data/')) data.push(path);
  });
  await page.goto('/paper/cfmm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Contrastive Flow Map Matching/);
  expect(data).toContain('/data/paper/cfmm.json');
  expect(data).not.toContain('/data/papers.json');
});

test('an unknown page says not found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
