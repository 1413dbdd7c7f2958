// The JavaScript the first results of / cost a reader, in gzip bytes: the scripts requested before the
// first result link is in the page (what those results could have waited for; scripts asked for once
// they are shown, such as the reading list's, cannot have delayed them), and the messages of the
// reader's language, which the app that takes the prerendered results over needs (fetched once it runs,
// so counted whenever they are asked for). e2e/home.spec.ts checks it in English, e2e/i18n.spec.ts in Chinese.

import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect } from './pageTest';

export const FIRST_RESULTS_JS_BUDGET = 120_000;

export async function firstResultsScripts(page: Page, locale: 'en' | 'zh'): Promise<{ urls: string[]; total: number }> {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A body still arriving when the test ends (a chunk asked for after the first results) rejects: counted
    // as Infinity, so a script of the first load that cannot be read fails the budget rather than the run.
    sizes.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => Infinity));
  });
  // When the first result link is in the page, by the page's own clock.
  await page.addInitScript(() => {
    const probe = window as unknown as { firstResultAt?: number };
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main a[href*="/paper/"]')) return;
      probe.firstResultAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', /./);
  const messages = new RegExp(`/messages-${locale}-base-`);
  const urls = await page.evaluate((pattern) => {
    const at = (window as unknown as { firstResultAt: number }).firstResultAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && (entry.startTime < at || new RegExp(pattern).test(entry.name)))
      .map((entry) => entry.name);
  }, messages.source);
  expect(urls.filter((url) => /\/messages-/.test(url)), 'the messages loaded').toEqual([expect.stringMatching(messages)]);
  expect(urls.some((url) => /PaperRoute|katex/i.test(url)), `KaTeX or the paper page among ${urls.join(', ')}`).toBe(false);
  const total = (await Promise.all(urls.map((url) => sizes.get(url) ?? Promise.resolve(Infinity)))).reduce((sum, size) => sum + size, 0);
  return { urls, total };
}
