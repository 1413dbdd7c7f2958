// The pages at the size of a real conference: the site with 5,000 synthetic papers (playwright.config.ts
// builds and serves it beside the bundled one).
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { test } from './pageTest';
import { LARGE_PAPERS, largeURL } from '../playwright.config';

test.use({ baseURL: largeURL });

test('the search page lists all 5,000 papers of a conference-sized list', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText(`${LARGE_PAPERS.toLocaleString('en')} papers`);
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(LARGE_PAPERS));
});

// Back to a long list, deep down (issue 27, item 1). The list is virtual: after Back, every row is drawn
// again from an estimated height until it is measured, so the scroll position alone lands on other rows
// than the reader left. The paper the reader opened must be drawn again, on screen, where it was.
test.describe('Back to a long list deep down shows the paper the reader opened, where it was', () => {
  test.describe.configure({ timeout: 120_000 });
  const SCROLL = 20_000;
  const results = (page: Page) => page.getByRole('list', { name: 'Results' });

  /** Scrolls down by `distance` as a reader does, a screen at a time, each screen drawn before the next. */
  async function scrollDown(page: Page, distance: number): Promise<void> {
    for (let done = 0; done < distance; done += 1000) {
      await page.evaluate(() => new Promise((resolve) => {
        window.scrollBy(0, 1000);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }));
    }
  }

  /** The result nearest the middle of the window, whole on screen: its paper's id and its top. */
  const middleRow = (page: Page) =>
    page.evaluate(() => {
      const rows = [...document.querySelectorAll('[data-paper-id]')].map((row) => ({ id: row.getAttribute('data-paper-id')!, box: row.getBoundingClientRect() }));
      const whole = rows.filter(({ box }) => box.top >= 0 && box.bottom <= innerHeight);
      whole.sort((a, b) => Math.abs(a.box.top - innerHeight / 2) - Math.abs(b.box.top - innerHeight / 2));
      return whole[0] ? { id: whole[0].id, top: whole[0].box.top } : null;
    });

  const rowTop = (page: Page, id: string) =>
    page.evaluate((id) => {
      const row = [...document.querySelectorAll('[data-paper-id]')].find((r) => r.getAttribute('data-paper-id') === id);
      return row ? Math.round(row.getBoundingClientRect().top) : null;
    }, id);

  /** Opens the result in the middle of the window, goes back with `back`, and checks the row came back. */
  async function openAndReturn(page: Page, back: () => Promise<void>): Promise<void> {
    const opened = await middleRow(page);
    expect(opened).not.toBeNull();
    const { id, top } = opened!;
    const link = results(page).locator(`a[data-route="${id}"]`);
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await back();
    await expect(results(page)).toBeVisible();
    // Drawn, on screen, at the height it had when it was clicked, and its link focused for the keyboard.
    await expect(link).toBeInViewport({ ratio: 1 });
    await expect.poll(() => rowTop(page, id)).toBe(Math.round(top));
    await expect(link).toBeFocused();
  }

  const VIEWS = [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, address: '/?topic=rl' },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, address: '/?q=memory' },
  ];
  for (const view of VIEWS) {
    test.describe(`on a ${view.name}, ${view.address}`, () => {
      test.use(view.use);
      test('with "Back to results" and with the browser\'s Back', async ({ page }) => {
        await page.goto(view.address);
        await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 60_000 });
        await scrollDown(page, SCROLL);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(SCROLL - 1000);
        await openAndReturn(page, () => page.getByRole('link', { name: '← Back to results' }).click());
        await scrollDown(page, 5000);
        await openAndReturn(page, () => page.goBack().then(() => undefined));
      });
    });
  }
});
