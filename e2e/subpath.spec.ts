// The site built with BASE_PATH=/icml2026/ and SITE_URL set (see playwright.config.ts): everything
// lives under the sub-path, and canonical links are absolute.

import { SUB_PATH, SUB_SITE_URL, subPathURL } from '../playwright.config';
import { expect, test } from './pageTest';

test.use({ baseURL: subPathURL });

test('under a sub-path, search, paper pages and their data all load from it', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === subPathURL && !url.pathname.startsWith(SUB_PATH)) outside.push(url.pathname);
  });
  await page.goto(SUB_PATH);
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  const first = page.getByRole('list', { name: 'Results' }).getByRole('link').first();
  const title = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  await expect(page).toHaveURL(new RegExp(`${SUB_PATH}paper/[a-z0-9-]+$`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  expect(outside).toEqual([]);
});

test('prerendered pages under a sub-path carry absolute canonical links, and there is a sitemap', async ({ request }) => {
  const html = await (await request.get(`${SUB_PATH}paper/cfmm`)).text();
  expect(html).toContain(`<link rel="canonical" href="${SUB_SITE_URL}${SUB_PATH}paper/cfmm"`);
  expect(html).toContain(`<meta property="og:url" content="${SUB_SITE_URL}${SUB_PATH}paper/cfmm"`);
  expect(html).toMatch(new RegExp(`src="${SUB_PATH}assets/index-[^"]+\\.js"`));
  const sitemap = await (await request.get(`${SUB_PATH}sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${SUB_SITE_URL}${SUB_PATH}paper/cfmm</loc>`);
});

test('the canonical link, og:url and the sitemap give the address Copy link copies', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const html = await (await request.get(`${SUB_PATH}paper/cfmm`)).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
  await page.goto(`${SUB_PATH}paper/cfmm`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  // The same address on the site's public origin (SITE_URL) as on the one the test serves it from.
  expect(copied.origin).toBe(subPathURL);
  expect(canonical).toBe(`${SUB_SITE_URL}${copied.pathname}`);
  expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
  expect(await (await request.get(`${SUB_PATH}sitemap.xml`)).text()).toContain(`<loc>${canonical}</loc>`);
});

test('under a sub-path, its bare root redirects into it and everything outside it is 404', async ({ request }) => {
  const bare = await request.get(SUB_PATH.slice(0, -1), { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()['location']).toBe(SUB_PATH);
  for (const path of ['/', '/paper/cfmm', '/data/list.json']) expect((await request.get(path)).status(), path).toBe(404);
  expect((await request.get(`${SUB_PATH}map`)).status()).toBe(200);
});
