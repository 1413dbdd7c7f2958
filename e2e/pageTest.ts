// The `test` every spec uses: it fails on an uncaught exception, a console error or a Content-Security-
// Policy violation in the page, even if the test's own checks pass.

import { test as base, expect } from '@playwright/test';

// How Chromium logs a 404 it loaded, as a console error at the URL it loaded.
const NOT_FOUND_LOG = /^Failed to load resource: the server responded with a status of 404\b/;
// How it logs a load that failed because the network is gone (context.setOffline).
const OFFLINE_LOG = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;

/** The data file the app fetches for a paper page: …/paper/ID?q=x => …/data/paper/ID.json */
const paperDataUrl = (pageUrl: string): string => pageUrl.replace(/\/paper\/([^/?#]+)(?:[?#].*)?$/, '/data/paper/$1.json');

export const test = base.extend<{ pageProblems: string[]; offlineLoads: RegExp | null }>({
  // The addresses a test expects to fail to load once it takes the network away: test.use({ offlineLoads:
  // /\/data\/paper\// }). By default any such failure is a problem: a page kept for offline use must not
  // need the network.
  offlineLoads: [null, { option: true }],
  pageProblems: [
    async ({ page, offlineLoads }, use) => {
      const problems: string[] = [];
      // The server answers an unknown address 404 on purpose (with 404.html, where the app says so), and
      // Chromium logs that as an error, as it does the 404 of an unknown paper's data file: not problems.
      const notFoundPages = new Set<string>();
      const notFoundLogs: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
      });
      // A Content-Security-Policy violation fails the test too, even one the browser does not log.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
        ),
      );
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (NOT_FOUND_LOG.test(message.text())) notFoundLogs.push(message.location().url);
        else if (!(OFFLINE_LOG.test(message.text()) && offlineLoads?.test(message.location().url))) problems.push(`console.error: ${message.text()}`);
      });
      await use(problems);
      const expected = new Set([...notFoundPages].flatMap((url) => [url, paperDataUrl(url)]));
      for (const url of notFoundLogs) if (!expected.has(url)) problems.push(`console.error: 404 for ${url}`);
      expect(problems, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
