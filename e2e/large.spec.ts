// The pages at the size of a real conference: the site with 5,000 synthetic papers (playwright.config.ts
// builds and serves it beside the bundled one).
import { expect } from '@playwright/test';
import { test } from './pageTest';
import { LARGE_PAPERS, largeURL } from '../playwright.config';

test.use({ baseURL: largeURL });

test('the search page lists all 5,000 papers of a conference-sized list', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText(`${LARGE_PAPERS.toLocaleString('en')} papers`);
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(LARGE_PAPERS));
});
