// axe-core over a page, for the specs that scan one (accessibility.spec.ts, and the sites' own specs).

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './pageTest';

// What a colour scheme changes, of what axe checks: the colours (text against its background, and a link
// told from the text around it by colour). Every other rule reads the markup, the names and the layout,
// the same in either scheme: run once, in the first.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * No violation axe finds on the page as it stands, in each colour scheme: the page follows the system's at
 * once (CSS), so one load serves both. Every rule runs in the first scheme; the colour rules in the others.
 */
export async function expectNoViolations(page: Page, schemes: readonly ('light' | 'dark')[] = ['light', 'dark']): Promise<void> {
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // axe.run in the page itself ("legacy mode"): by default AxeBuilder runs axe in each frame and then
    // merges their results in a new blank page, a new renderer each time. A scan of the 5,000-paper search
    // page took 2.9–3.4 s that way and 1.4–1.9 s this way, with the same rules passed (on an idle machine;
    // under the suite's load, where the CPU is the limit, the saving is smaller). The pages have no frames.
    const axe = new AxeBuilder({ page }).setLegacyMode();
    const { violations } = await (scheme === schemes[0] ? axe : axe.withRules(COLOUR_RULES)).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`), scheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: schemes[0] });
}
