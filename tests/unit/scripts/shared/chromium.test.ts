import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, NO_ADDRESS_BAR_PAGES, PLAYWRIGHT_DISABLED_FEATURES } from '../../../../scripts/shared/chromium';

/**
 * The features the installed Playwright turns off, read from its source: the array it joins into
 * --disable-features. Not an API, so a Playwright whose source no longer has it fails here, and the list in
 * scripts/shared/chromium.ts is checked again by hand.
 */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle);
  if (list?.[1] === undefined) throw new Error(`${root}/lib/coreBundle.js: no "disabledFeatures = [" found`);
  return [...list[1].matchAll(/^\s*"([^"]+)"/gm)].map((m) => m[1] ?? '');
}

describe('the flags Chromium is started with', () => {
  it("keep every feature Playwright turns off, since Chromium reads only the last --disable-features", () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...playwright].sort());
    const flags = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const off = (flags[0] ?? '').slice('--disable-features='.length).split(',');
    expect(off).toEqual(expect.arrayContaining([...playwright, ...NO_ADDRESS_BAR_PAGES]));
  });
});
