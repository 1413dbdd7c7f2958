// The offline copy at a size (issue 16): how long after the navigation the explorer has kept everything
// it needs offline (the page's offline:ready mark, set once the service worker is active), how much it
// stores (the bodies in Cache Storage), and the longest main-thread task between the start of keeping
// it (the offline:start mark) and its end: keeping it must never add a task over 50 ms.

import type { Browser } from '@playwright/test';
import { NAME_SHIM } from './page';

export interface OfflineTimes {
  /** Navigation start → the copy complete; null when it never was (timeout, no service worker). */
  ready: number | null;
  /** Bytes stored in Cache Storage once complete (uncompressed bodies). */
  bytes: number | null;
  /** The longest main-thread task while the copy was being kept, in ms (0: none over 50 ms). */
  longestTask: number | null;
}

export async function measureOffline(browser: Browser, url: string, timeoutMs: number, problems: string[]): Promise<OfflineTimes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: NAME_SHIM });
    await page.addInitScript(() => {
      const seen = window as unknown as { longTasks: [number, number][] };
      seen.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    try {
      await page.waitForSelector('html[data-offline="ready"]', { state: 'attached', timeout: timeoutMs });
    } catch {
      problems.push(`the offline copy was not ready within ${timeoutMs / 1000} s`);
      return { ready: null, bytes: null, longestTask: null };
    }
    return await page.evaluate(async () => {
      const mark = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null;
      const start = mark('offline:start') ?? 0;
      const ready = mark('offline:ready');
      const tasks = (window as unknown as { longTasks: [number, number][] }).longTasks;
      const longestTask = Math.max(0, ...tasks.filter(([at]) => at >= start && (ready === null || at <= ready)).map(([, duration]) => duration));
      let bytes = 0;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) bytes += (await (await cache.match(request))?.arrayBuffer())?.byteLength ?? 0;
      }
      return { ready, bytes, longestTask };
    });
  } finally {
    await context.close();
  }
}
