// Nothing moves while a page loads (issue 12: Lighthouse's mobile CLS on / was 0.30): at phone and
// desktop widths, with an empty reading list and one that holds papers, in light and in saved dark mode,
// the summed layout shift of a directly loaded page, once it has settled, stays within 0.02. A failure
// names the nodes that moved and by how much, as the browser reports them.

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';

const MAX_SHIFT = 0.02;
const THEME_KEY = 'paper-explorer:theme';

const SIZES = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
];

interface PageCase {
  name: string;
  url: string;
  /** Resolves once everything the page loads late is in: data, the reading list's code, the controls. */
  settled: (page: Page) => Promise<void>;
  /** Milliseconds list.json is held back, so that it arrives after what the page shows without it. */
  slowList?: number;
}

const PAGES: PageCase[] = [
  {
    name: '/',
    url: '/',
    settled: async (page) => {
      // Generous: two workers share a small machine, and a slow index is no layout shift.
      await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 20_000 });
      // The library's code is in: the first result's star and Save search are offered.
      await expect(page.getByRole('list', { name: 'Results' }).getByRole('article').first().getByRole('button', { name: /reading list/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save search' })).toBeVisible();
    },
  },
  {
    name: 'a paper page',
    url: '/paper/cfmm',
    settled: async (page) => {
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
      await expect(page.getByRole('button', { name: /reading list/ })).toBeVisible();
    },
  },
];

// The other pages: whatever they load late is in once the network is quiet and a heading shows.
const quiet = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
};
const OTHER_PAGES: PageCase[] = [
  {
    name: 'a paper page with math',
    url: '/paper/decentralized-online-convex-optimization',
    settled: async (page) => {
      await PAGES[1]!.settled(page);
      await expect(page.locator('.abstract .katex').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
    },
  },
  { name: '/map', url: '/map', settled: quiet },
  { name: '/overview', url: '/overview', settled: quiet },
];

/** Saves the first `n` results to the reading list the way a reader does, on the search page. */
async function saveFirstResults(page: Page, n: number): Promise<void> {
  await page.goto('/');
  const articles = page.getByRole('list', { name: 'Results' }).getByRole('article');
  for (let i = 0; i < n; i++) {
    await articles.nth(i).getByRole('button', { name: 'Add to reading list' }).click();
    await expect(articles.nth(i).getByRole('button', { name: 'Remove from reading list' })).toBeVisible();
  }
}

interface Shift {
  value: number;
  at: number;
  moved: string[];
}

/** Every layout shift since the document started that no input caused, with what moved. */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
        const describe = (node: Node | null): string => {
          if (!(node instanceof Element)) return node?.textContent?.trim().slice(0, 30) ?? '(gone)';
          const classes = node.classList.length > 0 ? `.${[...node.classList].join('.')}` : '';
          return `${node.tagName.toLowerCase()}${classes} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
        };
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            (list.getEntries() as LayoutShift[])
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({
                value: entry.value,
                at: Math.round(entry.startTime),
                moved: entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
              })),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer's callback never runs.
        setTimeout(() => resolve([]), 1000);
      }),
  );
}

// The reading list with papers on it, its list.json late: the reader's own entries show first, and the
// topics list.json brings fill the lines kept for them (it moved by 0.02–0.06 when a notice went).
const READING_LIST: PageCase = {
  name: '/reading-list',
  url: '/reading-list',
  slowList: 1000,
  settled: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Reading list' })).toBeVisible();
    await expect(page.locator('.reading-entry').first().getByRole('list', { name: 'Topics' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  },
};

// Every width, library and theme for the two pages readers land on; a full library in dark for the others;
// the reading list full, in both themes, on a phone and a desktop.
const CASES = SIZES.flatMap((size) => [
  ...[0, 3].flatMap((listed) =>
    (['light', 'dark'] as const).flatMap((theme) => PAGES.map((target) => ({ size, listed, theme, target }))),
  ),
  ...OTHER_PAGES.map((target) => ({ size, listed: 3, theme: 'dark' as const, target })),
  ...(size.width === 360 ? [] : (['light', 'dark'] as const).map((theme) => ({ size, listed: 3, theme, target: READING_LIST }))),
]);

for (const { size, listed, theme, target } of CASES) {
  const library = listed === 0 ? 'an empty reading list' : `${listed} papers on the reading list`;
  test(`${target.name} at ${size.width}×${size.height}, ${theme}, ${library}: layout shift ≤ ${MAX_SHIFT}`, async ({ page }) => {
    await page.setViewportSize(size);
    // Saved before any of the page's scripts run, as a returning reader's choice would be.
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: THEME_KEY, value: theme });
    if (listed > 0) await saveFirstResults(page, listed);
    const { slowList } = target;
    if (slowList !== undefined) {
      await page.route('**/data/list.json', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, slowList));
        await route.continue();
      });
    }
    await page.goto(target.url);
    await target.settled(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Two frames and a moment more: a shift caused by the last arrival is reported by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
    const shifts = await layoutShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts:\n${JSON.stringify(shifts, null, 2)}`).toBeLessThanOrEqual(MAX_SHIFT);
  });
}
