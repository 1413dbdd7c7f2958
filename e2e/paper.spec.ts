// Paper pages against the production build: the prerendered HTML (what a chat app's unfurler or a
// reader without JavaScript gets), the app taking over with the math typeset, copying the link, walking
// the results, and a paper that does not exist.

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { holdBack } from './network';

const MATH_PAPER = 'decentralized-online-convex-optimization';

test('a paper link unfurls: its own title, description and Open Graph tags in the served HTML', async ({ request }) => {
  // The address as Copy link gives it, without a trailing slash.
  const response = await request.get('/paper/cfmm');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>Contrastive Flow Map Matching[^<]* — ICML 2026<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
  expect(html).toContain('<meta property="og:type" content="article"');
  expect(html).toMatch(/<meta property="og:title" content="Contrastive Flow Map Matching/);
  expect(html).toContain('<meta name="twitter:card" content="summary"');
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self';/);
});

test('one address per paper: the trailing-slash form redirects to it, keeping the query', async ({ request }) => {
  const response = await request.get('/paper/cfmm/?q=flow', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/paper/cfmm?q=flow');
});

test('an unknown address answers 404, and the page says not found', async ({ page, request }) => {
  const served = await request.get('/no/such/page');
  expect(served.status()).toBe(404);
  expect(await served.text()).toMatch(/<title>Not found — ICML 2026<\/title>/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // An unknown paper too: 404, and the app offers the closest ones.
  expect((await page.goto('/paper/no-such-paper'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Paper not found' })).toBeVisible();
});

test('the app\'s pages answer 200 without a fallback, and text is sent gzip-compressed', async ({ request }) => {
  for (const path of ['/', '/map', '/overview', '/reading-list']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const gzip = { 'Accept-Encoding': 'gzip' };
  const page = await request.get('/paper/cfmm', { headers: gzip });
  const script = /<script type="module" crossorigin src="([^"]+\.js)"/.exec(await page.text())?.[1] ?? '';
  expect(script).toMatch(/^\/assets\//);
  for (const [path, type] of [['/paper/cfmm', 'text/html'], [script, 'text/javascript'], ['/data/list.json', 'application/json']]) {
    const response = await request.get(path!, { headers: gzip });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(response.headers()['vary'], path).toBe('Accept-Encoding');
  }
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('without JavaScript, a paper page still shows its title and abstract', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/paper/cfmm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Contrastive Flow Map Matching/);
  await expect(page.locator('article')).toContainText('few-step');
  await context.close();
});

test('the app takes over a paper page: math typeset under the CSP, the title in the tab', async ({ page }) => {
  // Whether the page ever showed "Loading…": the prerendered page should stay until the app can replace it.
  await page.addInitScript(() => {
    const seen = window as unknown as { sawLoading?: boolean };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading…')) seen.sawLoading = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`/paper/${MATH_PAPER}`);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.locator('.abstract .katex').first()).toBeVisible();
  expect(await page.locator('.abstract .math-source').count()).toBe(0);
  await expect(page).toHaveTitle(/ — ICML 2026$/);
  // One article: the app replaced the prerendered one, and never with "Loading…" in between.
  await expect(page.locator('article')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading ?? false)).toBe(false);
});

/**
 * Waits until the paper page's code, which the search page fetches once its results show (main.tsx), is
 * in: its chunks requested, then imported here too, which resolves once the page has run them. On a busy
 * CI machine a click right after the index was ready came before them, and the page said "Loading…".
 * (Were the app not fetching them itself, its route would still show "Loading…" on the click: imported
 * here, they are not what the route renders.)
 */
async function paperCodeLoaded(page: Page): Promise<void> {
  const chunks = [/\/PaperRoute-[\w-]+\.js$/, /\/messages-en-paper-[\w-]+\.js$/, /\/loadPageFiles-[\w-]+\.js$/];
  const urls = async () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  await expect.poll(async () => {
    const all = await urls();
    return chunks.every((chunk) => all.some((url) => chunk.test(url)));
  }).toBe(true);
  const found = (await urls()).filter((url) => chunks.some((chunk) => chunk.test(url)));
  await page.evaluate((modules) => Promise.all(modules.map((url) => import(url))), found);
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
}

test('a paper opened from the results shows at once from the list, and nothing moves when its file arrives', async ({ page }) => {
  // Whether "Loading…" (the page's or the papers') ever shows, and the layout shift since the counter was reset.
  await page.addInitScript(() => {
    const seen = window as unknown as { sawLoading?: boolean; shifted: number };
    seen.shifted = 0;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading')) seen.sawLoading = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) seen.shifted += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
  // The paper's own file waits until the test lets it through.
  const release = await holdBack(page, '**/data/paper/*.json');
  const list = (await (await page.request.get('/data/list.json')).json()) as { papers: { id: string; title: string }[] };
  const paper = list.papers.find((p) => p.id === 'kernelband'); // one with a code link, above its abstract
  expect(paper).toBeDefined();
  await page.goto('/?q=kernelband');
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  await paperCodeLoaded(page);
  await page.evaluate(() => ((window as unknown as { sawLoading?: boolean }).sawLoading = false));

  await page.getByRole('list', { name: 'Results' }).getByRole('link', { name: paper?.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper?.title ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.getByRole('list', { name: 'Topics' })).toBeVisible();
  const abstract = page.getByRole('region', { name: 'Abstract' });
  await expect(abstract).toHaveAttribute('aria-busy', 'true');
  const lead = await abstract.locator('p').first().evaluate((p) => [p.textContent, Math.round(p.getBoundingClientRect().top)]);

  // The file arrives: the abstract, its links and the rest fill in around the lead sentence.
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  await page.evaluate(() => ((window as unknown as { shifted: number }).shifted = 0));
  release();
  await expect(page.getByRole('region', { name: 'Cite' })).toBeVisible();
  await expect(abstract).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('region', { name: 'Links' }).getByRole('link', { name: /^Code/ })).toBeVisible();
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  const after = await abstract.locator('p').first().evaluate((p) => [p.textContent, Math.round(p.getBoundingClientRect().top)]);
  expect(String(after[0])).toContain(String(lead[0]));
  expect(after[1]).toBe(lead[1]);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThanOrEqual(0.02);
  expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading)).toBe(false);
});

test('Copy link puts the paper address on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/paper/cfmm');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL('/paper/cfmm', page.url()).href);
  // The copied address itself serves the paper's prerendered page, not the generic shell.
  const served = await page.request.get(copied, { maxRedirects: 0 });
  expect(served.status()).toBe(200);
  expect(await served.text()).toMatch(/<title>Contrastive Flow Map Matching[^<]* — ICML 2026<\/title>/);
});

test('Previous and Next walk the filtered results; back to the search restores it', async ({ page }) => {
  await page.goto('/?sort=title');
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  const results = page.getByRole('list', { name: 'Results' });
  const first = await results.getByRole('heading', { level: 2 }).first().textContent();
  const second = await results.getByRole('heading', { level: 2 }).nth(1).textContent();
  await results.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first ?? '');
  await expect(page).toHaveURL(/\/paper\/[^?]+\?sort=title$/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second ?? '');
  await page.getByRole('link', { name: '← Previous' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first ?? '');
  await page.getByRole('link', { name: '← Back to results' }).click();
  await expect(page).toHaveURL(/\/\?sort=title$/);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('title');
});

test('an unknown paper says not found, with the closest papers and a search', async ({ page }) => {
  await page.goto('/paper/toolorchestr');
  await expect(page.getByRole('heading', { level: 1, name: 'Paper not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Not found/);
  await page.getByRole('link', { name: /^ToolOrchestra/ }).click();
  await expect(page).toHaveURL(/\/paper\/toolorchestra$/);
});

test('Cite shows a BibTeX entry and a plain citation, each copied with its own button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/paper/kernelband');
  const cite = page.getByRole('region', { name: 'Cite' });
  const bibtex = cite.getByRole('figure', { name: 'BibTeX' });
  await expect(bibtex.locator('pre')).toHaveText(/^@misc\{icml2026kernelband,\n {2}howpublished = \{ICML 2026/);
  await bibtex.getByRole('button', { name: 'Copy BibTeX' }).click();
  await expect(bibtex.getByRole('status')).toHaveText('BibTeX copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^@misc\{icml2026kernelband,[\s\S]*\n\}$/);
  const plain = cite.getByRole('figure', { name: 'Plain text' });
  await plain.getByRole('button', { name: 'Copy Plain text' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Title derived from the abstract: KernelBand: .* ICML 2026\. http/);
});

test('a derived title says so: under the heading, above Cite, and not as the BibTeX title; Find links search for it', async ({ page }) => {
  await page.goto('/paper/kernelband');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAccessibleDescription('Title derived from the abstract');
  await expect(page.locator('header').getByText('Title derived from the abstract', { exact: true })).toBeVisible();
  const title = (await heading.textContent()) ?? '';
  expect(title).toMatch(/^KernelBand: /);

  const cite = page.getByRole('region', { name: 'Cite' });
  await cite.scrollIntoViewIfNeeded();
  await expect(cite.getByText(/this paper’s title was derived from its abstract/)).toBeVisible();
  const entry = (await cite.getByRole('figure', { name: 'BibTeX' }).locator('pre').textContent()) ?? '';
  expect(entry).not.toMatch(/^\s*title\s*=/m);
  expect(entry).toContain(`note = {Title derived from the abstract: ${title}; accepted paper at ICML 2026}`);

  const find = page.getByRole('group', { name: 'Find this paper' });
  const links = find.getByRole('link');
  await expect(links).toHaveCount(4);
  const hosts = [];
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(url.protocol).toBe('https:');
    expect([...url.searchParams.values()].join(' ')).toContain('KernelBand');
    hosts.push(url.host);
  }
  expect(hosts).toEqual(['openreview.net', 'arxiv.org', 'www.semanticscholar.org', 'scholar.google.com']);
});

test('without JavaScript, a derived title is marked too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/paper/kernelband/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleDescription('Title derived from the abstract');
  await expect(page.getByText('Title derived from the abstract', { exact: true })).toBeVisible();
  await context.close();
});

test('related papers link to papers like this one, naming the words they share', async ({ page }) => {
  await page.goto('/paper/kernelband');
  const related = page.getByRole('region', { name: 'Related papers' });
  await expect(related.getByRole('listitem')).toHaveCount(5);
  await expect(related.getByRole('listitem').first()).toContainText('shares ');
  const first = related.getByRole('link').first();
  const title = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
});
