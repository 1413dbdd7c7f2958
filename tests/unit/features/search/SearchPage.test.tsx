import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { corpusOf, renderSearch } from './renderSearch';
import { listFixture } from '../../lib/fixtures/catalogFixture';
import type { ListCorpus } from '../../../../src/lib/search/run';

afterEach(() => vi.restoreAllMocks());

const box = () => screen.getByRole('searchbox', { name: 'Search papers' });
const results = () => screen.getByRole('list', { name: 'Results' });
const titles = () => within(results()).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('SearchPage', () => {
  it('lists every paper in list order under the collection title, with the count as a status', () => {
    renderSearch('/');
    expect(screen.getByRole('heading', { level: 1, name: 'ICML 2026 论文列表' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^3 papers$/);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(titles()).toEqual([
      'ToolOrchestra: Training Small Orchestrators to Coordinate Intelligent Tools',
      'Contrastive Flow Map Matching (CFMM) for Few-Step Generation',
      'Tight Regret Bounds for Adversarial Bandits with Delays',
    ]);
  });

  it('keeps the results a list whose items say where they stand', () => {
    renderSearch('/');
    const items = within(results()).getAllByRole('listitem').filter((li) => li.hasAttribute('aria-posinset'));
    expect(items.map((li) => [li.getAttribute('aria-posinset'), li.getAttribute('aria-setsize')])).toEqual([
      ['1', '3'],
      ['2', '3'],
      ['3', '3'],
    ]);
  });

  it('shows each paper as a link to its page with its summary, topic labels and a Code badge', () => {
    renderSearch('/');
    const row = screen.getByRole('article', { name: /^ToolOrchestra/ });
    expect(within(row).getByRole('link', { name: /^ToolOrchestra/ })).toHaveAttribute('href', '/paper/toolorchestra');
    expect(within(row).getByText('We introduce ToolOrchestra, a method for training small orchestrators.')).toBeInTheDocument();
    expect(within(within(row).getByRole('list', { name: 'Topics' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Agents & tool use',
      'Reinforcement learning',
    ]);
    expect(within(row).getByText('Code')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /^Contrastive/ })).queryByText('Code')).not.toBeInTheDocument();
  });

  it('opens a paper through the router, and leaves modified clicks to the browser', async () => {
    const { router, user } = renderSearch('/');
    const link = screen.getByRole('link', { name: /^Contrastive Flow Map Matching/ });
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(router.state.location.pathname).toBe('/');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/paper/cfmm');
    expect(screen.getByRole('heading', { level: 1, name: 'Paper cfmm' })).toBeInTheDocument();
  });

  it('links to papers under the site’s base path', async () => {
    const { router, user } = renderSearch('/', undefined, { basename: '/icml2026' });
    const link = screen.getByRole('link', { name: /^Contrastive Flow Map Matching/ });
    expect(link).toHaveAttribute('href', '/icml2026/paper/cfmm');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/icml2026/paper/cfmm');
    expect(screen.getByRole('heading', { level: 1, name: 'Paper cfmm' })).toBeInTheDocument();
  });

  it('updates the results and the count as you type', async () => {
    const { user } = renderSearch('/');
    await user.type(box(), 'bandits');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 paper$/);
    expect(titles()).toEqual(['Tight Regret Bounds for Adversarial Bandits with Delays']);
  });

  it('marks the matches in the title and cuts a snippet around the match in the abstract', () => {
    renderSearch('/?q=delayed');
    const row = screen.getByRole('article', { name: /^Tight Regret Bounds/ });
    const marks = [...row.querySelectorAll('mark')].map((m) => m.textContent?.toLowerCase());
    expect(marks).toContain('delayed');
    expect(within(row).getByText('delayed', { selector: 'mark', exact: false })).toBeInTheDocument();
  });

  it('renders markup-looking text as text, never as HTML', () => {
    const list = listFixture();
    list.papers[1]!.summary = '<img src=x onerror=alert(1)> beats it';
    renderSearch('/', { list, corpus: corpusOf(list, null) });
    expect(screen.getByText('<img src=x onerror=alert(1)> beats it')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says so when nothing matches', () => {
    renderSearch('/?q=zzzqqqxxx');
    expect(screen.getByRole('status')).toHaveTextContent(/^0 papers$/);
    expect(screen.getByText('No papers match “zzzqqqxxx”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('offers a corrected query when a misspelling finds nothing, as a link that keeps the filters', async () => {
    const { router, user } = renderSearch('/?q=badnits&topic=theory');
    expect(screen.getByRole('status')).toHaveTextContent(/^0 papers$/);
    expect(screen.getByText(/^Did you mean/)).toHaveTextContent('Did you mean bandits?');
    const link = screen.getByRole('link', { name: 'bandits' });
    expect(link).toHaveAttribute('href', '/?q=bandits&topic=theory');

    await user.click(link);
    expect(router.state.location.search).toBe('?q=bandits&topic=theory');
    expect(router.state.historyAction).toBe('PUSH');
    expect(box()).toHaveValue('bandits');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 paper$/);
  });

  it('offers to drop the filters when they leave nothing', async () => {
    const { router, user } = renderSearch('/?q=bandits&topic=generative');
    expect(screen.getByText('No papers match “bandits” with these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove all filters' }));
    expect(router.state.location.search).toBe('?q=bandits');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 paper$/);
  });

  it('shows the list before its index exists, and a query waits for it instead of finding nothing', () => {
    const list = listFixture();
    const unindexed: ListCorpus = { ...corpusOf(list, null), index: null, fullText: false };
    renderSearch('/', { list, corpus: unindexed });
    expect(screen.getByRole('status')).toHaveTextContent(/^3 papers$/);
    expect(document.documentElement.dataset.searchReady).toBe('list');
    cleanup();
    renderSearch('/?q=flow', { list, corpus: unindexed });
    expect(screen.getByRole('status')).toHaveTextContent('Preparing search…');
    expect(screen.queryByText(/No papers match/)).not.toBeInTheDocument();
  });

  it('sets data-search-ready while it is shown', () => {
    const { unmount } = renderSearch('/');
    expect(document.documentElement.dataset.searchReady).toBe('full');
    unmount();
    expect(document.documentElement.dataset.searchReady).toBeUndefined();
  });
});
