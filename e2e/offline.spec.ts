// Offline at the venue (issue 16): after one visit the explorer works with no network at all, at the
// root and under a sub-path, and a new build is offered to an open page, never forced on it.

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { LARGE_PAPERS, SUB_PATH, largeURL, subPathURL } from '../playwright.config';
import { buildSized } from '../scripts/bench/build-sized';
import { serveStatic } from '../scripts/serve/staticServer';

// The service worker is what this spec is about (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

const MATH_PAPER = 'decentralized-online-convex-optimization';
const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ papers?$/ });
const readingList = (page: Page) => page.getByRole('list', { name: 'Papers on your reading list' }).getByRole('heading', { level: 3 });

/** Opens `url` and waits until the explorer says its offline copy is complete. */
async function visitUntilReady(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready', { timeout: 60_000 });
}

/** Three papers of the list, none opened yet, one with math. */
async function unopenedPapers(page: Page, base: string): Promise<string[]> {
  const list = (await (await page.request.get(`${base}data/list.json`)).json()) as { papers: { id: string }[] };
  return [MATH_PAPER, ...list.papers.map((p) => p.id).filter((id) => id !== MATH_PAPER).slice(3, 5)];
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible();
}

for (const site of [
  { name: 'at the root', origin: '', base: '/' },
  { name: `under ${SUB_PATH}`, origin: subPathURL, base: SUB_PATH },
]) {
  test(`after one visit, ${site.name}, everything works with the network gone`, async ({ page, context }) => {
    const at = (path: string) => `${site.origin}${site.base}${path}`;
    await visitUntilReady(page, at(''));
    const ids = await unopenedPapers(page, at(''));
    await goOffline(context, page);

    // The home page, searched and filtered.
    await page.reload();
    await expect(count(page)).toHaveText(/^19 papers$/);
    // The app's search, its index loaded from the offline copy (typing into the page before the app has
    // taken it over is takeover.spec's).
    await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
    await page.getByRole('combobox', { name: /search papers/i }).fill('learning');
    await expect(count(page)).not.toHaveText('19 papers');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^Has code/ }).check();
    await expect(page).toHaveURL(/[?&]code=1/);
    await expect(results(page).getByRole('article').first()).toBeVisible();

    // Papers never opened, by address, with their math; Previous and Next between them.
    for (const id of ids) {
      await page.goto(at(`paper/${id}`));
      await expect(page.getByRole('region', { name: 'Abstract' })).not.toHaveAttribute('aria-busy');
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    }
    await page.goto(at(`paper/${MATH_PAPER}`));
    await expect(page.locator('.abstract .katex').first()).toBeVisible();
    await page.getByRole('link', { name: 'Next →' }).click();
    await expect(page).not.toHaveURL(new RegExp(`${MATH_PAPER}$`));
    await expect(page.getByRole('region', { name: 'Abstract' })).not.toHaveAttribute('aria-busy');

    // The reading list.
    await page.getByRole('button', { name: /Add to reading list/ }).click();
    await page.goto(at('reading-list'));
    await expect(readingList(page)).toHaveCount(1);
    // Its schedule (a bare list has no times: the paper waits under "Without a time").
    await page.goto(at('schedule'));
    await expect(page.getByRole('region', { name: 'Without a time' }).getByRole('link')).toHaveCount(1);

    // An id that does not exist is still "not found", not an error.
    await page.goto(at('paper/no-such-paper'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);

    // The map and the overview.
    await page.goto(at('map'));
    await expect(page.locator('canvas').first()).toBeVisible();
    await page.goto(at('overview'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Couldn’t load/)).toHaveCount(0);
  });
}

test.describe(`the first visit to a site of ${LARGE_PAPERS.toLocaleString('en')} papers`, () => {
  // Taken offline before the worker controls the page, the paper's file (and the tab's icon) fail to load.
  test.use({ baseURL: largeURL, offlineLoads: /\/(?:data\/paper\/[^/]+\.json|favicon\.svg)$/ });
  test.slow(); // the copy itself takes seconds at this size, more on a busy machine

  const copyStatus = (page: Page) => page.locator('.copy-notice[aria-live="polite"]');
  const saving = /^Saving for offline: \d+%$/;

  test('says how far the offline copy has got, then that it is ready', async ({ page }) => {
    await page.goto('/');
    await expect(copyStatus(page)).toHaveText(saving, { timeout: 60_000 });
    await expect(copyStatus(page)).toHaveText('Ready offline: every paper is kept on this device', { timeout: 90_000 });
    await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready');
  });

  test('once the copy is complete, a paper never opened opens offline, its file the same as the server\'s, and an unknown one is not found', async ({ page, context }) => {
    await visitUntilReady(page, '/');
    const list = (await (await page.request.get('/data/list.json')).json()) as { papers: { id: string; title: string }[] };
    const paper = list.papers[Math.floor(list.papers.length * 0.7)]!;
    // From the server (page.request passes no service worker).
    const served = await (await page.request.get(`/data/paper/${paper.id}.json`)).text();
    // No file per paper is kept, nor papers.json: the worker makes a paper's file when it is asked for.
    const keptData = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls.filter((url) => url.startsWith('/data/'));
    });
    expect(keptData.filter((url) => url.startsWith('/data/paper/') || url.startsWith('/data/papers.json'))).toEqual([]);
    expect(keptData.some((url) => url.startsWith('/data/paper-parts.json'))).toBe(true);
    await goOffline(context, page);

    expect(await page.evaluate(async (id) => (await fetch(`/data/paper/${id}.json`)).text(), paper.id)).toBe(served);
    await page.goto(`/paper/${paper.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper.title);
    const abstract = page.getByRole('region', { name: 'Abstract' });
    await expect(abstract).not.toHaveAttribute('aria-busy');
    await expect(abstract.getByRole('status')).toHaveCount(0);
    await expect(page.getByText(/^\d+ words · \d+ min read$/)).toBeVisible();

    await page.goto('/paper/no-such-paper');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    expect(await page.evaluate(async () => (await fetch('/data/paper/no-such-paper.json')).status)).toBe(404);
  });

  test('offline before the copy is complete, a paper opened from the results shows what the list has, and its abstract once the network is back', async ({ page, context }) => {
    await page.goto('/');
    await expect(copyStatus(page)).toHaveText(saving, { timeout: 60_000 });
    await context.setOffline(true);
    const result = results(page).locator('a[data-route]').first();
    const title = (await result.textContent()) ?? '';
    await result.click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const abstract = page.getByRole('region', { name: 'Abstract' });
    await expect(abstract.getByRole('status')).toHaveText('You’re offline: the full abstract will show when the network is back.');
    await expect(page.getByRole('button', { name: /Add to reading list/ })).toBeVisible();
    await expect(page.getByText(/Couldn’t load/)).toHaveCount(0);

    await context.setOffline(false);
    await expect(abstract.getByRole('status')).toHaveCount(0);
    await expect(page.getByText(/^\d+ words · \d+ min read$/)).toBeVisible();
    await expect(abstract.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});

test.describe('a new build', () => {
  let work: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // two small sites, each prerendered: on a busy machine, longer than a test's default
    work = mkdtempSync(join(os.tmpdir(), 'update-'));
    const io = { stdout: () => {}, stderr: (line: string) => console.error(line), env: process.env };
    for (const papers of [30, 31]) {
      expect(await buildSized(['--papers', String(papers), '--from', 'dist', '--dist', join(work, `site-${papers}`), '--seed', '7'], io)).toBe(0);
    }
  });
  test.afterAll(() => rmSync(work, { recursive: true, force: true }));
  test.slow();

  test('is offered to an open page, and accepting it shows the new data, keeping the address and the reading list', async ({ page }) => {
    const root = join(work, 'served');
    cpSync(join(work, 'site-30'), root, { recursive: true });
    let server = await serveStatic(root);
    const port = new URL(server.url).port;
    await visitUntilReady(page, `${server.url}/?q=model`);
    await expect(page.getByRole('status').filter({ hasText: /papers?$/ })).toBeVisible();
    await results(page).getByRole('article').first().getByRole('button', { name: 'Add to reading list' }).click();

    // Deployed: the same address serves the rebuilt list, one paper more.
    await server.close();
    rmSync(root, { recursive: true, force: true });
    cpSync(join(work, 'site-31'), root, { recursive: true });
    server = await serveStatic(root, { port: Number(port) });
    try {
      // Coming back to the tab is when an open page asks.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const notice = page.locator('[aria-live="polite"]').filter({ hasText: 'A new version is available' });
      await expect(notice).toBeVisible({ timeout: 30_000 });
      // Nothing changed under the reader meanwhile.
      await page.getByRole('combobox', { name: /search papers/i }).fill('');
      await expect(count(page)).toHaveText('30 papers');

      await page.getByRole('combobox', { name: /search papers/i }).fill('model');
      await expect(page).toHaveURL(/q=model/);
      // Waiting for the reload's load event from before the click: a quick reload can fire it before a
      // wait begun after the click is listening.
      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
      await expect(page).toHaveURL(/\?q=model$/);
      await page.getByRole('combobox', { name: /search papers/i }).fill('');
      await expect(count(page)).toHaveText('31 papers');
      await page.goto(`${server.url}/reading-list`);
      await expect(readingList(page)).toHaveCount(1);
    } finally {
      await server.close();
    }
  });
});

test.describe('where service workers are blocked', () => {
  test.use({ serviceWorkers: 'block' });

  test('the explorer works as before, only without the offline copy', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
    await page.getByRole('combobox', { name: /search papers/i }).fill('kernel');
    await expect(count(page)).not.toHaveText('19 papers');
    await page.goto(`/paper/${MATH_PAPER}`);
    await expect(page.locator('.abstract .katex').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    await expect(page.locator('html')).not.toHaveAttribute('data-offline', 'ready');
  });
});
