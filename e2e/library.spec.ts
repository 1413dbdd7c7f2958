// The reading list against the production build: it survives a reload, two tabs of one browser keep
// each other's papers, damaged or unavailable storage never stops the app, a shared list opens
// read-only, and an exported file imports back, merging into a list that has the same paper.

import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { holdBack } from './network';

const KEY = 'paper-explorer:library';
const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const row = (page: Page, title: RegExp) => results(page).getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
// The site navigation's link and its count (folded into the Menu on a phone: there, hidden until opened).
const navCount = (page: Page) => page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: /^Reading list/, includeHidden: true });
/** Follows the site navigation's "Reading list" link: through the Menu on a phone, as a reader does. */
async function openReadingList(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await navCount(page).click();
}
const CFMM = /^Contrastive Flow Map Matching/;
// Five papers on a phone: each row's title wraps, and its controls take a 44 px line of their own.
const PHONE_MAX = 900;

async function starFirstResults(page: Page, n: number): Promise<string[]> {
  const titles: string[] = [];
  for (let i = 0; i < n; i++) {
    const article = results(page).getByRole('article').nth(i);
    titles.push(((await article.getByRole('heading', { level: 2 }).textContent()) ?? '').trim());
    await article.getByRole('button', { name: 'Add to reading list' }).click();
    await expect(article.getByRole('button', { name: 'Remove from reading list' })).toHaveAttribute('aria-pressed', 'true');
  }
  return titles;
}

test('a paper saved from the results is still saved after a reload, and listed on the reading list', async ({ page }) => {
  await page.goto('/');
  const [title] = await starFirstResults(page, 1);
  await expect(navCount(page)).toHaveText('Reading list 1');
  await page.reload();
  await expect(results(page).getByRole('article').first().getByRole('button', { name: 'Remove from reading list' })).toBeVisible();
  await expect(navCount(page)).toHaveText('Reading list 1');
  await openReadingList(page);
  await expect(page).toHaveURL(/\/reading-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reading list' })).toBeVisible();
  await expect(page.getByRole('link', { name: title! })).toBeVisible();
});

test('b saves the open paper; two tabs of one browser each keep the paper the other saved', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/paper/cfmm');
  await second.goto('/?q=flow');
  await expect(first.getByRole('heading', { level: 1 })).toHaveText(CFMM);
  await first.keyboard.press('b');
  await expect(first.getByRole('button', { name: /Remove from reading list/ })).toBeVisible();

  // The other tab sees it without a reload, and saves another paper of its own.
  await expect(navCount(second)).toHaveText('Reading list 1');
  await expect(row(second, CFMM).getByRole('button', { name: 'Remove from reading list' })).toBeVisible();
  const other = results(second).getByRole('article').filter({ hasNot: second.getByRole('link', { name: CFMM }) }).first();
  await other.getByRole('button', { name: 'Add to reading list' }).click();
  await expect(navCount(second)).toHaveText('Reading list 2');
  await expect(navCount(first)).toHaveText('Reading list 2');

  const stored = await first.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), KEY);
  expect(stored.state.readingList).toHaveLength(2);
});

test('b pressed as soon as a paper\'s page shows, before the reading list has loaded, saves the paper', async ({ page }) => {
  // The reading list's code held back: the page (prerendered, then the app's) shows, its toggle not yet.
  const release = await holdBack(page, '**/assets/libraryStore-*.js');
  await page.goto('/paper/cfmm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CFMM);
  await page.keyboard.press('b');
  release();
  await expect(page.getByRole('button', { name: /Remove from reading list/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(navCount(page)).toHaveText('Reading list 1');
});

test('damaged stored data: the app starts, says so, and offers the untouched copy to download', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, '{not json');
      sessionStorage.setItem('seeded', '1');
    }
  }, KEY);
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('could not be read');
  const [download] = await Promise.all([page.waitForEvent('download'), alert.getByRole('button', { name: 'Download backup' }).click()]);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path, 'utf8')).toBe('{not json');
  // Still usable: a paper saved now is kept.
  await starFirstResults(page, 1);
  await expect(navCount(page)).toHaveText('Reading list 1');
});

test('storage that throws: the reading list works in memory, with a warning', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  await expect(page.getByText(/forgotten when this tab closes/)).toBeVisible();
  await starFirstResults(page, 2);
  await expect(navCount(page)).toHaveText('Reading list 2');
});

test('a full storage keeps the changes in the tab and says so', async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('paper-explorer:library')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await page.goto('/');
  await starFirstResults(page, 1);
  await expect(page.getByText(/storage for the site is full/)).toBeVisible();
  await expect(navCount(page)).toHaveText('Reading list 1');
});

test('a shared reading list opens read-only, and "Add all to my reading list" takes its papers', async ({ page, context }) => {
  await page.goto('/');
  const titles = await starFirstResults(page, 2);
  await openReadingList(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share list' }).click();
  await expect(page.getByText(/^Link copied/)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe('/reading-list');
  expect(new URL(link).searchParams.get('ids')?.split(',')).toHaveLength(2);

  // Someone else opens it, with a third id that names no paper.
  const other = await context.browser()!.newContext();
  const reader = await other.newPage();
  await reader.goto(`${link},no-such-paper`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Shared reading list' })).toBeVisible();
  const shared = reader.getByRole('list', { name: 'Shared papers' });
  for (const title of titles) await expect(shared.getByRole('link', { name: title })).toBeVisible();
  await expect(shared).toContainText('Unavailable');
  await expect(reader.getByRole('main').getByRole('combobox')).toHaveCount(0); // read-only: no status or note controls (the header's language menu is no part of the list)
  await reader.getByRole('button', { name: 'Add all to my reading list' }).click();
  await expect(reader.getByText(/Added 2 papers to your reading list/)).toBeVisible();
  await expect(navCount(reader)).toHaveText('Reading list 2');
  await other.close();
});

test('the reading list exports to a file that imports back into an empty browser', async ({ page, browser }) => {
  await page.goto('/');
  const titles = await starFirstResults(page, 2);
  await openReadingList(page);
  await page.getByRole('combobox', { name: `Status of ${titles[0]}` }).selectOption('reading');
  await page.getByRole('button', { name: `Add a note on ${titles[0]}` }).click();
  await page.getByRole('textbox', { name: `Note on ${titles[0]}` }).fill('Read the appendix first');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^paper-explorer-library-\d{4}-\d{2}-\d{2}\.json$/);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/reading-list');
  await expect(other.getByText('Your reading list is empty.')).toBeVisible();
  await other.getByLabel('Library file to import').setInputFiles(file);
  await expect(other.getByText(/Imported “paper-explorer-library-.*”: 2 papers added/)).toBeVisible();
  await expect(navCount(other)).toHaveText('Reading list 2');
  await expect(other.getByRole('combobox', { name: `Status of ${titles[0]}` })).toHaveValue('reading');
  await expect(other.getByRole('textbox', { name: `Note on ${titles[0]}` })).toHaveValue('Read the appendix first');

  // Importing the same file again adds nothing twice.
  await other.getByLabel('Library file to import').setInputFiles(file);
  await expect(other.getByText(/Nothing was imported/)).toBeVisible();
  await expect(navCount(other)).toHaveText('Reading list 2');
  await fresh.close();
});

test('a paper starred later in another browser takes, on import, the status and note the first one exported', async ({ page, browser }) => {
  // Browser A: reading, with a note.
  await page.goto('/paper/cfmm');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(CFMM);
  const title = ((await heading.textContent()) ?? '').trim();
  // The prerendered heading is there before the app: b works once the star is offered.
  await expect(page.getByRole('button', { name: /Add to reading list/ })).toBeVisible();
  await page.keyboard.press('b');
  await expect(page.getByRole('button', { name: /Remove from reading list/ })).toBeVisible();
  await openReadingList(page);
  await page.getByRole('combobox', { name: `Status of ${title}` }).selectOption('reading');
  await page.getByRole('button', { name: `Add a note on ${title}` }).click();
  await page.getByRole('textbox', { name: `Note on ${title}` }).fill('Read the appendix first');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);

  // Browser B stars the same paper later, setting nothing, then imports A's file.
  const later = await browser.newContext();
  const other = await later.newPage();
  await other.goto('/paper/cfmm');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(CFMM);
  await other.getByRole('button', { name: /Add to reading list/ }).click();
  await navCount(other).click();
  await expect(other.getByRole('combobox', { name: `Status of ${title}` })).toHaveValue('to-read');
  await other.getByLabel('Library file to import').setInputFiles(file);

  await expect(other.getByText(/^Imported “paper-explorer-library-.*”: 1 paper updated\.$/)).toBeVisible();
  await expect(other.getByRole('list', { name: 'Updated papers' }).getByRole('listitem')).toHaveText(
    `“${title}”: took the imported status “Reading” and took the imported note.`,
  );
  await expect(other.getByRole('combobox', { name: `Status of ${title}` })).toHaveValue('reading');
  await expect(other.getByRole('textbox', { name: `Note on ${title}` })).toHaveValue('Read the appendix first');
  await expect(navCount(other)).toHaveText('Reading list 1');

  // Again: nothing is appended twice.
  await other.getByLabel('Library file to import').setInputFiles(file);
  await expect(other.getByText(/Nothing was imported/)).toBeVisible();
  await expect(other.getByRole('textbox', { name: `Note on ${title}` })).toHaveValue('Read the appendix first');
  await later.close();
});

test('results export as CSV: the whole filtered set, one row per paper', async ({ page }) => {
  await page.goto('/?code=1');
  // The app's own count, once it has taken over (the prerendered page counts every paper).
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', /./);
  const text = (await page.locator('.result-count').textContent()) ?? '';
  const count = Number(/^(\d+)/.exec(text)?.[1]);
  expect(count).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Export results' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export results as CSV' }).click()]);
  const { readFileSync } = await import('node:fs');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.trim().split('\r\n')).toHaveLength(count + 1);
  expect(csv.split('\r\n')[0]).toBe('id,title,title_source,url,topics,benchmarks,code');
});

// Issue 15: a reading list to work from, on a desk and on a phone.
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, maxListHeight: 550 },
  { name: 'phone', viewport: { width: 360, height: 740 }, maxListHeight: PHONE_MAX },
] as const;

const listOfPapers = (page: Page) => page.getByRole('list', { name: 'Papers on your reading list' });
const headings = (page: Page) => listOfPapers(page).getByRole('heading', { level: 3 });

/** Five papers from the results on the reading list, with the page open on it; their titles. */
async function fivePapers(page: Page): Promise<string[]> {
  await page.goto('/');
  const titles = await starFirstResults(page, 5);
  await openReadingList(page);
  await expect(headings(page)).toHaveCount(5);
  return titles;
}

/** The layout shifts, input or not, between now and `done` settling: what a reader sees move. */
async function shiftDuring(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
  await act();
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

for (const { name, viewport, maxListHeight } of SIZES) {
  test.describe(`the reading list at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: name === 'phone', isMobile: name === 'phone' });

    test(`five papers take at most ${maxListHeight} px, their notes folded`, async ({ page }) => {
      await fivePapers(page);
      const box = await listOfPapers(page).boundingBox();
      test.info().annotations.push({ type: 'height', description: `${name}: ${Math.round(box!.height)} px for 5 papers` });
      expect(box!.height).toBeLessThanOrEqual(maxListHeight);
      await expect(listOfPapers(page).getByRole('textbox')).toHaveCount(0);
      await expect(listOfPapers(page).getByRole('button', { name: /^Add a note on / })).toHaveCount(5);
    });

    test('each paper shows its topics whole on one line, and counts those left out ("+2")', async ({ page }) => {
      // Twelve papers, among them some with three topics (the rows scroll past as they are starred).
      await page.goto('/');
      for (let saved = 0; saved < 12; saved++) {
        await results(page).getByRole('button', { name: 'Add to reading list' }).first().click();
        await expect(navCount(page)).toHaveText(`Reading list ${saved + 1}`);
      }
      await openReadingList(page);
      await expect(headings(page)).toHaveCount(12);
      await expect(listOfPapers(page).getByRole('list', { name: 'Topics' }).first()).toBeVisible();
      const rows = await listOfPapers(page).getByRole('list', { name: 'Topics' }).evaluateAll((lists) =>
        lists.map((list) => {
          const box = list.getBoundingClientRect();
          const chips = [...list.querySelectorAll<HTMLElement>('.topic:not(.topic-more)')];
          const shown = chips.filter((chip) => chip.checkVisibility());
          const more = list.querySelector<HTMLElement>('.topic-more');
          return {
            total: chips.length,
            shown: shown.length,
            // A chip cut by the line's edge, or its text by the chip's.
            cut: shown.filter((chip) => chip.getBoundingClientRect().right > box.right + 0.5 || chip.scrollWidth > chip.clientWidth).map((chip) => chip.textContent),
            more: more?.checkVisibility() ? more.querySelector('[aria-hidden="true"]')?.textContent : null,
            moreSaid: more?.checkVisibility() ? more.querySelector('.visually-hidden')?.textContent : null,
            moreCut: more?.checkVisibility() ? more.getBoundingClientRect().right > box.right + 0.5 : false,
            oneLine: new Set([...shown, ...(more?.checkVisibility() ? [more] : [])].map((chip) => Math.round(chip.getBoundingClientRect().top))).size <= 1,
          };
        }),
      );
      test.info().annotations.push({ type: 'topics', description: JSON.stringify(rows) });
      for (const row of rows) {
        expect(row.cut).toEqual([]);
        expect(row.moreCut).toBe(false);
        expect(row.oneLine).toBe(true);
        // Every topic is either shown or counted.
        expect(row.more).toBe(row.shown < row.total ? `+${row.total - row.shown}` : null);
        if (row.more) expect(row.moreSaid).toMatch(new RegExp(`^${row.total - row.shown} more topics?: `));
      }
      expect(rows.some((row) => row.total > 1)).toBe(true);
      // A phone's row has no room for two long topics: some are counted.
      if (name === 'phone') expect(rows.some((row) => row.more !== null)).toBe(true);
    });

    test('papers selected are marked read, or removed and put back with Undo', async ({ page }) => {
      const titles = await fivePapers(page);
      await page.getByRole('checkbox', { name: titles[1] }).check();
      await page.getByRole('checkbox', { name: titles[3] }).check();
      const bar = page.getByRole('group', { name: 'Selected papers' });
      await expect(bar).toContainText('2 papers selected');
      await bar.getByRole('combobox', { name: 'Set to' }).selectOption('read');
      await bar.getByRole('button', { name: 'Set status' }).click();
      await expect(page.getByRole('combobox', { name: `Status of ${titles[1]}` })).toHaveValue('read');
      await expect(page.getByRole('combobox', { name: `Status of ${titles[3]}` })).toHaveValue('read');
      await expect(page.getByRole('combobox', { name: `Status of ${titles[0]}` })).toHaveValue('to-read');

      await bar.getByRole('button', { name: 'Remove selected' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Removed 2 papers from your reading list.' })).toBeVisible();
      await expect(headings(page)).toHaveText([titles[0]!, titles[2]!, titles[4]!]);
      await expect(navCount(page)).toHaveText('Reading list 3');
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(headings(page)).toHaveText(titles);
      await expect(page.getByRole('combobox', { name: `Status of ${titles[3]}` })).toHaveValue('read');
      await expect(navCount(page)).toHaveText('Reading list 5');

      // Select all, then remove: the list is empty, and Undo still brings it all back.
      await page.getByRole('checkbox', { name: 'Select all' }).check();
      await bar.getByRole('button', { name: 'Remove selected' }).click();
      await expect(page.getByText('Your reading list is empty.')).toBeVisible();
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(headings(page)).toHaveText(titles);
    });

    test('the address sorts and filters the list, and a malformed one is ignored', async ({ page }) => {
      const titles = await fivePapers(page);
      await page.getByRole('combobox', { name: `Status of ${titles[2]}` }).selectOption('read');
      await page.getByRole('combobox', { name: `Status of ${titles[4]}` }).selectOption('reading');

      await page.goto('/reading-list?sort=title&status=to-read');
      const toRead = [titles[0]!, titles[1]!, titles[3]!].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }));
      await expect(headings(page)).toHaveText(toRead);
      await expect(page.getByRole('radio', { name: 'To read (3)' })).toBeChecked();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');

      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('status');
      await page.getByRole('radio', { name: 'All (5)' }).check();
      await expect(page).toHaveURL(/\/reading-list\?sort=status$/);
      await expect(headings(page)).toHaveText([titles[0]!, titles[1]!, titles[3]!, titles[4]!, titles[2]!]);

      await page.goto('/reading-list?sort=%3Cscript%3E&status=nonsense');
      await expect(headings(page)).toHaveText(titles);
      await expect(page.getByRole('radio', { name: 'All (5)' })).toBeChecked();
    });

    test('"Link copied" moves nothing on the page', async ({ page, context }) => {
      await fivePapers(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const shift = await shiftDuring(page, async () => {
        await page.getByRole('button', { name: 'Share list' }).click();
        await expect(page.getByText(/^Link copied/)).toBeVisible();
      });
      expect(shift).toBe(0);
    });
  });
}
