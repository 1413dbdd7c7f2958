import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderSearch } from './renderSearch';
import { DENSITY_KEY } from '../../../../src/features/search/density';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const toggle = () => screen.getByRole('button', { name: 'Compact rows' });
const rows = () => within(screen.getByRole('list', { name: 'Results' })).getAllByRole('article');
// A row's snippet is its only paragraph.
const snippets = () => rows().filter((row) => row.querySelector('p') !== null);

describe('the results density', () => {
  it('shows title and chips only when compact, and remembers it on the next visit', async () => {
    const { user } = renderSearch('/');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(snippets()).toHaveLength(rows().length);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(snippets()).toEqual([]);
    // The page is marked as public/theme.js marks it on the next load, so that the CSS agrees.
    expect(document.documentElement.dataset.density).toBe('compact');
    expect(within(rows()[0]!).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(rows()[0]!).getByRole('list', { name: 'Topics' })).toBeInTheDocument();

    cleanup();
    renderSearch('/');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(snippets()).toEqual([]);

    await user.click(toggle());
    expect(localStorage.getItem(DENSITY_KEY)).toBeNull();
    expect(document.documentElement.dataset.density).toBeUndefined();
  });

  it('falls back to the default on a corrupt value', () => {
    localStorage.setItem(DENSITY_KEY, '{"compact":');
    renderSearch('/');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
  });

  it('works without storage: blocked reads and writes neither crash nor stop the toggle', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { user } = renderSearch('/');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(snippets()).toEqual([]);
  });
});
