// The app shell on a 360×740 phone and a 1280×800 desk (issue 15), on the bundled list and on the
// 5,000-paper build: the header is one row on the phone (the site navigation behind a Menu button that
// the keyboard can work), the search box shows its whole placeholder, the first result starts in the
// upper half of the phone's first screen, no "/" hint on a touch screen, and 44 px targets in the header.
// The layout is the same in light and dark; axe checks both themes, the menu open among the states
// (accessibility.spec.ts).

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { largeURL } from '../playwright.config';

const PHONE = { width: 360, height: 740 };
const DESK = { width: 1280, height: 800 };
const SITES = [
  { name: 'the bundled list', url: '' },
  { name: '5,000 papers', url: largeURL },
];

// The 5,000-paper index takes its time on a shared machine.
test.describe.configure({ timeout: 120_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Site' });
const menuButton = (page: Page) => nav(page).getByRole('button', { name: 'Menu' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search papers' });
const shortcutHint = (page: Page) => page.locator('.searchbox-shortcut');

/** Opens / and waits until everything the first screen gets late is in (as e2e/layoutShift.spec.ts). */
async function openHome(page: Page, site: string): Promise<void> {
  await page.goto(`${site}/`);
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Save search' })).toBeVisible();
}

/**
 * Whether the placeholder fits the box: a copy of the box holding the placeholder as its text, in the
 * same place and style, does not scroll. (The text area is narrower than the padding box says: Chromium
 * keeps room for a search box's clear button even while it is hidden.)
 */
const placeholderFits = (page: Page) =>
  searchBox(page).evaluate((input: HTMLInputElement) => {
    const copy = input.cloneNode() as HTMLInputElement;
    copy.removeAttribute('id');
    copy.value = input.placeholder;
    Object.assign(copy.style, { position: 'absolute', inset: '0', visibility: 'hidden' });
    input.after(copy);
    const fits = copy.clientWidth === input.clientWidth && copy.scrollWidth <= copy.clientWidth;
    copy.remove();
    return { placeholder: input.placeholder, fits };
  });

/** The controls in the header, the search bar and the results' toolbar smaller than 44 px either way. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.site-header :is(a, button), .search-bar :is(input, button), .search-results > :is(.results-bar, .results-actions) :is(a, button, select)')]
      .filter((el) => el.checkVisibility())
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ el, box }) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`),
  );

for (const site of SITES) {
  test.describe(`on a phone, ${site.name}`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('one header row with a Menu, the whole placeholder, the first result in the upper half', async ({ page }) => {
      await openHome(page, site.url);

      // One row: the menu button and the theme control side by side, the links folded away.
      const header = (await page.locator('.site-header').boundingBox())!;
      const menu = (await menuButton(page).boundingBox())!;
      const theme = (await page.locator('.theme-toggle').boundingBox())!;
      expect(header.height).toBeLessThan(2 * 44);
      expect(Math.abs(menu.y - theme.y)).toBeLessThan(4);
      await expect(nav(page).getByRole('link', { name: 'Overview' })).toBeHidden();

      expect(await placeholderFits(page)).toEqual({ placeholder: 'Search titles, abstracts…', fits: true });
      await expect(searchBox(page)).toHaveAccessibleName('Search papers');

      const first = (await page.getByRole('list', { name: 'Results' }).getByRole('listitem').first().boundingBox())!;
      expect(first.y, 'where the first result starts').toBeLessThan(PHONE.height / 2);
      // Above it, the results' toolbar in three rows: the count with Filters, the rows' density with
      // their order, and the search's actions (Export shows its first word).
      const top = async (name: string | RegExp, role: 'button' | 'link' | 'combobox' = 'button') =>
        Math.round((await page.getByRole('region', { name: 'Search results' }).getByRole(role, { name }).or(page.getByRole('complementary', { name: 'Filters' }).getByRole(role, { name })).first().boundingBox())!.y);
      expect(await top('Filters')).toBe(Math.round((await page.getByRole('status').filter({ hasText: /papers$/ }).boundingBox())!.y));
      expect(await top('Compact rows')).toBe(await top('Sort', 'combobox'));
      expect(new Set([await top('Show on map', 'link'), await top('Save search'), await top('Export results')]).size).toBe(1);

      // A touch screen: no "/" to press, so no hint of it.
      await expect(shortcutHint(page)).toBeHidden();
      expect(await smallTargets(page), 'header controls smaller than 44 px').toEqual([]);
        });

    test('the menu opens over the page, works with the keyboard and closes on Esc', async ({ page }) => {
      await openHome(page, site.url);
      const heading = page.getByRole('heading', { level: 1 });
      const headingBefore = (await heading.boundingBox())!.y;

      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      const links = nav(page).getByRole('link');
      await expect(links).toHaveText(['All papers', 'Overview', 'Map', /^Reading list/, 'Schedule']);
      // Over the page: nothing under the header moved.
      expect((await heading.boundingBox())!.y).toBe(headingBefore);
      expect(await smallTargets(page), 'menu links smaller than 44 px').toEqual([]);
  
      await page.keyboard.press('Tab');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton(page)).toBeFocused();
      await expect(nav(page).getByRole('link', { name: 'Overview' })).toBeHidden();

      // A tap on a link goes there and folds the menu.
      await menuButton(page).tap();
      await nav(page).getByRole('link', { name: 'Overview' }).tap();
      await expect(page).toHaveURL(/\/overview$/);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test("a paper deep in the list: Previous and Next on one row, the abstract in the first screen, nothing moves", async ({ page, request }) => {
      // A paper far down the list, whose position is the longest to write ("1,234 of 5,000").
      const list = (await (await request.get(`${site.url}/data/list.json`)).json()) as { papers: { id: string }[] };
      const paper = list.papers[Math.min(1233, list.papers.length - 1)]!;
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const lang of ['en', 'zh']) {
        await page.goto(`${site.url}/paper/${paper.id}?lang=${lang}`);
        const walk = page.locator('.paper-nav-walk:not(.paper-nav-reserve)');
        await expect(walk.getByRole('link').first()).toBeVisible();
        await expect(page.getByRole('button', { name: /reading list|阅读列表/ })).toBeVisible();
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
        const [previous, position, next] = await Promise.all(
          [walk.getByRole('link').first(), walk.locator('.paper-nav-position'), walk.getByRole('link').last()].map(async (l) => (await l.boundingBox())!),
        );
        expect(Math.abs(previous!.y - next!.y), `${lang}: Previous and Next on one row`).toBeLessThan(1);
        expect(position!.y, `${lang}: the position between them`).toBeGreaterThanOrEqual(previous!.y - 1);
        expect(position!.y + position!.height).toBeLessThanOrEqual(previous!.y + previous!.height + 1);
        // The walk arriving after the page took the place its reserve kept: the abstract did not move.
        const shift = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, v) => sum + v, 0));
        expect(shift, `${lang}: layout shift`).toBeLessThanOrEqual(0.02);
        // Its first lines show, under a long synthetic title, two rows of benchmarks and a code link.
        const abstract = (await page.locator('.abstract').boundingBox())!;
        expect(abstract.y, `${lang}: where the abstract begins`).toBeLessThan(PHONE.height - 100);
      }
    });

    if (site.url === '') {
      test("a paper's abstract begins in the first screen, below a long title, its topics, its actions and its links", async ({ page, request }) => {
        // The papers whose page puts the most above the abstract: the longest titles, with a code link and without.
        const list = (await (await request.get('/data/list.json')).json()) as { papers: { id: string; title: string; code: boolean }[] };
        const longest = (papers: typeof list.papers) => [...papers].sort((a, b) => b.title.length - a.title.length).slice(0, 2);
        const late: string[] = [];
        for (const { id } of [...longest(list.papers.filter((p) => p.code)), ...longest(list.papers.filter((p) => !p.code))]) {
          await page.goto(`/paper/${id}`);
          await expect(page.getByRole('button', { name: /reading list/ })).toBeVisible();
          const top = (await page.locator('.abstract').boundingBox())!.y;
          if (top >= 0.8 * PHONE.height) late.push(`${id} at ${Math.round(top)} px`);
        }
        expect(late, `abstracts beginning below ${0.8 * PHONE.height} px of a ${PHONE.height} px screen`).toEqual([]);
      });
    }

    test.describe('with a mouse and a keyboard', () => {
      test.use({ isMobile: false, hasTouch: false });

      test('a phone-sized window keeps the "/" hint, and the placeholder still fits', async ({ page }) => {
        await openHome(page, site.url);
        await expect(shortcutHint(page)).toBeVisible();
        expect(await placeholderFits(page)).toEqual({ placeholder: 'Search titles, abstracts…', fits: true });
        await page.keyboard.press('/');
        await expect(searchBox(page)).toBeFocused();
      });
    });
  });

  test.describe(`on a desk, ${site.name}`, () => {
    test.use({ viewport: DESK });

    test('the links stand in a row, the whole placeholder shows', async ({ page }) => {
      await openHome(page, site.url);
      await expect(menuButton(page)).toBeHidden();
      const links = nav(page).getByRole('link');
      await expect(links).toHaveText(['All papers', 'Overview', 'Map', /^Reading list/, 'Schedule']);
      const tops = await links.evaluateAll((all) => all.map((a) => Math.round(a.getBoundingClientRect().top)));
      expect(new Set(tops).size, 'rows of links').toBe(1);
      expect(await placeholderFits(page)).toEqual({ placeholder: 'Search titles, abstracts, benchmarks…', fits: true });
      await expect(shortcutHint(page)).toBeVisible();
        });
  });
}
