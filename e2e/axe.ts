// axe-core over a page, for the specs that scan one (accessibility.spec.ts, and the sites' own specs).

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './pageTest';

/**
 * No violation axe finds on the page as it stands, in each colour scheme: the page follows the system's at
 * once (CSS), so one load serves both.
 */
export async function expectNoViolations(page: Page, schemes: readonly ('light' | 'dark')[] = ['light', 'dark']): Promise<void> {
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`), scheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: schemes[0] });
}
