// Installing the explorer to a home screen (issue 16): Chromium's own reading of the manifest the build
// writes (scripts/build/manifest.ts) and of the icons it names, through the DevTools protocol, at the
// root and under a sub-path (BASE_PATH=/icml2026/, see playwright.config.ts).

import type { BrowserContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { SUB_PATH, subPathURL } from '../playwright.config';
import { expect, test } from './pageTest';

const SITES = [
  { name: 'at the root', origin: null, path: '/' },
  { name: 'under a sub-path', origin: subPathURL, path: SUB_PATH },
];

// Every Playwright context is off the record, and Chromium installs nothing from one: it would answer
// "in-incognito" and check no further. A profile on disk lets it run every installability check.
async function persistentContext(playwright: PlaywrightWorkerArgs['playwright'], dir: string): Promise<BrowserContext> {
  const { launchOptions } = test.info().project.use;
  return playwright.chromium.launchPersistentContext(dir, { ...launchOptions, headless: true });
}

async function appManifest(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return {
    manifest: await cdp.send('Page.getAppManifest'),
    installability: await cdp.send('Page.getInstallabilityErrors'),
  };
}

// One profile for both sites: starting a persistent context takes Chromium about 6 s.
test('at the root and under a sub-path, Chromium reads the manifest without errors and finds the explorer installable', async ({ playwright, baseURL, request }) => {
  const context = await persistentContext(playwright, test.info().outputPath('profile'));
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const site of SITES) {
      await test.step(site.name, async () => {
        const home = `${site.origin ?? baseURL!}${site.path}`;
        await page.goto(home);
        const { manifest, installability } = await appManifest(page);
        expect(manifest.url).toBe(`${home}manifest.webmanifest`);
        expect(manifest.errors).toEqual([]);
        // Chromium 156 asks for no service worker to install (it did up to 2023); had it, its error ids
        // ("no-matching-service-worker" and the like) would be here too. An unsuitable icon shows as
        // "no-acceptable-icon", a manifest without a name as "manifest-missing-name-or-short-name".
        expect(installability.installabilityErrors).toEqual([]);
        // The installed app opens at the search page and keeps every page of the site in its window.
        expect(manifest.manifest).toMatchObject({ startUrl: home, scope: home, id: home, display: 'kStandalone' });
        expect(manifest.manifest.name).toBe(await page.title());
        const icons = manifest.manifest.icons ?? [];
        expect(icons).toHaveLength(3);
        const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
        for (const url of [...icons.map((icon) => icon.url), new URL(appleIcon ?? '', home).href]) {
          expect(url.startsWith(home), url).toBe(true);
          const response = await request.get(url);
          expect(response.status(), url).toBe(200);
          expect(response.headers()['content-type'], url).toBe('image/png');
        }
      });
    }
  } finally {
    await context.close();
  }
});

test('every prerendered page under a sub-path links the manifest, the Apple icon and both theme colours', async ({ request }) => {
  for (const path of ['', 'paper/cfmm', 'map', 'no-such-page']) {
    const html = await (await request.get(`${subPathURL}${SUB_PATH}${path}`)).text();
    expect(html, path).toContain(`<link rel="manifest" href="${SUB_PATH}manifest.webmanifest" />`);
    expect(html, path).toContain(`<link rel="apple-touch-icon" href="${SUB_PATH}icons/apple-touch-icon.png" />`);
    expect(html.match(/<meta name="theme-color" media="\(prefers-color-scheme: (?:light|dark)\)"/g), path).toHaveLength(2);
  }
  const manifest = await request.get(`${subPathURL}${SUB_PATH}manifest.webmanifest`);
  expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
});
