// Network conditions the specs set up for a page, through Playwright's routing: the browser context's,
// which (unlike the page's, in Chromium) also sees the data worker's requests (list.json, text.json).

import type { Page } from '@playwright/test';

/**
 * Answers the first request for `url` with a data file of a version the app does not know, and every later
 * one with the real file: the page shows the error, and Retry recovers.
 *   await breakOnce(page, '**\/data/list.json')  // then: alert "list.json: unsupported version 2"
 */
export async function breakOnce(page: Page, url: string): Promise<void> {
  let answers = 0;
  await page.context().route(url, async (route) => {
    answers += 1;
    if (answers === 1) await route.fulfill({ status: 200, contentType: 'application/json', body: '{"version":2}' });
    else await route.continue();
  });
}

/** Holds every request for `url` back until the returned function is called. */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
