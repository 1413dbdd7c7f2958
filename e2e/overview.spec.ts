// The overview against the production build: each bar is a link to the filtered search, and that search
// finds as many papers as the bar says.

import { expect, test } from './pageTest';

test('a topic bar opens the search filtered to that topic, with as many papers as the bar says', async ({ page }) => {
  await page.goto('/overview');
  await expect(page).toHaveTitle(/^Overview — /);
  const topics = page.getByRole('figure', { name: 'Papers per topic' });
  const bar = topics.getByRole('link').first();
  const name = (await bar.getAttribute('aria-label')) ?? (await bar.textContent()) ?? '';
  const [, label, count] = /^(.+): (\d+) papers?$/.exec(name.trim()) ?? [];
  expect(label, `bar named "${name}"`).toBeTruthy();
  await bar.click();
  await expect(page).toHaveURL(/\/\?topic=[a-z-]+$/);
  await expect(page.locator('.result-count')).toHaveText(`${count} ${count === '1' ? 'paper' : 'papers'}`);
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${label}`) })).toBeChecked();
});

test('the code share links to the papers with code, and characteristic terms arrive with the abstracts', async ({ page }) => {
  await page.goto('/overview');
  const code = page.getByRole('figure', { name: 'Papers with code' }).getByRole('link', { name: /^With code: \d+ of \d+ papers/ });
  await expect(code).toHaveAttribute('href', '/?code=1');
  const terms = page.getByRole('figure', { name: 'Characteristic terms by topic' });
  await expect(terms.getByRole('link').first()).toBeVisible();
  const href = await terms.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/\?q=[^&]+&topic=[a-z-]+$/);
});
