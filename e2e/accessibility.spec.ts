// No violation axe-core finds, on every kind of page and in every state a reader brings about, in light and
// in dark, and in Chinese. axe runs once per page (or state) and theme, at the size where the page looks
// that way: the filter sheet and the menu on a phone, the rest on a desk. What changes with the size (the
// layout, touch targets, nothing moving) is checked at each size by phone.spec.ts, appearance.spec.ts and
// layoutShift.spec.ts; the colours and the markup axe reads are the same at every size.

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { expectNoViolations } from './axe';
import { largeURL } from '../playwright.config';
import { zh } from './zh';

// axe reads the whole page, once or twice a test, on a machine the other workers share.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 360, height: 740 };
const DESK = { width: 1280, height: 800 };

const results = (page: Page) => page.getByRole('list', { name: 'Results' });

/** Opens the search page and waits until the app has taken it over with everything it loads late. */
async function openSearch(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Save search' })).toBeVisible();
}

interface AxeCase {
  name: string;
  /** The size the state shows at; a phone is a touch screen. */
  viewport: typeof PHONE | typeof DESK;
  /** The 5,000-paper site, where the number of papers changes what the page holds. */
  large?: boolean;
  /** Brings the page into the state to check. */
  open: (page: Page) => Promise<void>;
}

const CASES: AxeCase[] = [
  {
    name: 'the search page at 5,000 papers, with a query: results, every filter group and the benchmark filter box',
    viewport: DESK,
    large: true,
    open: async (page) => {
      await openSearch(page, '/?q=learning');
      await expect(page.getByRole('searchbox', { name: 'Filter benchmarks' })).toBeVisible();
    },
  },
  {
    name: 'the search page on a phone, the filters open as a sheet',
    viewport: PHONE,
    open: async (page) => {
      await openSearch(page, '/?q=learning');
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    },
  },
  {
    name: 'the search page on a phone at 5,000 papers, the site menu open over it',
    viewport: PHONE,
    large: true,
    open: async (page) => {
      await openSearch(page, '/');
      const menu = page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    name: 'the save-search form, and "Saved as…" once saved',
    viewport: DESK,
    open: async (page) => {
      await openSearch(page, '/?q=learning');
      await page.getByRole('button', { name: 'Save search' }).click();
      await page.getByRole('textbox', { name: 'Name of this search' }).fill('Learning, saved');
      await expectNoViolations(page);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved as “Learning, saved”.')).toBeVisible();
    },
  },
  {
    name: 'a paper page opened from the results: Previous and Next, links, topics, the reading-list button, Cite',
    viewport: DESK,
    open: async (page) => {
      await page.goto('/?sort=title');
      await results(page).locator('a[data-route]').first().click();
      await expect(page.getByRole('link', { name: 'Next →' })).toBeVisible();
      await expect(page.getByRole('link', { name: '← Previous' })).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByRole('button', { name: /reading list/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    },
  },
  {
    name: 'a paper page with math',
    viewport: DESK,
    open: async (page) => {
      await page.goto('/paper/decentralized-online-convex-optimization');
      await expect(page.locator('.abstract .katex').first()).toBeVisible();
    },
  },
  {
    name: 'not found, with "Did you mean"',
    viewport: DESK,
    open: async (page) => {
      await page.goto('/paper/toolorchestr');
      await expect(page.getByRole('heading', { level: 2, name: 'Did you mean' })).toBeVisible();
    },
  },
  {
    name: 'the reading list with five papers, a note open, a long note folded and a paper selected',
    viewport: DESK,
    open: async (page) => {
      await openSearch(page, '/');
      const articles = results(page).getByRole('article');
      const titles: string[] = [];
      for (let i = 0; i < 5; i++) {
        titles.push(((await articles.nth(i).getByRole('heading', { level: 2 }).textContent()) ?? '').trim());
        await articles.nth(i).getByRole('button', { name: 'Add to reading list' }).click();
        await expect(articles.nth(i).getByRole('button', { name: 'Remove from reading list' })).toBeVisible();
      }
      await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: /^Reading list/ }).click();
      await expect(page.getByRole('list', { name: 'Papers on your reading list' }).getByRole('heading', { level: 3 })).toHaveCount(5);
      await page.getByRole('button', { name: `Add a note on ${titles[0]}` }).click();
      await page.getByRole('textbox', { name: `Note on ${titles[0]}` }).fill('one\ntwo\nthree\nfour');
      await page.getByRole('checkbox', { name: titles[1] }).check();
      await expect(page.getByRole('button', { name: `Show more of the note on ${titles[0]}` })).toBeVisible();
    },
  },
  {
    name: 'the map',
    viewport: DESK,
    open: async (page) => {
      await page.goto('/map');
      await expect(page.locator('canvas[data-map-drawn="true"]')).toBeVisible();
    },
  },
  {
    name: 'the overview, with its characteristic terms',
    viewport: DESK,
    open: async (page) => {
      await page.goto('/overview');
      await expect(page.getByRole('figure', { name: 'Characteristic terms by topic' }).getByRole('link').first()).toBeVisible();
    },
  },
];

for (const { name, viewport, large, open } of CASES) {
  test.describe(() => {
    test.use({ viewport, ...(viewport === PHONE ? { isMobile: true, hasTouch: true } : {}), ...(large ? { baseURL: largeURL } : {}) });
    test(`axe: ${name}, light and dark`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await open(page);
      await expectNoViolations(page);
    });
  });
}

// In Chinese: the names axe reads and the languages it checks (the page's zh-CN, the papers' en) change with
// the language, its colours do not: one theme.
test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: DESK });
  const ZH_PAGES = [
    { path: '/?q=learning', ready: (page: Page) => page.getByRole('list', { name: zh('search.results.list') }).getByRole('article').first() },
    { path: '/paper/cfmm', ready: (page: Page) => page.getByRole('button', { name: zh('paper.copyLink') }) },
    { path: '/reading-list', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
    { path: '/overview', ready: (page: Page) => page.getByRole('figure', { name: zh('overview.termsTitle') }).getByRole('link').first() },
    { path: '/map', ready: (page: Page) => page.locator('canvas[data-map-drawn="true"]') },
    { path: '/paper/toolorchestr', ready: (page: Page) => page.getByRole('heading', { level: 2 }) },
  ];
  for (const { path, ready } of ZH_PAGES) {
    test(`axe: ${path} in Chinese, light`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(ready(page)).toBeVisible();
      await expectNoViolations(page, ['light']);
    });
  }
});

// The scan itself: what it looks for, planted in a page, fails it (a scan that ran no rules, or ran them
// somewhere other than the page, would pass every test above).
test('the scan fails a page with an image without a text alternative, or with text too faint to read', async ({ page }) => {
  await page.goto('/reading-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('main')!.append(image);
  });
  await expect(expectNoViolations(page, ['light'])).rejects.toThrow(/image-alt/);
  await page.evaluate(() => {
    document.querySelector('main img')!.remove();
    const faint = document.createElement('p');
    faint.textContent = 'Faint words';
    Object.assign(faint.style, { color: '#9a9a9a', background: '#a0a0a0' });
    document.querySelector('main')!.append(faint);
  });
  await expect(expectNoViolations(page, ['light'])).rejects.toThrow(/color-contrast/);
});
