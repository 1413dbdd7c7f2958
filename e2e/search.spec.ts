// The search page against the production build of the bundled list: every state is a link, Back and
// Forward restore it, and the keyboard alone gets from a query to a paper. The data build's titles and
// counts still change, so the checks compare states with each other more than with fixed numbers.

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { breakOnce, holdBack } from './network';

const PAPER_COUNT = 19;

const box = (page: Page) => page.getByRole('combobox', { name: 'Search papers' });
const count = (page: Page) => page.getByRole('status');
const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 2 }).allTextContents();
const search = (page: Page) => new URL(page.url()).search;

// countOf("4 papers") => 4
async function countOf(page: Page): Promise<number> {
  const text = (await count(page).textContent()) ?? '';
  const match = /^(\d+) papers?$/.exec(text);
  if (!match) throw new Error(`unexpected count "${text}"`);
  return Number(match[1]);
}

async function openSearch(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
}

test('typing a query changes the address and the results', async ({ page }) => {
  await openSearch(page);
  await expect(count(page)).toHaveText(`${PAPER_COUNT} papers`);
  await box(page).fill('kernel');
  await expect(page).toHaveURL(/\?q=kernel$/);
  await expect(count(page)).not.toHaveText(`${PAPER_COUNT} papers`);
  expect(await countOf(page)).toBeGreaterThan(0);
  expect((await resultTitles(page))[0]).toMatch(/kernel/i);
  await expect(results(page).locator('mark').first()).toHaveText(/kernel/i);
});

test('filters combine, each one a new history entry that Back and Forward restore', async ({ page }) => {
  await openSearch(page);
  await box(page).pressSequentially('model');
  await expect(page).toHaveURL(/\?q=model$/);
  // The results follow each keystroke at once (the router has no transitions, see main.tsx); the address
  // bar follows once typing pauses (lazyHistory.ts), as one entry.
  await expect(count(page)).not.toHaveText(`${PAPER_COUNT} papers`);
  const queried = await countOf(page);
  const queriedTitles = await resultTitles(page);

  await filters(page).getByRole('checkbox', { name: /^Learning theory/ }).check();
  await expect(page).toHaveURL(/\?q=model&topic=theory$/);
  const oneFilter = await countOf(page);
  expect(oneFilter).toBeLessThanOrEqual(queried);

  // A second topic narrows further: one paper of the bundled list is about both (formal-analysis-…).
  const reasoning = filters(page).getByRole('checkbox', { name: /^Reasoning/ });
  await expect(reasoning).toBeEnabled();
  await reasoning.check();
  await expect(page).toHaveURL(/\?q=model&topic=theory&topic=reasoning$/);
  expect(await countOf(page)).toBeLessThanOrEqual(oneFilter);
  await page.goBack();
  await expect(page).toHaveURL(/\?q=model&topic=theory$/);

  await page.goBack();
  await expect(page).toHaveURL(/\?q=model$/);
  await expect(box(page)).toHaveValue('model');
  await expect(filters(page).getByRole('checkbox', { name: /^Learning theory/ })).not.toBeChecked();
  await expect(count(page)).toHaveText(`${queried} ${queried === 1 ? 'paper' : 'papers'}`);
  // The list is virtualised: how many rows it renders depends on whether it has measured them yet (a
  // topic's chips may wrap), so compare the rows both renders have, in order.
  const restoredTitles = await resultTitles(page);
  const shown = Math.min(restoredTitles.length, queriedTitles.length);
  expect(shown).toBeGreaterThan(0);
  expect(restoredTitles.slice(0, shown)).toEqual(queriedTitles.slice(0, shown));

  // Typing was one entry: Back leaves the query entirely.
  await page.goBack();
  expect(search(page)).toBe('');
  await expect(box(page)).toHaveValue('');
  await expect(count(page)).toHaveText(`${PAPER_COUNT} papers`);

  await page.goForward();
  await expect(box(page)).toHaveValue('model');
  await page.goForward();
  await expect(filters(page).getByRole('checkbox', { name: /^Learning theory/ })).toBeChecked();
  await expect(count(page)).toHaveText(`${oneFilter} ${oneFilter === 1 ? 'paper' : 'papers'}`);
});

test('a reload and a bookmark in a new browser show the same results', async ({ page, browser }) => {
  await openSearch(page, '/?q=optimization&sort=title');
  const url = page.url();
  const titles = await resultTitles(page);
  const shown = await count(page).textContent();
  expect(titles.length).toBeGreaterThan(0);
  expect([...titles].sort((a, b) => a.localeCompare(b))).toEqual(titles);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  expect(page.url()).toBe(url);
  await expect(box(page)).toHaveValue('optimization');
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('title');
  expect(await resultTitles(page)).toEqual(titles);

  const context = await browser.newContext();
  const other = await context.newPage();
  const problems: string[] = [];
  other.on('pageerror', (error) => problems.push(error.message));
  other.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await openSearch(other, url);
  await expect(count(other)).toHaveText(shown ?? '');
  expect(await resultTitles(other)).toEqual(titles);
  expect(problems).toEqual([]);
  await context.close();
});

test('a query typed a moment ago survives a reload from the toolbar', async ({ page }) => {
  await openSearch(page);
  // The address bar gets typing once it pauses (lazyHistory.ts); a reload must not lose the rest.
  await box(page).pressSequentially('kernel', { delay: 10 });
  // As a reader does, reload once the box shows what was typed (on a loaded machine the last key can
  // still be on its way to the page when reload() is called).
  await expect(box(page)).toHaveValue('kernel');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  await expect(page).toHaveURL(/\?q=kernel$/);
  await expect(box(page)).toHaveValue('kernel');
  // And typing that pauses reaches the address bar by itself, still one history entry.
  await box(page).press('End');
  await box(page).pressSequentially(' bandit', { delay: 10 });
  await expect(page).toHaveURL(/\?q=kernel\+bandit$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?q=kernel$/);
  await expect(box(page)).toHaveValue('kernel');
});

test('a paper opens at the top, and Back returns to the same place in the results', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  await openSearch(page);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const before = await page.evaluate(() => window.scrollY);
  // A link on screen (rows just above and below it are rendered too): clicking it scrolls nothing.
  const onScreen = await results(page).getByRole('link').evaluateAll((links) =>
    links.findIndex((a) => a.getBoundingClientRect().top >= 0 && a.getBoundingClientRect().bottom <= window.innerHeight),
  );
  expect(onScreen).toBeGreaterThanOrEqual(0);
  const link = results(page).getByRole('link').nth(onScreen);
  const title = await link.textContent();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(results(page).getByRole('link', { name: title ?? '' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});

test('a paper link typed into the address bar opens at the top; Back and reload return each page to its place', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  const scrollY = () => page.evaluate(() => window.scrollY);
  await openSearch(page, '/?sort=title');
  await page.mouse.wheel(0, 1400);
  await expect.poll(scrollY).toBeGreaterThan(1300);
  const listY = await scrollY();
  // The result in the middle of the window, as the reader sees it.
  const resultInView = () =>
    page.evaluate(() => {
      const middle = innerHeight / 2;
      const row = [...document.querySelectorAll('[data-paper-id]')].find((r) => {
        const box = r.getBoundingClientRect();
        return box.top <= middle && box.bottom >= middle;
      });
      return row?.querySelector('h2')?.textContent ?? null;
    });
  const readerSaw = await resultInView();
  expect(readerSaw).not.toBeNull();
  // A new document load, as typing the address does: it must not inherit the list's scroll.
  await page.goto('/paper/kernelband');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible(); // the app has taken over
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY()).toBe(0);
  // The paper's own place survives a reload of it: the same words at the same height on screen (the
  // browser's scroll anchoring may add to scrollY as the results' Previous / Next arrive above).
  await page.mouse.wheel(0, 250);
  await expect.poll(scrollY).toBeGreaterThan(200);
  const abstractTop = () => page.getByRole('heading', { name: 'Abstract' }).evaluate((h) => Math.round(h.getBoundingClientRect().top));
  const before = await abstractTop();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect.poll(scrollY).toBeGreaterThan(200);
  await expect.poll(abstractTop).toBe(before);
  // Back (a document of its own again): the list where the reader left it, once list.json is in. Rows
  // measured as they render may nudge scrollY (the browser's scroll anchoring keeps them in place).
  await page.goBack();
  await expect(results(page)).toBeVisible();
  await expect.poll(resultInView).toBe(readerSaw);
  expect(Math.abs((await scrollY()) - listY)).toBeLessThan(100);
});

test('a malformed address does not crash and is rewritten', async ({ page }) => {
  await openSearch(page, '/?q=%E0%A4%A&topic=nope&sort=zzz&q=x');
  await expect(count(page)).toHaveText(/^\d+ papers?$/);
  await expect.poll(() => search(page)).not.toMatch(/topic=|sort=/);
  expect(new URLSearchParams(search(page)).getAll('q')).toHaveLength(1);
  await expect(box(page)).toBeVisible();
  // The malformed escape is dropped, not shown as "�" (the minified build once lost the check).
  await expect(box(page)).not.toHaveValue(/\uFFFD/);
  expect(search(page)).not.toContain('%EF%BF%BD');
});

test('a link naming a topic by its earlier id shows the topic that took it over', async ({ page }) => {
  // agents-reasoning was split into agents and reasoning (data/topics.json "aliases")
  await openSearch(page, '/?topic=agents-reasoning');
  await expect.poll(() => search(page)).toBe('?topic=agents');
  await expect(filters(page).getByRole('checkbox', { name: /^Agents & tool use/ })).toBeChecked();
  await expect(count(page)).not.toHaveText(`${PAPER_COUNT} papers`);
});

test('a legacy conference link becomes our own query', async ({ page }) => {
  await openSearch(page, '/?filter=keywords&search=kernel');
  await expect(page).toHaveURL(/\/\?q=kernel$/);
  await expect(box(page)).toHaveValue('kernel');
  expect((await resultTitles(page))[0]).toMatch(/kernel/i);
});

test('the keyboard alone goes from a query to a paper', async ({ page }) => {
  await openSearch(page);
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('kern');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(suggestions).toBeHidden();
  await expect(box(page)).toHaveValue(/^kern/);
  const first = results(page).getByRole('link').first();
  await expect(first).toHaveText(/kern/i);

  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  const title = (await first.textContent()) ?? '';
  await page.keyboard.press('Enter');
  // The paper's address carries the search, so that Previous and Next walk its results.
  await expect(page).toHaveURL(/\/paper\/[a-z0-9-]+\?q=kern/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the suggestions get out of the way: a press outside or a pause closes them, and a click on a result opens it', async ({ page }) => {
  await openSearch(page);
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await box(page).pressSequentially('flow');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(suggestions).toBeHidden();
  await box(page).focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' ma');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  // A pause in typing: the list closes by itself, and the first result is there to click, not a suggestion.
  await expect(suggestions).toBeHidden({ timeout: 4000 });
  const first = results(page).getByRole('heading', { level: 2 }).getByRole('link').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/paper\/[a-z0-9-]+\?q=flow\+ma$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a word no paper has is named, with no other papers listed as if they matched', async ({ page }) => {
  await openSearch(page);
  await box(page).fill('kernel zebrafish');
  await expect(count(page)).toHaveText('0 papers');
  await expect(page.getByText('No paper mentions “zebrafish”.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('link', { name: 'kernel', exact: true }).click();
  await expect(page).toHaveURL(/\?q=kernel$/);
  expect(await countOf(page)).toBeGreaterThan(0);
});

test('a snippet shows a formula as the TeX it was written in, not flattened into words', async ({ page }) => {
  await openSearch(page, '/?q=regret+omega');
  const formula = results(page).locator('code.snippet-math', { hasText: '\\max' }).first();
  await expect(formula).toBeVisible();
  await expect(results(page).getByText(/max omega-2/)).toHaveCount(0);
});

test('j and k move through the results, Esc clears the query', async ({ page }) => {
  await openSearch(page, '/?q=learning');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('j');
  const links = results(page).getByRole('link');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('j');
  await expect(results(page).locator('[aria-posinset="2"]').getByRole('link').first()).toBeFocused();
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  await expect(box(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveValue('');
  await expect(count(page)).toHaveText(`${PAPER_COUNT} papers`);
});

test('search keeps working on titles when the abstracts fail, and Retry loads them', async ({ page }) => {
  // The index is what searches the abstracts.
  await breakOnce(page, '**/data/search-index.json');
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Abstracts couldn’t be loaded');
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'titles');
  await box(page).fill('kernel');
  expect(await countOf(page)).toBeGreaterThan(0);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  await expect(alert).toBeHidden();
});

test('a shared query is answered by the index before the abstracts\' text is in; a quoted phrase waits for the text', async ({ page }) => {
  const release = await holdBack(page, '**/data/text.json');
  // "heterogeneity" is in SH2RFSSM's abstract, not its title: only the full index finds it.
  await page.goto('/?q=heterogeneity');
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'index');
  await expect(results(page).getByRole('link', { name: /^SH2RFSSM/ })).toBeVisible();
  await expect(count(page)).toHaveText(/^\d+ papers?$/);
  const answered = await count(page).textContent();
  await expect(page.getByText('Searching titles while the abstracts load…')).toBeHidden();
  // A phrase is looked for in the text: not counted until it is in.
  await box(page).fill('"with heterogeneity"');
  await expect(page).toHaveURL(/q=%22with\+heterogeneity%22/);
  await expect(count(page)).toHaveText('Searching…');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  await expect(count(page)).toHaveText('1 paper');
  // The index's answer was the query's own: the text changes nothing in it.
  await box(page).fill('heterogeneity');
  await expect(count(page)).toHaveText(answered!);
});

test('an abbreviation finds the papers that spell it out: "RL" finds the reinforcement learning papers', async ({ page }) => {
  await openSearch(page);
  await box(page).pressSequentially('RL');
  await expect(page).toHaveURL(/\?q=RL$/);
  await expect(count(page)).toHaveText('2 papers');
  await expect(results(page).locator('mark', { hasText: /^reinforcement learning$/i }).first()).toBeVisible();
});

test('a query with no letter or digit says that nothing in it can be searched', async ({ page }) => {
  await openSearch(page);
  await box(page).fill('∂');
  await expect(page).toHaveURL(/\?q=%E2%88%82$/);
  await expect(count(page)).toHaveText('Nothing in “∂” can be searched');
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('link', { name: `Show all ${PAPER_COUNT} papers` }).click();
  await expect(count(page)).toHaveText(`${PAPER_COUNT} papers`);
});

// Long tasks are measured by npm run bench (at 5,000 papers, desktop and throttled phone): here, with
// the other specs running beside it, the page's code (KaTeX's included) made tasks of 100–300 ms.
test('the abstracts are searchable through the data worker and the prebuilt index', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const dataFiles: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/data/')) dataFiles.push(new URL(request.url()).pathname);
  });
  await openSearch(page);
  expect(workers.some((url) => /\/assets\/dataWorker-[\w-]+\.js$/.test(url))).toBe(true);
  expect(dataFiles).toEqual(expect.arrayContaining(['/data/list.json', '/data/text.json', '/data/search-index.json']));
  // A word of one abstract only (no title, name, topic or benchmark has it): found through the full index.
  await box(page).fill('heterogeneity');
  await expect(page).toHaveURL(/\?q=heterogeneity$/);
  await expect(count(page)).not.toHaveText(`${PAPER_COUNT} papers`);
  await expect(results(page).locator('a[href="/paper/sh2rfssm"]').first()).toBeVisible();
});
