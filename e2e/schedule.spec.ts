// The schedule (issue 30) on the site of a conference's own data (playwright.config.ts publishedURL:
// invented sessions, times, rooms and boards; orals every 7th paper, each with a talk and a poster):
// saved papers planned by day and session, what is on now at a fixed clock, one calendar file read back
// by ical.js in two time zones, a shared read-only link, a phone's width, axe; and a session with a
// query as one link on the search page.

import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { publishedURL } from '../playwright.config';
import { expectNoViolations } from './axe';
import type { ListFile, ListPaper } from '../src/lib/types';
import type { ScheduleFile } from '../src/lib/schedule/scheduleFile';

test.use({ baseURL: publishedURL });

const rows = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The site's list and its schedule file, as the page reads them. */
async function siteData(page: Page): Promise<{ papers: ListPaper[]; schedule: ScheduleFile }> {
  const { papers } = (await (await page.request.get('/data/list.json')).json()) as ListFile;
  const schedule = (await (await page.request.get('/data/schedule.json')).json()) as ScheduleFile;
  return { papers, schedule };
}

/** Saves papers by id, as the app stores them (the reading list's own tests save through the page). */
async function save(page: Page, ids: readonly string[]): Promise<void> {
  await page.goto('/404-not-a-page');
  await page.evaluate((list) => {
    const readingList = list.map((id, i) => ({ id, title: id, addedAt: 1_780_000_000_000 + i, status: i === 0 ? 'reading' : 'to-read', statusChangedAt: i === 0 ? 1_780_000_000_000 : 0, note: i === 0 ? 'Ask about the ablation' : '', noteChangedAt: i === 0 ? 1_780_000_000_000 : 0 }));
    localStorage.setItem('paper-explorer:library', JSON.stringify({ state: { readingList, savedSearches: [] }, version: 3 }));
  }, ids);
}

/** An oral (a talk and a poster) and two posters of other days. */
function threePapers(papers: readonly ListPaper[]): ListPaper[] {
  const oral = papers.find((p) => p.presentations?.some((x) => x.type === 'oral'))!;
  const days = new Set(oral.presentations!.map((x) => x.start!.slice(0, 10)));
  const others = papers.filter((p) => p !== oral && p.presentations?.length === 1 && !days.has(p.presentations[0]!.start!.slice(0, 10)));
  return [oral, others[0]!, others.find((p) => p.presentations![0]!.start !== others[0]!.presentations![0]!.start)!];
}

test('papers saved from the results are planned by day and session; the Schedule link of the site navigation opens them', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 30_000 });
  await filters(page).getByRole('group', { name: 'Presentation' }).getByRole('checkbox', { name: /^Oral \(\d+\)$/ }).check();
  const first = rows(page).first();
  const title = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  await first.getByRole('button', { name: 'Add to reading list' }).click();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(heading(page)).toHaveText('My schedule');
  // An oral: its talk and its poster, each under its day and session, the poster with its board.
  const entries = page.locator('.schedule-day').getByRole('link', { name: title });
  await expect(entries).toHaveCount(2);
  await expect(page.getByRole('region', { name: /Oral \d+A/ }).getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: /Poster Session \d/ }).locator('.schedule-board')).toHaveText(/^#\d+$/);
  await expect(page).toHaveTitle('My schedule — ICML 2026');
});

test('opened first, reads the list and the schedule but not the search index or the abstracts, which the search page then asks for', async ({ page }) => {
  const { papers } = await siteData(page);
  await save(page, threePapers(papers).map((paper) => paper.id));
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/schedule');
  await expect(page.locator('[data-drawn="all"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual(expect.arrayContaining(['/data/list.json', '/data/schedule.json']));
  expect(asked.filter((path) => /search-index\.json|text\.json/.test(path))).toEqual([]);
  // The search page does: the check above could see them.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'All papers' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 30_000 });
  expect(asked).toEqual(expect.arrayContaining(['/data/search-index.json', '/data/text.json']));
});

test('says what is on now and next at a fixed moment of the conference, and the first day before it', async ({ page }) => {
  const { papers } = await siteData(page);
  const three = threePapers(papers);
  await save(page, three.map((p) => p.id));
  const poster = three[1]!.presentations![0]!;
  // Half an hour into the second paper's poster session.
  await page.clock.setFixedTime(new Date(Date.parse(poster.start!) + 30 * 60_000));
  await page.goto('/schedule');
  const top = page.getByRole('region', { name: 'Now and next' });
  await expect(top.getByRole('heading', { level: 4 }).first()).toContainText(poster.session!);
  await expect(top.getByRole('link', { name: three[1]!.title })).toBeVisible();
  await page.clock.setFixedTime(new Date('2026-06-01T12:00:00Z'));
  await page.reload();
  // The first day of these papers, not of the conference's whole program.
  const firstDay = new Date(Math.min(...three.flatMap((p) => p.presentations!.map((x) => Date.parse(x.start!)))) - 7 * 3_600_000)
    .toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  await expect(page.getByRole('region', { name: 'Now and next' })).toContainText(`Your schedule starts on ${firstDay}:`);
  await page.getByRole('link', { name: 'See the first day' }).click();
  await expect(page.getByRole('heading', { level: 2, name: firstDay })).toBeInViewport();
});

for (const timezoneId of ['America/New_York', 'Asia/Seoul']) {
  test.describe(`a reader in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("sees the venue's times and their own, and downloads the whole schedule as one .ics file at the venue's instants", async ({ page }) => {
      const { papers, schedule } = await siteData(page);
      const three = threePapers(papers);
      await save(page, three.map((p) => p.id));
      await page.goto('/schedule');
      await expect(heading(page)).toHaveText('My schedule');
      const own = timezoneId === 'Asia/Seoul' ? 'UTC+9' : 'UTC−4';
      await expect(page.getByText(`Your own time (${own}) is shown beside it.`)).toBeVisible();
      // The oral's talk: 10:00 at the venue is 1:00 PM in New York, 2:00 AM the next day in Seoul.
      const talk = page.getByRole('region', { name: /Oral \d+A/ }).first();
      await expect(talk.getByRole('heading', { level: 3 })).toContainText('10:00 AM – 10:15 AM (UTC−7)');
      await expect(talk).toContainText(timezoneId === 'Asia/Seoul' ? /Your time: \w{3}, Jul \d+ · 2:00 AM – 2:15 AM \(UTC\+9\)/ : /Your time: \w{3}, Jul \d+ · 1:00 PM – 1:15 PM \(UTC−4\)/);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()]);
      expect(download.suggestedFilename()).toBe('schedule.ics');
      const text = await readFile((await download.path())!, 'utf8');
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
      const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
      // Every presentation of the three, at its instants, whatever this browser's zone.
      const expected = three.flatMap((paper) => {
        const at = schedule.ids.indexOf(paper.id);
        return schedule.presentations[at]!.map(([session]) => schedule.sessions[session]!).map((x) => [Date.parse(x.start!), Date.parse(x.end!)]);
      });
      expect(events.map((event) => [event.startDate.toJSDate().getTime(), event.endDate.toJSDate().getTime()])).toEqual(expected);
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
      expect(events.every((event) => (event.component.getFirstPropertyValue('url') as string).startsWith(`${publishedURL}/paper/`))).toBe(true);
    });
  });
}

async function sharedLink(page: Page, context: BrowserContext): Promise<string> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Link copied/ })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('a shared schedule opens read-only, without the statuses and notes, and can be taken as a reading list', async ({ page, context, browser }) => {
  const { papers } = await siteData(page);
  const three = threePapers(papers);
  await save(page, three.map((p) => p.id));
  await page.goto('/schedule');
  await expect(page.getByText('Ask about the ablation').first()).toBeVisible();
  const link = await sharedLink(page, context);
  expect(link).toBe(`${publishedURL}/schedule?ids=${three.map((p) => p.id).join(',')}`);

  // Someone else, with nothing saved.
  const other = await browser.newContext({ baseURL: publishedURL });
  const theirs = await other.newPage();
  await theirs.goto(link);
  await expect(heading(theirs)).toHaveText('Shared schedule');
  await expect(theirs.locator('.schedule-day').getByRole('link', { name: three[2]!.title })).toBeVisible();
  await expect(theirs.getByText('Ask about the ablation')).toHaveCount(0);
  await expect(theirs.getByText(/^Status:/)).toHaveCount(0);
  await theirs.getByRole('link', { name: /Open them as a reading list/ }).click();
  await expect(theirs).toHaveURL(/\/reading-list\?ids=/);
  await expect(theirs.getByRole('button', { name: /Add all/ })).toBeVisible();
  await other.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('fits the width, reached from the Menu, and passes axe', async ({ page }) => {
    const { papers } = await siteData(page);
    await save(page, threePapers(papers).map((p) => p.id));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 30_000 });
    await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Schedule' }).click();
    await expect(heading(page)).toHaveText('My schedule');
    await expect(page.locator('.schedule-board').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoViolations(page);
  });
});

test('a session and a query are one link: chosen on the search page, opened again from the address', async ({ page, browser }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 30_000 });
  await filters(page).getByRole('group', { name: 'Session' }).getByRole('checkbox', { name: /^Poster Session 3 \(\d+\)$/ }).check();
  await page.getByRole('combobox', { name: 'Search papers' }).fill('learning');
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Poster board' });
  await expect(page).toHaveURL(/\?q=learning&session=Poster\+Session\+3&sort=poster$/);
  const status = page.getByRole('status').filter({ hasText: /^\d+ papers?$/ });
  const count = await status.textContent();
  const titles = await rows(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);

  const fresh = await (await browser.newContext({ baseURL: publishedURL })).newPage();
  await fresh.goto(page.url());
  await expect(fresh.locator('html')).toHaveAttribute('data-search-ready', 'full', { timeout: 30_000 });
  await expect(fresh.getByRole('status').filter({ hasText: /^\d+ papers?$/ })).toHaveText(count!);
  expect(await rows(fresh).getByRole('heading', { level: 2 }).allTextContents()).toEqual(titles);
  await expect(fresh.getByRole('combobox', { name: 'Sort' })).toHaveValue('poster');
  await fresh.context().close();
});
