import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSearch } from './renderSearch';

afterEach(() => vi.restoreAllMocks());

const box = () => screen.getByRole('combobox', { name: 'Search papers' });
const resultLinks = () => within(screen.getByRole('list', { name: 'Results' })).getAllByRole('link');

describe('search page keys', () => {
  it('focuses the search box on "/" without typing it', async () => {
    const { user } = renderSearch('/?q=flow');
    expect(box()).not.toHaveFocus();
    await user.keyboard('/');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('flow');
  });

  it('leaves "/" alone in another field', async () => {
    const { user } = renderSearch('/');
    await user.type(box(), 'a/b');
    expect(box()).toHaveValue('a/b');
  });

  it('moves through the results with j and k, and back to the box from the first', async () => {
    const { user } = renderSearch('/');
    await user.keyboard('j');
    expect(resultLinks()[0]).toHaveFocus();
    await user.keyboard('j');
    expect(resultLinks()[1]).toHaveFocus();
    expect(resultLinks()[1]!.closest('li')).toHaveClass('is-active');
    await user.keyboard('{ArrowDown}');
    expect(resultLinks()[2]).toHaveFocus();
    await user.keyboard('j');
    expect(resultLinks()[2]).toHaveFocus();
    await user.keyboard('kk');
    expect(resultLinks()[0]).toHaveFocus();
    await user.keyboard('k');
    expect(box()).toHaveFocus();
  });

  it('goes from the box to the results with ↓, and opens one with Enter', async () => {
    const { router, user } = renderSearch('/?q=bandits');
    await user.click(box());
    await user.keyboard('{ArrowDown}');
    expect(resultLinks()[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/paper/regret-bounds-for-bandits');
  });

  it('suggests completions: ↓ highlights one, Enter picks it', async () => {
    const { router, user } = renderSearch('/');
    await user.type(box(), 'orch');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    const picked = options[0]!.textContent ?? '';

    await user.keyboard('{Enter}');
    expect(box()).toHaveValue(picked);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(picked);
    expect(box()).toHaveFocus();
  });

  it('picks a suggestion with the mouse', async () => {
    const { user } = renderSearch('/');
    await user.type(box(), 'orch');
    const option = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option')[0]!;
    await user.click(option);
    expect(box()).toHaveValue(option.textContent);
    expect(box()).toHaveFocus();
  });

  it('closes the suggestions with Esc, then clears the query', async () => {
    const { router, user } = renderSearch('/');
    await user.type(box(), 'orch');
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('orch');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });
});
