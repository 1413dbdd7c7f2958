import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSearch } from './renderSearch';

afterEach(() => vi.restoreAllMocks());

const box = () => screen.getByRole('combobox', { name: 'Search papers' });
const status = () => screen.getByRole('status');
const cleanupAndRender = (path: string) => {
  cleanup();
  return renderSearch(path);
};

describe('the address as the search state', () => {
  it('reads the query, filters and sort from the address', () => {
    renderSearch('/?q=flow&topic=generative&sort=title');
    expect(box()).toHaveValue('flow');
    expect(screen.getByRole('checkbox', { name: /^Generative models/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('title');
    expect(status()).toHaveTextContent(/^1 paper$/);
  });

  it('rewrites unknown and malformed parameters in place, without a history entry', async () => {
    const { router } = renderSearch('/?q=flow&topic=nope&sort=zzz&x=1&topic=generative');
    await waitFor(() => expect(router.state.location.search).toBe('?q=flow&topic=generative'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(status()).toHaveTextContent(/^1 paper$/);
  });

  it('survives a malformed percent escape and a repeated q', async () => {
    const { router } = renderSearch('/?q=%E0%A4%A&topic=nope&sort=zzz&q=x');
    await waitFor(() => expect(router.state.location.search).not.toContain('topic'));
    expect(router.state.location.search).not.toContain('sort');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('drops a malformed percent escape rather than showing "�%A", and cleans the address', async () => {
    const { router } = renderSearch('/?q=%E0%A4%A&code=1');
    await waitFor(() => expect(router.state.location.search).toBe('?code=1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(box()).toHaveValue('');
    cleanupAndRender('/?q=kernel%E0%A4');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search papers' })).toHaveValue('kernel'));
  });

  it('turns a legacy conference link into its own query', async () => {
    const { router } = renderSearch('/?filter=titles&search=regret');
    await waitFor(() => expect(router.state.location.search).toBe('?q=title%3Aregret'));
    expect(box()).toHaveValue('title:regret');
    expect(status()).toHaveTextContent(/^1 paper$/);
  });

  it('writes a typed query with replace after the first keystroke, and a filter with push', async () => {
    const { router, user } = renderSearch('/');
    await user.type(box(), 'b');
    expect(router.state.historyAction).toBe('PUSH');
    await user.type(box(), 'andits');
    await waitFor(() => expect(router.state.location.search).toBe('?q=bandits'));
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('checkbox', { name: /^Theory/ }));
    expect(router.state.location.search).toBe('?q=bandits&topic=theory');
    expect(router.state.historyAction).toBe('PUSH');

    // Back: the filter goes, then the whole typing session.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=bandits');
    expect(box()).toHaveValue('bandits');
    expect(screen.getByRole('checkbox', { name: /^Theory/ })).not.toBeChecked();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(box()).toHaveValue('');
    expect(status()).toHaveTextContent(/^3 papers$/);

    await act(() => router.navigate(1));
    expect(box()).toHaveValue('bandits');
    expect(status()).toHaveTextContent(/^1 paper$/);
  });

  it('starts a new history entry for typing after Enter', async () => {
    const { router, user } = renderSearch('/');
    await user.type(box(), 'flow{Enter}');
    await user.type(box(), ' map');
    expect(router.state.location.search).toBe('?q=flow+map');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=flow');
    expect(box()).toHaveValue('flow');
  });

  it('clears the query with Esc as a new entry', async () => {
    const { router, user } = renderSearch('/?q=flow');
    await user.click(box());
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('PUSH');
    expect(status()).toHaveTextContent(/^3 papers$/);
  });

  it('sorts from the select, Relevance only with a query', async () => {
    const { router, user } = renderSearch('/');
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveValue('list');
    expect(screen.getByRole('option', { name: 'Relevance' })).toBeDisabled();

    await user.selectOptions(sort, 'title');
    expect(router.state.location.search).toBe('?sort=title');
    expect(router.state.historyAction).toBe('PUSH');
    const results = screen.getByRole('list', { name: 'Results' });
    expect(within(results).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Contrastive Flow Map Matching (CFMM) for Few-Step Generation',
      'Tight Regret Bounds for Adversarial Bandits with Delays',
      'ToolOrchestra: Training Small Orchestrators to Coordinate Intelligent Tools',
    ]);

    await user.selectOptions(sort, 'list');
    expect(router.state.location.search).toBe('');
  });

  it('defaults to relevance with a query', () => {
    renderSearch('/?q=bandits');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('relevance');
    expect(screen.getByRole('option', { name: 'Relevance' })).toBeEnabled();
  });
});
