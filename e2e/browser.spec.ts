// The browser the tests run in (scripts/shared/chromium.ts): a new context holds the test's page and
// nothing of Chromium's own that would take the CPU the pages under test need.

import { expect, test } from './pageTest';

test("a new context opens only the test's page: no address-bar page of Chromium's own", async ({ browser, page, baseURL }) => {
  await page.goto(baseURL!);
  await expect(page.getByRole('combobox', { name: 'Search papers' })).toBeVisible();
  const cdp = await browser.newBrowserCDPSession();
  try {
    // An empty filter entry lists every kind of target, Chromium's own pages (browser_ui) too.
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    const urls = targetInfos.map((target) => target.url);
    expect(urls).toContain(page.url());
    expect(urls.filter((url) => url.startsWith('chrome://'))).toEqual([]);
  } finally {
    await cdp.detach();
  }
});
