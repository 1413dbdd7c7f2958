// End-to-end tests against the production build: run `npm run build` first, then `npx playwright test`.
// Uses the system Chromium (/usr/bin/chromium); there is no downloaded Playwright browser.

import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// The same site built for a sub-path, with an absolute origin: e2e/subpath.spec.ts checks routes,
// data, assets, prerendered pages and canonical links under it. Built from the data npm run build made.
export const SUB_PATH = '/icml2026/';
export const SUB_SITE_URL = 'https://papers.example.org';
const subPort = port + 1;
export const subPathURL = `http://127.0.0.1:${subPort}`;
const subEnv = `BASE_PATH=${SUB_PATH} SITE_URL=${SUB_SITE_URL}`;

// The same site with 5,000 synthetic papers, the size of a real conference (scripts/bench/build-sized.ts):
// e2e/large.spec.ts checks what the number of papers does to the pages. Built from the dist npm run build made.
export const LARGE_PAPERS = 5000;
const largePort = port + 2;
export const largeURL = `http://127.0.0.1:${largePort}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
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
      command:
        `${subEnv} npx tsx scripts/build/build.ts --skip-data --dist dist-subpath && ` +
        `${subEnv} npx tsx scripts/serve/serve.ts --dir dist-subpath --port ${subPort}`,
      url: `${subPathURL}${SUB_PATH}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command:
        `npx tsx scripts/bench/build-sized.ts --papers ${LARGE_PAPERS} --dist dist-${LARGE_PAPERS} && ` +
        `npx tsx scripts/serve/serve.ts --dir dist-${LARGE_PAPERS} --port ${largePort}`,
      url: largeURL,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});
