// Chinese queries against the real build of the bundled list: the glossary loads on the first one, and
// a link with a Chinese query works as typed.

import { expect, test } from './pageTest';

const count = (page: import('@playwright/test').Page) => page.getByRole('status');

test('量化 and 强化学习 find what their English forms find, and the address keeps the query as typed', async ({ page }) => {
  const glossary = page.waitForRequest(/glossary-zh\.json$/);
  await page.goto(`/?q=${encodeURIComponent('量化')}`);
  await glossary;
  await expect(page.getByRole('note', { name: 'How the query was read' })).toHaveText(/量化 → quantization/);
  // Counted once the abstracts are searched (before that, titles only).
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  const chinese = await count(page).textContent();
  await page.goto('/?q=quantization');
  await expect(count(page)).toHaveText(chinese ?? '');
  expect(chinese).not.toMatch(/^0 /);

  await page.goto(`/?q=${encodeURIComponent('强化学习')}`);
  await expect(page.getByRole('note', { name: 'How the query was read' })).toHaveText(/强化学习 → reinforcement learning/);
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  const rl = await count(page).textContent();
  await page.goto(`/?q=${encodeURIComponent('"reinforcement learning"')}`);
  await expect(count(page)).toHaveText(rl ?? '');
  expect(new URL(page.url()).searchParams.get('q')).toBe('"reinforcement learning"');
});

test('the glossary is not loaded for an English query', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.goto('/?q=quantization');
  await expect(page.locator('html')).toHaveAttribute('data-search-ready', 'full');
  expect(asked.filter((url) => /glossary|chinese-/.test(url))).toEqual([]);
});
