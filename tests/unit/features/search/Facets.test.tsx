import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ListFile } from '../../../../src/lib/types';
import { TOP_BENCHMARKS } from '../../../../src/features/search/Facets';
import { corpusOf, renderSearch } from './renderSearch';
import { listFixture } from '../../lib/fixtures/catalogFixture';

afterEach(() => vi.restoreAllMocks());

const filters = () => screen.getByRole('complementary', { name: 'Filters' });
const checkbox = (name: string | RegExp) => within(filters()).getByRole('checkbox', { name });
const status = () => screen.getByRole('status');

describe('Facets', () => {
  it('lists every topic, has-code and the benchmarks with the number of results each would leave', () => {
    renderSearch('/');
    const topics = within(filters()).getByRole('group', { name: 'Topics' });
    expect(within(topics).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Agents & tool use (1)',
      'Reinforcement learning (2)',
      'Generative models (1)',
      'Theory (1)',
    ]);
    expect(checkbox('Has code (1)')).not.toBeChecked();
    const benchmarks = within(filters()).getByRole('group', { name: 'Benchmarks & datasets' });
    expect(within(benchmarks).getAllByRole('checkbox')).toHaveLength(3);
    expect(checkbox('HLE (1)')).toBeEnabled();
  });

  it('does not offer a topic that no paper of the collection has', () => {
    const list = listFixture();
    list.topics.push({ id: 'other', label: 'Other' });
    renderSearch('/', { list, corpus: corpusOf(list, null) });
    expect(within(filters()).getAllByRole('checkbox', { name: /^(Reinforcement|Theory|Other)/ }).map((c) => c.closest('label')?.textContent)).toEqual([
      'Reinforcement learning (2)',
      'Theory (1)',
    ]);
  });

  it('counts within the query and disables the options that would leave nothing', async () => {
    const { user } = renderSearch('/');
    await user.type(screen.getByRole('searchbox', { name: 'Search papers' }), 'bandits');
    expect(checkbox('Theory (1)')).toBeEnabled();
    expect(checkbox('Reinforcement learning (1)')).toBeEnabled();
    expect(checkbox('Agents & tool use (0)')).toBeDisabled();
    expect(checkbox('Has code (0)')).toBeDisabled();
    expect(checkbox('HLE (0)')).toBeDisabled();
  });

  it('combines several filters and clears them all at once', async () => {
    const { router, user } = renderSearch('/');
    await user.click(checkbox(/^Reinforcement learning/));
    expect(router.state.location.search).toBe('?topic=rl');
    expect(status()).toHaveTextContent(/^2 papers$/);
    expect(checkbox('Agents & tool use (1)')).toBeEnabled();
    expect(checkbox('Generative models (0)')).toBeDisabled();

    await user.click(checkbox(/^Has code/));
    expect(router.state.location.search).toBe('?topic=rl&code=1');
    expect(status()).toHaveTextContent(/^1 paper$/);

    await user.click(checkbox(/^Reinforcement learning/));
    expect(router.state.location.search).toBe('?code=1');

    await user.click(within(filters()).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(status()).toHaveTextContent(/^3 papers$/);
    expect(within(filters()).getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('keeps a chosen option enabled so it can be unchosen', () => {
    renderSearch('/?q=bandits&topic=agents');
    expect(status()).toHaveTextContent(/^0 papers$/);
    expect(checkbox(/^Agents & tool use/)).toBeChecked();
    expect(checkbox(/^Agents & tool use/)).toBeEnabled();
  });

  it('shows the most frequent benchmarks, all of them on request', async () => {
    const { user } = renderSearch('/', manyBenchmarks(20));
    expect(benchmarkNames()).toEqual(Array.from({ length: TOP_BENCHMARKS }, (_, i) => `Bench ${i + 1}`));
    expect(checkbox('Bench 1 (20)')).toBeEnabled();

    const toggle = within(benchmarkGroup()).getByRole('button', { name: 'Show all 20' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(benchmarkNames()).toHaveLength(20);
    expect(within(benchmarkGroup()).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('folds behind a "Filters" button on a narrow screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      const { user } = renderSearch('/?topic=rl&code=1');
      const toggle = within(filters()).getByRole('button', { name: 'Filters (2 on)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(within(filters()).queryByRole('checkbox')).not.toBeInTheDocument();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(checkbox(/^Reinforcement learning/)).toBeChecked();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('always shows a chosen benchmark', () => {
    renderSearch('/?bench=Bench%2020', manyBenchmarks(20));
    expect(benchmarkNames()).toHaveLength(TOP_BENCHMARKS + 1);
    expect(checkbox('Bench 20 (1)')).toBeChecked();
  });
});

const benchmarkGroup = () => within(filters()).getByRole('group', { name: 'Benchmarks & datasets' });
const benchmarkNames = () =>
  within(benchmarkGroup())
    .getAllByRole('checkbox')
    .map((c) => c.closest('label')?.querySelector('.facet-label')?.textContent);

// Paper i (1-based) names Bench 1 … Bench i: Bench 1 is in every paper, Bench n in one.
function manyBenchmarks(n: number): { list: ListFile; corpus: ReturnType<typeof corpusOf> } {
  const list = listFixture();
  const template = list.papers[1]!;
  list.papers = Array.from({ length: n }, (_, i) => ({
    ...template,
    id: `paper-${i + 1}`,
    title: `Paper number ${i + 1}`,
    benchmarks: Array.from({ length: i + 1 }, (_, j) => `Bench ${j + 1}`),
  }));
  return { list, corpus: corpusOf(list, null) };
}
