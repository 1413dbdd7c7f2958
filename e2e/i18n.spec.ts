// The interface in Chinese (issue 17), against the production build: a browser that asks for Chinese
// gets every page in Chinese with no English interface string (the papers' own text, marked lang="en",
// stays as written), the switch goes to English and is remembered, ?lang=zh opens a link in Chinese
// without changing the saved choice, and Chinese queries find English abstracts
// (axe in Chinese: accessibility.spec.ts).

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { breakOnce } from './network';
import { FIRST_RESULTS_JS_BUDGET, firstResultsScripts } from './budget';
import { zh } from './zh';

// Latin words a Chinese interface may show: names of formats, keys, services (Google Scholar) and the like, which Chinese writes in
// Latin letters too, and the switch's "English". Anything else outside a lang="en" element is a string
// that escaped translation.
const LATIN_IN_CHINESE = new Set(['Google', 'Semantic', 'Scholar', 'ICML', 'BibTeX', 'PDF', 'arXiv', 'CSV', 'JSON', 'RIS', 'Markdown', 'URL', 'DOI', 'GitHub', 'OpenReview', 'English', 'Esc', 'Enter', 'Tab', 'Shift', 'AND', 'OR', 'NOT', 'LLM', 'KaTeX', 'APA', 'MLA', 'TeX', 'ID']);

/** English words in what the page shows or names (text, accessible names, placeholders, title), outside paper text. */
async function englishInInterface(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const allow = new Set(allowed);
    const found = new Set<string>();
    const paperText = (el: Element) => /^en\b/i.test(el.closest('[lang]')?.getAttribute('lang') ?? '');
    const shown = (el: Element) => el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) && !el.closest('[aria-hidden="true"]');
    const check = (text: string | null, where: string) => {
      for (const word of (text ?? '').match(/[A-Za-z][A-Za-z'’]+/g) ?? []) {
        if (!allow.has(word)) found.add(`${word} in ${where}: "${(text ?? '').trim().slice(0, 80)}"`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, canvas') || paperText(el) || !shown(el)) continue;
      check(node.textContent, el.tagName.toLowerCase());
    }
    // An accessible name cannot mark a language inside it: words it shares with paper text the page shows
    // (a benchmark's name in a bar's name) are that paper text.
    const paperWords = new Set([...document.querySelectorAll('[lang^="en"]')].flatMap((el) => el.textContent?.match(/[A-Za-z][A-Za-z'’]+/g) ?? []));
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-description]')) {
      if (paperText(el) || !el.checkVisibility({ checkVisibilityCSS: true })) continue; // not shown: not in the accessibility tree either
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
        const words = (el.getAttribute(name) ?? '').match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
        if (words.some((word) => !paperWords.has(word))) check(el.getAttribute(name), `${el.tagName.toLowerCase()}[${name}]`);
      }
    }
    // The document title names the paper open (paper text): what is left of it must be Chinese.
    const paperTitle = document.querySelector('h1[lang="en"]')?.textContent ?? '';
    check(document.title.replace(paperTitle, ''), 'the document title');
    return [...found];
  }, [...LATIN_IN_CHINESE]);
}

async function expectChinese(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await englishInInterface(page), `English interface strings on ${where}`).toEqual([]);
}

const results = (page: Page) => page.getByRole('list', { name: zh('search.results.list') });
const resultLinks = (page: Page) => results(page).getByRole('article').getByRole('heading', { level: 2 }).getByRole('link');
const searchBox = (page: Page) => page.getByRole('combobox', { name: zh('search.box.label') });
const languageSwitch = (page: Page, name: string) => page.getByRole('combobox', { name });
test.describe('a browser that asks for Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('shows the whole journey in Chinese: search, filters, a paper, cite, reading list, map, overview, not found', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(resultLinks(page).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^19 篇论文$/ })).toBeVisible();
    await expectChinese(page, 'the search page');

    await searchBox(page).fill('learning');
    await expect(page).toHaveURL(/[?&]q=learning/);
    await page.getByRole('complementary', { name: zh('search.filters') }).getByRole('checkbox', { disabled: false }).first().check();
    await expect(page).toHaveURL(/[?&]topic=/);
    await expect(resultLinks(page).first()).toBeVisible();
    await expectChinese(page, 'a search with a filter');

    await resultLinks(page).first().click();
    await expect(page).toHaveURL(/\/paper\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expectChinese(page, 'a paper');
    await expect(page.getByRole('heading', { level: 2, name: zh('paper.cite') })).toBeVisible();
    await page.getByRole('button', { name: zh('paper.copyBibtex') }).click();
    await expectChinese(page, 'a paper after copying its citation');

    // The paper into the reading list, then the list itself.
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: zh('library.toggleAdd') }).first().click();
    await expect(page.getByRole('button', { name: zh('library.toggleRemove') }).first()).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${zh('library.navLink')}`) }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: zh('library.pageTitle') })).toBeVisible();
    await expect(page.getByText(title.trim(), { exact: true }).first()).toBeVisible();
    await expectChinese(page, 'the reading list');

    await page.getByRole('navigation').getByRole('link', { name: zh('app.navMap'), exact: true }).first().click();
    await expect(page).toHaveURL(/\/map$/);
    await expect(page.locator('canvas[data-map-drawn="true"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: zh('map.heading') })).toBeVisible();
    await expectChinese(page, 'the map');

    await page.goto('/overview');
    await expect(page.getByRole('heading', { level: 1, name: zh('overview.title') })).toBeVisible();
    await expect(page.getByRole('figure', { name: zh('overview.termsTitle') }).getByRole('link').first()).toBeVisible();
    await expectChinese(page, 'the overview');

    await page.goto('/paper/no-such-paper');
    await expect(page.getByRole('heading', { level: 1, name: zh('paper.notFoundTitle') })).toBeVisible();
    await expectChinese(page, 'an unknown paper');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: zh('app.pageNotFound') })).toBeVisible();
    await expectChinese(page, 'an unknown address');
  });

  test('says in Chinese that the papers could not load, and Retry loads them', async ({ page }) => {
    await breakOnce(page, '**/data/list.json');
    await page.goto('/');
    // What failed, in Chinese; the file's own words (its name, the problem) are kept as they are, marked English.
    await expect(page.getByRole('alert')).toContainText('list.json: unsupported version 2');
    const retry = page.getByRole('button', { name: zh('app.retry') });
    await expectChinese(page, 'the load error');
    await retry.click();
    await expect(resultLinks(page).first()).toBeVisible();
  });

  test('switches to English at once, keeps the address and remembers it; ?lang=zh opens one link in Chinese', async ({ page }) => {
    await page.goto('/?q=attention');
    await expect(resultLinks(page).first()).toBeVisible();
    await languageSwitch(page, zh('language.label')).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Search papers' })).toHaveValue('attention');
    await expect(page).toHaveURL(/\?q=attention$/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Search papers' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // A shared link in Chinese: Chinese for this visit, the saved English untouched.
    await page.goto('/paper/stla?lang=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 2, name: zh('paper.cite') })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Search papers' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("a prerendered paper page shows the paper at once, without its English interface words", async ({ page }) => {
    // The app's code held back: what the HTML and public/theme.js show before it runs.
    await page.route('**/assets/index-*.js', () => undefined);
    // (a module script held back also holds DOMContentLoaded back: the page is read as it is parsed)
    await page.goto('/paper/cfmm', { waitUntil: 'commit' });
    await expect(page.locator('.abstract')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.abstract')).toBeVisible();
    // The page is drawn with its stylesheet (it blocks rendering), but the DOM can be read before the
    // sheet is in: on a busy CI machine the check ran first and saw the words the sheet hides.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));
    expect(await englishInInterface(page)).toEqual([]);
  });

  test('on a 360 px phone: one header row, no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(resultLinks(page).first()).toBeVisible();
    expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThan(2 * 44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('loads its first results within the same 120 KB gzip, with the Chinese messages and none of the English', async ({ page }) => {
    const { urls, total } = await firstResultsScripts(page, 'zh');
    expect(total, `gzip bytes of ${urls.join(', ')}`).toBeLessThanOrEqual(FIRST_RESULTS_JS_BUDGET);
  });

  test('gets only Chinese messages, not the English ones', async ({ page }) => {
    const messages: string[] = [];
    page.on('request', (request) => {
      if (/\/messages-/.test(request.url())) messages.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-search-ready', /./);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((url) => /\/messages-zh-/.test(url)), messages.join(', ')).toBe(true);
  });
});
