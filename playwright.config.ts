// End-to-end tests against the production build: run `npm run build` first, then `npx playwright test`.
// Uses Debian's Chromium with the flags of scripts/shared/chromium.ts; there is no downloaded Playwright browser.

import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { LARGE_PAPERS, SUB_PATH, SUB_SITE_URL } from './scripts/serve/testSites';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/shared/chromium';

export { LARGE_PAPERS, SUB_PATH, SUB_SITE_URL };

const port = Number(process.env.PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// Two more sites beside dist/ (scripts/serve/testSites.ts builds each once, again only when what it is made
// from changes, and serves it; .ci/run builds them while the unit tests run):
// - the same site built for a sub-path, with an absolute origin: e2e/subpath.spec.ts checks routes, data,
//   assets, prerendered pages and canonical links under it;
// - the same site with 5,000 synthetic papers, the size of a real conference: the specs that import
//   largeURL check what the number of papers does to the pages;
// - the same site with a conference's own data (a virtual-site feed: titles, authors, sessions): the
//   specs that import publishedURL check what it adds.
const subPort = port + 1;
export const subPathURL = `http://127.0.0.1:${subPort}`;
const largePort = port + 2;
export const largeURL = `http://127.0.0.1:${largePort}`;
const publishedPort = port + 3;
export const publishedURL = `http://127.0.0.1:${publishedPort}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Most of a test's time is spent waiting on the page (its data, its fonts, a frame), not on the CPU:
  // three workers keep a two-core machine busy without starving the pages' own timers.
  workers: Math.max(availableParallelism() + 1, 2),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A check waits up to 10 s rather than 5: on this two-core machine, with three workers and four servers,
  // a fresh page of the bundled list is searchable ('full') in about 1.1 s when the host is quiet, but a
  // whole test took 3–8 s under load, and once in CI the wait for 'full' ran out at 5 s with the page
  // still building its first index (repeated alone, it passed every time). What a test means by fast is
  // measured by the benchmark, not by this limit.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A trace of a test that failed once, on its retry (with CI=1 set, a failure is retried once; .ci/run
    // retries nothing, so rerun a failure there with --trace on): recording one for every test, to keep
    // only the failures', cost 13% of the end-to-end tests' CPU (screenshots, DOM snapshots).
    trace: 'on-first-retry',
    // The offline copy's service worker answers paper files from its own cache once it controls the page,
    // where page.route cannot see them: a test that holds a file back or breaks it would race it. The
    // specs about the worker (offline, install) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] },
      },
    },
  ],
  webServer: [
    {
      // Serves dist/ as npm start does, the way a static host would (scripts/serve/serve.ts): no SPA fallback.
      command: `npx tsx scripts/serve/serve.ts --port ${port}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/serve/testSites.ts --serve subpath --port ${subPort}`,
      url: `${subPathURL}${SUB_PATH}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `npx tsx scripts/serve/testSites.ts --serve large --port ${largePort}`,
      url: largeURL,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
    {
      command: `npx tsx scripts/serve/testSites.ts --serve published --port ${publishedPort}`,
      url: publishedURL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
