// A paper's calendar file (issue 30), downloaded from its page on the site of a conference's own data, read
// back by ical.js: the same instants whatever the reader's time zone.

import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './pageTest';
import { publishedURL } from '../playwright.config';
import type { ListFile, ListPaper, PaperFile } from '../src/lib/types';

test.use({ baseURL: publishedURL });

/** An oral of the site's list: a talk and a poster, each with a time. */
async function anOral(request: APIRequestContext): Promise<{ paper: ListPaper; file: PaperFile }> {
  const { papers } = (await (await request.get('/data/list.json')).json()) as ListFile;
  const paper = papers.find((p) => p.presentations?.some((x) => x.type === 'oral' && x.start !== undefined))!;
  const file = (await (await request.get(`/data/paper/${paper.id}.json`)).json()) as PaperFile;
  return { paper, file };
}

for (const timezoneId of ['America/New_York', 'Asia/Seoul']) {
  test.describe(`a reader in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("downloads the paper's talk and poster as one .ics file at the venue's instants", async ({ page, request }) => {
      const { paper, file } = await anOral(request);
      await page.goto(`/paper/${paper.id}`);
      const section = page.getByRole('region', { name: 'At the conference' });
      const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Add to calendar' }).click()]);
      expect(download.suggestedFilename()).toBe(`${paper.id}.ics`);
      const text = await readFile((await download.path())!, 'utf8');
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
      const timed = file.paper.presentations!.filter((p) => p.start !== undefined && p.end !== undefined);
      expect(events.map((event) => [event.startDate.toJSDate().getTime(), event.endDate.toJSDate().getTime()])).toEqual(
        timed.map((p) => [Date.parse(p.start!), Date.parse(p.end!)]),
      );
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
      expect(events.every((event) => event.component.getFirstPropertyValue('url') === `${publishedURL}/paper/${paper.id}`)).toBe(true);
      // The page itself says the venue's clock, whatever the reader's.
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
    });
  });
}
