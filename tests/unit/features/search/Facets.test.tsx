import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListFile } from '../../../../src/lib/types';
import { LongFacet, MAX_SHOWN_OPTIONS as MAX_SHOWN_BENCHMARKS, TOP_OPTIONS as TOP_BENCHMARKS } from '../../../../src/features/search/LongFacet';
import { corpusOf, renderSearch } from './renderSearch';
import { narrowScreen, standInModalDialogs } from './phoneScreen';
import { listFixture } from '../../lib/fixtures/catalogFixture';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

beforeAll(standInModalDialogs);

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
    await user.type(screen.getByRole('combobox', { name: 'Search papers' }), 'bandits');
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

  it('opens as a sheet on a narrow screen, whose "Show N papers" closes it and gives the focus back', async () => {
    narrowScreen();
    const { router, user } = renderSearch('/?topic=rl&code=1');
    const toggle = within(filters()).getByRole('button', { name: 'Filters (2 on)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByRole('checkbox', { name: /^Reinforcement learning/ })).toBeChecked();
    await user.click(within(sheet).getByRole('checkbox', { name: /^Has code/ }));
    expect(router.state.location.search).toBe('?topic=rl');
    await user.click(within(sheet).getByRole('button', { name: 'Show 2 papers' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(filters()).getByRole('button', { name: 'Filters (1 on)' })).toHaveFocus();
    expect(status()).toHaveTextContent(/^2 papers$/);
  });

  it('while a query\'s results are pending, offers every option without a count, and the sheet closes on "Show results"', async () => {
    narrowScreen();
    const list = listFixture();
    // Titles only, the abstracts on their way: "samplers" is in no title, so titles alone count 0 everywhere.
    const { user } = renderSearch('/?q=samplers', { list, corpus: { ...corpusOf(list, null), fullTextLoading: true } });
    await user.click(within(filters()).getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const options = within(sheet).getAllByRole('checkbox');
    expect(options.map((option) => option.closest('label')?.textContent)).toContain('Theory (…)');
    for (const option of options) {
      expect(option).not.toHaveAccessibleName(/\(/);
      expect(option).toBeEnabled();
    }
    expect(within(sheet).getByRole('checkbox', { name: 'Theory' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: /^Show \d/ })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the open sheet, wrapping round at both ends', async () => {
    narrowScreen();
    const { user } = renderSearch('/');
    await user.click(within(filters()).getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const close = within(sheet).getByRole('button', { name: 'Close' });
    const show = within(sheet).getByRole('button', { name: 'Show 3 papers' });
    show.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(show).toHaveFocus();
  });

  it('folds and unfolds each group from the keyboard', async () => {
    const { user } = renderSearch('/');
    const fold = within(filters()).getByRole('button', { name: 'Topics' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    fold.focus();
    await user.keyboard('{Enter}');
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(within(filters()).queryByRole('checkbox', { name: /^Theory/ })).not.toBeInTheDocument();
    expect(checkbox(/^Has code/)).toBeVisible();
    await user.keyboard(' ');
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(checkbox(/^Theory/)).toBeVisible();
  });

  it('narrows the benchmarks to those containing what is typed in their filter box', async () => {
    const { user } = renderSearch('/', manyBenchmarks(20));
    await user.type(within(benchmarkGroup()).getByRole('searchbox', { name: 'Filter benchmarks' }), 'bench 2');
    expect(benchmarkNames()).toEqual(['Bench 2', 'Bench 20']);
    await user.type(within(benchmarkGroup()).getByRole('searchbox', { name: 'Filter benchmarks' }), 'x');
    expect(within(benchmarkGroup()).queryAllByRole('checkbox')).toEqual([]);
    expect(within(benchmarkGroup()).getByText('No match.')).toBeInTheDocument();
  });

  it('draws at most MAX_SHOWN_BENCHMARKS after "Show all", and says how to find the others', async () => {
    // The facet alone, as the page gives it 250 benchmarks of one paper each: the page around it would
    // draw 250 results that this test does not look at.
    const names = Array.from({ length: MAX_SHOWN_BENCHMARKS + 50 }, (_, i) => `Solo ${i}`);
    const user = userEvent.setup();
    render(<LongFacet options={names} counts={new Map(names.map((name) => [name, 1]))} chosen={[]} onToggle={() => {}} filterLabel="Filter benchmarks" />);
    const shownNames = () => screen.getAllByRole('checkbox').map((c) => c.closest('label')?.querySelector('.facet-label')?.textContent);
    await user.click(screen.getByRole('button', { name: `Show the top ${MAX_SHOWN_BENCHMARKS} of ${MAX_SHOWN_BENCHMARKS + 50}` }));
    expect(shownNames()).toHaveLength(MAX_SHOWN_BENCHMARKS);
    expect(screen.getByText(`Top ${MAX_SHOWN_BENCHMARKS} of ${MAX_SHOWN_BENCHMARKS + 50}: type to find others.`)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter benchmarks' }), 'solo 249');
    expect(shownNames()).toEqual(['Solo 249']);
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
