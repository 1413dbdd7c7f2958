import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { corpusOf, fixtureCorpus, renderSearch } from './renderSearch';
import { chineseReader } from '../../../../src/lib/search/chinese';
import { glossaryOf, loadGlossaryTerms } from '../../../../src/lib/search/glossary';
import { loadAbbreviations } from '../../../../src/lib/search/abbreviations';
import { listFixture } from '../../lib/fixtures/catalogFixture';
import type { ListCorpus } from '../../../../src/lib/search/run';

afterEach(() => vi.restoreAllMocks());

const box = () => screen.getByRole('combobox', { name: 'Search papers' });
const results = () => screen.getByRole('list', { name: 'Results' });
const titles = () => within(results()).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

// The fixture list as the data build writes it with data/abbreviations.json.
function withAbbreviations() {
  const list = listFixture();
  list.abbreviations = loadAbbreviations(JSON.parse(readFileSync('data/abbreviations.json', 'utf8')), 'data/abbreviations.json');
  const texts = new Map([
    ['toolorchestra', 'Orchestrators trained with reinforcement learning.'],
    ['cfmm', 'Few-step samplers, fine-tuned with RL.'],
    // Both words, apart: not the long form.
    ['regret-bounds-for-bandits', 'Learning from delayed feedback, with reinforcement of the arms.'],
  ]);
  return { list, corpus: corpusOf(list, texts) };
}

describe('SearchPage: a search that explains itself', () => {
  it('finds the papers that say RL or write out "reinforcement learning" for "RL", and marks the topic it names', async () => {
    const { router, user } = renderSearch('/', withAbbreviations());
    await user.type(box(), 'RL');
    expect(screen.getByRole('status')).toHaveTextContent(/^2 papers$/);
    expect(router.state.location.search).toBe('?q=RL');
    const row = screen.getByRole('article', { name: /^ToolOrchestra/ });
    const chip = within(within(row).getByRole('list', { name: 'Topics' })).getByRole('listitem', { name: 'matched: Reinforcement learning' });
    expect(chip.querySelector('mark')).toHaveTextContent('Reinforcement learning');
    expect(within(row).queryByRole('listitem', { name: /matched: Agents/ })).not.toBeInTheDocument();
  });

  it('marks the topic whose label has the words a paper matched, and the benchmark a query named', () => {
    renderSearch('/?q=tool');
    const row = screen.getByRole('article', { name: /^ToolOrchestra/ });
    expect(within(row).getByRole('listitem', { name: 'matched: Agents & tool use' })).toHaveClass('topic-matched');
    cleanup();
    // A topic's name alone finds nothing: the paper does not say "agents".
    renderSearch('/?q=agents');
    expect(screen.queryByRole('article', { name: /^ToolOrchestra/ })).not.toBeInTheDocument();
    cleanup();
    renderSearch('/?q=HLE');
    const matched = within(screen.getByRole('article', { name: /^ToolOrchestra/ })).getByRole('list', { name: 'Matched benchmarks' });
    expect(within(matched).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['matched: HLE']);
  });

  it('says which words no paper has, lists no paper with only the others, and offers the query without them', async () => {
    const { router, user } = renderSearch('/?q=regret zebrafish');
    expect(screen.getByRole('status')).toHaveTextContent(/^0 papers$/);
    expect(await screen.findByText('No paper mentions “zebrafish”.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'regret' }));
    expect(router.state.location.search).toBe('?q=regret');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 paper$/);
  });

  it('says when a word no paper has was searched as the spelling the papers use', async () => {
    renderSearch('/?q=orchestraters');
    expect(screen.getByRole('article', { name: /^ToolOrchestra/ })).toBeInTheDocument();
    const note = await screen.findByRole('note', { name: 'How the query was read' });
    expect(note).toHaveTextContent(/^No paper has “orchestraters”: searched for “orchestrators”/);
  });

  it('shows a formula in a snippet as the TeX it was written in, not as its words', () => {
    const list = listFixture();
    const text = 'We prove regret of O(sqrt T) for adversarial bandits.';
    const formula: [number, number, string] = [text.indexOf('O('), text.indexOf(')') + 1, 'O(\\sqrt{T})'];
    const corpus = { ...corpusOf(list, new Map([['regret-bounds-for-bandits', text]])), mathOf: (id: string) => (id === 'regret-bounds-for-bandits' ? [formula] : undefined) };
    renderSearch('/?q=regret', { list, corpus });
    const row = screen.getByRole('article', { name: /Regret/ });
    expect(within(row).getByText('O(\\sqrt{T})').tagName).toBe('CODE');
    expect(within(row).queryByText(/sqrt T/)).not.toBeInTheDocument();
  });

  it('says that nothing in a query without letters or digits can be searched, instead of listing every paper', async () => {
    const { router, user } = renderSearch('/?code=1');
    await user.type(box(), '∂');
    // A keystroke's results follow it (a transition): the box shows the letter first.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing in “∂” can be searched'));
    expect(await screen.findByText(/Try words from titles or abstracts/)).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Show all 1 paper these filters leave' }));
    expect(router.state.location.search).toBe('?code=1');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 paper$/);
  });

  it('offers to remove each filter without which there are results, with their number', async () => {
    const { router, user } = renderSearch('/?q=bandits&topic=generative&code=1');
    // Without either filter alone, still nothing: no way offered, only removing them all.
    expect(screen.queryByRole('list', { name: 'Filters to remove' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^Has code/ }));
    const link = within(screen.getByRole('list', { name: 'Filters to remove' })).getByRole('link', {
      name: 'Remove filter ‘Generative models’ → 1 paper',
    });
    expect(link).toHaveAttribute('href', '/?q=bandits');
    await user.click(link);
    expect(router.state.location.search).toBe('?q=bandits');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 paper$/);
  });

  it('offers the closest words of the papers as searches, besides "did you mean"', async () => {
    const list = listFixture();
    const more = { titleSource: 'derived' as const, name: null, summary: '', topics: [], benchmarks: [], code: false };
    list.papers.push({ ...more, id: 'kernels', title: 'Kernels for GPUs' }, { ...more, id: 'kernel', title: 'A kernel method' });
    const { router, user } = renderSearch('/?q=kernxlq&topic=theory', { list, corpus: corpusOf(list, null) });
    const closest = screen.getByText(/^Closest words in the papers:/);
    const links = within(closest).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.map((a) => a.textContent)).not.toContain(screen.getByText(/^Did you mean/).querySelector('a')?.textContent);
    await user.click(links[0]!);
    expect(router.state.location.search).toBe(`?q=${links[0]!.textContent}&topic=theory`);
  });
});

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
    expect(screen.getByText('No paper mentions “zzzqqqxxx”.')).toBeInTheDocument();
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

describe('SearchPage: Chinese queries', () => {
  const glossary = glossaryOf(loadGlossaryTerms(JSON.parse(readFileSync('data/glossary-zh.json', 'utf8')), 'data/glossary-zh.json'));
  const chinese = () => {
    const data = fixtureCorpus();
    return { ...data, corpus: { ...data.corpus, chinese: chineseReader(glossary) } };
  };
  const count = () => screen.getByRole('status').textContent;

  it('searches a Chinese term as its English form, says so, and keeps the query as typed in the address', async () => {
    const { router, user } = renderSearch('/', chinese());
    await user.type(box(), 'agent');
    const english = count();
    await user.clear(box());
    await user.type(box(), '智能体');
    expect(count()).toBe(english);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('智能体');
    expect(screen.getByRole('note', { name: 'How the query was read' })).toHaveTextContent('智能体 → agent');
  });

  it('opens a link with a Chinese query, and says which words the glossary does not know', () => {
    renderSearch(`/?q=${encodeURIComponent('智能体 蛋糕')}`, chinese());
    expect(box()).toHaveValue('智能体 蛋糕');
    expect(screen.getByRole('note', { name: 'How the query was read' })).toHaveTextContent('Not in the glossary: 蛋糕');
  });

  it('suggests glossary terms as Chinese is typed, and searches the one chosen', async () => {
    const { router, user } = renderSearch('/', chinese());
    await user.type(box(), '智能');
    await user.click(await screen.findByRole('option', { name: '智能体' }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('智能体');
    expect(screen.getByRole('note', { name: 'How the query was read' })).toHaveTextContent('智能体 → agent');
  });
});
