// A shared search link opened cold (issue 27, item 3): from the first paint to the search's own answer,
// the result count says no number but that answer's. Before, /?q=hallucination showed "Preparing
// search…", then what titles alone found ("0 papers", every filter at (0), the no-results page) while the
// abstracts loaded, then the real count. Without a query or filter, the prerendered count is already the
// answer, and stays.

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { largeURL } from '../playwright.config';

interface Shown {
  /** Every text of the result count, in order, and whether the next frame painted it (a hidden prerendered count is not). */
  statuses: { text: string; shown: boolean }[];
  /** Each painted frame after a change: the count's text, how many filters said "(0)", whether "no results" showed. */
  frames: { status: string; zeroFilters: number; noResults: boolean }[];
}

/**
 * Records, from the document's start, every text the result count takes (a MutationObserver) and what each
 * frame then paints. An init script, so that nothing before the test's first look is missed.
 */
async function recordShown(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const statuses: { text: string; node: Element; shown?: boolean }[] = [];
    const frames: Shown['frames'] = [];
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const countNode = () => document.querySelector('[aria-label="Search results"] [role="status"]');
    let frameAsked = false;
    const onFrame = () => {
      frameAsked = false;
      for (const s of statuses) s.shown ??= s.node.isConnected && visible(s.node);
      const status = countNode();
      if (!status || !visible(status)) return;
      frames.push({
        status: status.textContent ?? '',
        zeroFilters: [...document.querySelectorAll('.facet-count')].filter((el) => visible(el) && el.textContent === '(0)').length,
        noResults: [...document.querySelectorAll('.no-results')].some(visible),
      });
    };
    let last: { node: Element; text: string } | null = null;
    new MutationObserver(() => {
      const node = countNode();
      const text = node?.textContent ?? '';
      if (node && (node !== last?.node || text !== last.text)) {
        last = { node, text };
        statuses.push({ text, node });
      }
      if (!frameAsked) {
        frameAsked = true;
        requestAnimationFrame(onFrame);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    (window as unknown as { shownSearch: () => Shown }).shownSearch = () => ({
      statuses: statuses.map(({ text, shown }) => ({ text, shown: shown ?? false })),
      frames,
    });
  });
}

const countText = /^[\d,]+ papers?$/;

/** Opens `path` cold and returns the final count and everything shown on the way to it. */
async function openCold(page: Page, path: string): Promise<{ final: string; shown: Shown }> {
  await recordShown(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 30_000 });
  const status = page.getByRole('region', { name: 'Search results' }).getByRole('status');
  await expect(status).toHaveText(countText);
  const final = (await status.textContent()) ?? '';
  // Two frames: the last change is painted and recorded.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return { final, shown: await page.evaluate(() => (window as unknown as { shownSearch: () => Shown }).shownSearch()) };
}

/** No count shown on the way but the final one, no "(0)" filter and no "no results" before it. */
function expectOnlyTheAnswer({ final, shown }: { final: string; shown: Shown }): void {
  const painted = shown.statuses.filter((s) => s.shown).map((s) => s.text);
  expect(painted.filter((text) => /\d/.test(text) && text !== final), `counts shown: ${JSON.stringify(painted)}`).toEqual([]);
  expect(painted.at(-1)).toBe(final);
  const before = shown.frames.filter((f) => f.status !== final);
  expect(before.filter((f) => f.zeroFilters > 0 || f.noResults), `frames before "${final}"`).toEqual([]);
}

test.describe('a link opened cold counts only its own results', () => {
  for (const path of ['/?q=hallucination', '/?q=hallucination&topic=llms', '/?topic=rl']) {
    test(path, async ({ page }) => {
      expectOnlyTheAnswer(await openCold(page, path));
    });
  }

  test('/ keeps the prerendered count, and says nothing else', async ({ page }) => {
    const { final, shown } = await openCold(page, '/');
    expect(final).toBe('19 papers');
    expect(new Set(shown.statuses.filter((s) => s.shown).map((s) => s.text))).toEqual(new Set([final]));
  });
});

test.describe('a link opened cold at the size of a real conference', () => {
  test.use({ baseURL: largeURL });
  // 5,000 papers on a small shared machine: loading the full-text index takes its time.
  test.slow();

  for (const path of ['/?q=hallucination', '/?topic=rl']) {
    test(path, async ({ page }) => {
      expectOnlyTheAnswer(await openCold(page, path));
    });
  }
});
