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
  const html = await (await request.get(`${SUB_PATH}paper/cfmm/`)).text();
  expect(html).toContain(`<link rel="canonical" href="${SUB_SITE_URL}${SUB_PATH}paper/cfmm/"`);
  expect(html).toContain(`<meta property="og:url" content="${SUB_SITE_URL}${SUB_PATH}paper/cfmm/"`);
  expect(html).toMatch(new RegExp(`src="${SUB_PATH}assets/index-[^"]+\\.js"`));
  const sitemap = await (await request.get(`${SUB_PATH}sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${SUB_SITE_URL}${SUB_PATH}paper/cfmm/</loc>`);
});
