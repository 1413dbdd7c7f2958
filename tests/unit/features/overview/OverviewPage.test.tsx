// The overview as OverviewRoute composes it once list.json is in: OverviewPage with the characteristic
// terms' figure, the abstracts' state given as the catalog tells it. What the route does (the document
// title, loading list.json, wiring the abstracts, a bar's link to the search page) is tested through the
// app, in tests/unit/app/routes/OverviewRoute.test.tsx.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRouter } from '../../testRouter';
import { fixtureCorpus, listFixture, textFixture } from '../../lib/fixtures/catalogFixture';
import { activateLocale } from '../../../../src/i18n/i18n';
import { OverviewPage } from '../../../../src/features/overview/OverviewPage';
import { TermsChart, type Abstracts } from '../../../../src/features/overview/TermsChart';
import { termsPromise } from '../../../../src/features/overview/termsPromise';
import { MESSAGE_BUNDLES, type MessageBundle } from '../../../../src/lib/i18n/bundles';
import { writtenWords } from '../../../../src/lib/search/options';
import type { ListFile } from '../../../../src/lib/types';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The overview of `list`, the abstracts still loading unless said otherwise; `setAbstracts` moves them
 * on. The terms' figure suspends on their promise (termsPromise), and React retries a render that
 * suspended inside act() only within it: setAbstracts waits for that promise in an async act().
 */
function renderOverview(list: ListFile = listFixture(), abstracts: Partial<Abstracts> = {}) {
  const router = createTestRouter(['/overview']);
  const tree = (state: Abstracts) => (
    <router.Router>
      <OverviewPage list={list} terms={<TermsChart list={list} abstracts={state} />} />
    </router.Router>
  );
  const initial: Abstracts = { texts: null, error: null, retry: () => {}, ...abstracts };
  const view = render(tree(initial));
  const setAbstracts = (next: Partial<Abstracts>) =>
    act(async () => {
      const state = { ...initial, ...next };
      view.rerender(tree(state));
      if (state.texts) await termsPromise(list, state.texts, state.written);
    });
  return { ...view, setAbstracts };
}

/** The fixture's abstracts, as the catalog hands them over once text.json and the full index are in. */
function abstractsIn(): Pick<Abstracts, 'texts' | 'written' | 'error'> {
  const text = textFixture();
  return { texts: new Map(text.ids.map((id, i) => [id, text.texts[i]!])), written: writtenWords(fixtureCorpus().corpus.index), error: null };
}

const figure = (name: string) => screen.getByRole('figure', { name });
const links = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]);

describe('OverviewPage', () => {
  it('shows the list’s charts before the abstracts, each bar a link to its filtered search', async () => {
    renderOverview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('ICML 2026 论文列表 at a glance: 3 papers in 4 topics.')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Papers per topic' })).toBeInTheDocument();
    expect(links(figure('Papers per topic'))).toEqual([
      ['Reinforcement learning: 2 papers', '/?topic=rl'],
      ['Agents & tool use: 1 paper', '/?topic=agents'],
      ['Generative models: 1 paper', '/?topic=generative'],
      ['Theory: 1 paper', '/?topic=theory'],
    ]);
    expect(links(figure('Most named benchmarks and datasets'))).toEqual([
      ['FRAMES: 1 paper', '/?bench=FRAMES'],
      ['HLE: 1 paper', '/?bench=HLE'],
      ['τ²-Bench: 1 paper', `/?bench=${encodeURIComponent('τ²-Bench')}`],
    ]);
    // The values are on screen too, not only in the links' names.
    expect(within(figure('Papers per topic')).getByRole('link', { name: 'Reinforcement learning: 2 papers' })).toHaveTextContent(
      'Reinforcement learning2',
    );
  });

  it('shows the share of papers with code, linking to the papers with code', async () => {
    renderOverview();
    const code = await screen.findByRole('figure', { name: 'Papers with code' });
    expect(within(code).getByText('33%')).toBeInTheDocument();
    expect(within(code).getByRole('link', { name: 'With code: 1 of 3 papers (33%)' })).toHaveAttribute('href', '/?code=1');
  });

  it('says the characteristic terms wait for the abstracts, then shows them, each a search within its topic', async () => {
    const { setAbstracts } = renderOverview();
    const terms = await screen.findByRole('figure', { name: 'Characteristic terms by topic' });
    expect(within(terms).getByRole('status')).toHaveTextContent('Loading the abstracts to find each topic’s characteristic terms…');

    await setAbstracts(abstractsIn());
    const rl = await within(terms).findByRole('list', { name: 'Reinforcement learning' });
    expect(links(rl)).toEqual([['square', '/?q=square&topic=rl']]);
    expect(within(terms).getByRole('heading', { level: 3, name: 'Agents & tool use' })).toBeInTheDocument();
    expect(within(terms).getAllByText('Too few papers to tell.')).toHaveLength(3);
    expect(within(terms).queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a Retry when the abstracts fail, keeping the other charts, and shows the terms after it', async () => {
    const retry = vi.fn();
    const { setAbstracts } = renderOverview(listFixture(), { error: 'text.json: HTTP 503', retry });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The abstracts couldn’t be loaded, so the characteristic terms can’t be shown.');
    expect(alert).toHaveTextContent('text.json: HTTP 503');
    expect(screen.getByRole('figure', { name: 'Papers per topic' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    await setAbstracts(abstractsIn());
    expect(await screen.findByRole('list', { name: 'Reinforcement learning' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the collection has no papers', async () => {
    renderOverview({ ...listFixture(), papers: [] }, { texts: new Map() });
    expect(await screen.findByText('ICML 2026 论文列表 at a glance: 0 papers in 0 topics.')).toBeInTheDocument();
    expect(within(figure('Papers per topic')).getByText('No paper has a topic yet.')).toBeInTheDocument();
    expect(within(figure('Most named benchmarks and datasets')).getByText('No abstract names a benchmark or dataset we know.')).toBeInTheDocument();
    expect(within(figure('Papers with code')).getByText('No papers yet.')).toBeInTheDocument();
    expect(within(figure('Papers with code')).queryByRole('link')).not.toBeInTheDocument();
  });
});

// The fixture's topics with their Chinese labels, as data/topics.json gives them.
const LABELS_ZH: Record<string, string> = { agents: '智能体与工具使用', rl: '强化学习', generative: '生成模型', theory: '理论' };
const listZh = (): ListFile => {
  const list = listFixture();
  return { ...list, topics: list.topics.map((topic) => ({ ...topic, labelZh: LABELS_ZH[topic.id]! })) };
};

// Words of three Latin letters or more that `element` shows or names outside paper text (lang="en").
function englishLeft(element: HTMLElement): string[] {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const paperText of copy.querySelectorAll('[lang="en"]')) paperText.remove();
  const names = [...copy.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
  return [copy.textContent, ...names].join(' ').match(/[A-Za-z]{3,}/g) ?? [];
}

describe('OverviewPage in Chinese', () => {
  beforeEach(() => activateLocale('zh', ['base', 'later', 'overview']));
  afterEach(() => activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]));

  it('says everything in Chinese, topics by their Chinese labels, benchmarks and terms as written', async () => {
    const { setAbstracts } = renderOverview(listZh());
    expect(await screen.findByRole('heading', { level: 1, name: '概览' })).toBeInTheDocument();
    expect(screen.getByText('ICML 2026 论文列表一览：3 篇论文，分属 4 个主题。')).toBeInTheDocument();
    expect(links(figure('各主题论文数'))).toEqual([
      ['强化学习：2 篇论文', '/?topic=rl'],
      ['智能体与工具使用：1 篇论文', '/?topic=agents'],
      ['生成模型：1 篇论文', '/?topic=generative'],
      ['理论：1 篇论文', '/?topic=theory'],
    ]);
    const benchmarks = figure('最常提及的基准和数据集');
    expect(within(benchmarks).getByRole('link', { name: 'FRAMES：1 篇论文' })).toHaveTextContent('FRAMES1');
    expect(within(benchmarks).getByText('FRAMES')).toHaveAttribute('lang', 'en');
    expect(within(figure('附代码的论文')).getByRole('link', { name: '附代码：3 篇论文中有 1 篇（33%）' })).toHaveTextContent('附代码1 / 3');

    const terms = figure('各主题的特征词');
    expect(within(terms).getByRole('status')).toHaveTextContent('正在加载摘要，以找出各主题的特征词…');
    await setAbstracts(abstractsIn());
    const rl = await within(terms).findByRole('list', { name: '强化学习' });
    expect(within(rl).getByRole('link', { name: 'square' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(terms).getAllByText('论文太少，无法判断。')).toHaveLength(3);
    // Only the collection's name and benchmarks' names (in the bars' link names) are left in Latin letters.
    expect(englishLeft(screen.getByRole('article')).filter((word) => !['ICML', 'FRAMES', 'HLE', 'Bench'].includes(word))).toEqual([]);
  });

  it('says in Chinese that the abstracts failed, and offers a Retry', async () => {
    const retry = vi.fn();
    const { setAbstracts } = renderOverview(listZh(), { error: 'text.json: HTTP 503', retry });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('摘要无法加载，因此无法显示特征词。');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
    await setAbstracts(abstractsIn());
    expect(await screen.findByRole('list', { name: '强化学习' })).toBeInTheDocument();
  });

  it('says in Chinese when the collection has no papers', async () => {
    renderOverview({ ...listZh(), papers: [] }, { texts: new Map() });
    expect(await screen.findByText('ICML 2026 论文列表一览：0 篇论文，分属 0 个主题。')).toBeInTheDocument();
    expect(within(figure('各主题论文数')).getByText('尚无论文归入任何主题。')).toBeInTheDocument();
    expect(within(figure('最常提及的基准和数据集')).getByText('没有摘要提及已知的基准或数据集。')).toBeInTheDocument();
    expect(within(figure('附代码的论文')).getByText('尚无论文。')).toBeInTheDocument();
  });
});
