// The search page in Chinese: every word of the interface from the zh catalogs, paper text as written and
// marked English (lang="en"), topics under their Chinese labels.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListFile } from '../../../../src/lib/types';
import { MESSAGE_BUNDLES } from '../../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../../src/lib/i18n/bundles';
import { activateLocale } from '../../../../src/i18n/i18n';
import { SearchHelp } from '../../../../src/features/search/SearchHelp';
import { SuggestionList } from '../../../../src/features/search/SuggestionList';
import { corpusOf, renderSearch } from './renderSearch';
import { narrowScreen, standInModalDialogs } from './phoneScreen';
import { listFixture, textFixture } from '../../lib/fixtures/catalogFixture';
import { publishedCorpus, publishedSplit } from '../../lib/search/corpusFixture';

beforeEach(async () => {
  await activateLocale('zh', ['base', 'later']);
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
});

beforeAll(standInModalDialogs);

const ZH_TOPICS: Record<string, string> = { agents: '智能体与工具使用', rl: '强化学习', generative: '生成模型', theory: '理论' };

/** The fixture with its abstracts, its topics carrying Chinese labels as data/topics.json's do. */
function chineseTopics(list: ListFile = listFixture()) {
  list.topics = list.topics.map((topic) => ({ ...topic, labelZh: ZH_TOPICS[topic.id] }));
  const text = textFixture();
  return { list, corpus: corpusOf(list, new Map(text.ids.map((id, i) => [id, text.texts[i]!]))) };
}

/**
 * The English words under `root` that are not marked as paper text: text, names, placeholders and
 * tooltips outside any lang="en" element. The interface's own words must all be Chinese.
 */
function unmarkedEnglish(root: Element, typed = ''): string[] {
  const found: string[] = [];
  // The reader's own query, echoed, is in whatever language they typed it.
  const english = (s: string | null) => s !== null && /[A-Za-z]{2,}/.test(s.replace('A–Z', '').replace(typed, ''));
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    const element = node instanceof Element ? node : node.parentElement;
    if (!element || element.closest('[lang="en"]')) continue;
    if (node instanceof Element) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        if (english(node.getAttribute(name))) found.push(`${name}="${node.getAttribute(name)}"`);
      }
    } else if (english(node.textContent)) found.push(node.textContent!);
  }
  return found;
}

describe('the search page in Chinese', () => {
  it('names the box, the count, the view controls and the filters in Chinese, topics by their Chinese labels', () => {
    renderSearch('/', chineseTopics());
    expect(screen.getByRole('combobox', { name: '搜索论文' })).toHaveAttribute('placeholder', '搜索标题、摘要、基准…');
    expect(screen.getByRole('status')).toHaveTextContent(/^3 篇论文$/);
    expect(screen.getByRole('button', { name: '紧凑显示' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: '排序' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['相关度', '标题 A–Z', '列表顺序']);
    const filters = screen.getByRole('complementary', { name: '筛选' });
    const topics = within(filters).getByRole('group', { name: '主题' });
    expect(within(topics).getByRole('checkbox', { name: '强化学习 (2)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: '有代码 (1)' })).toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: '基准与数据集' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: '清除筛选' })).toBeDisabled();
    expect(unmarkedEnglish(filters)).toEqual([]);
    expect(unmarkedEnglish(document.querySelector('.search-header')!)).toEqual([]);
    expect(unmarkedEnglish(document.querySelector('.results-bar')!)).toEqual([]);
  });

  it('shows the results in a list named in Chinese, their titles, snippets and benchmarks marked English', () => {
    renderSearch('/?q=HLE', chineseTopics());
    const list = screen.getByRole('list', { name: '结果' });
    const [row] = within(list).getAllByRole('article');
    const title = within(row!).getByRole('link');
    expect(title.querySelector('[lang="en"]')).toHaveTextContent(title.textContent!);
    expect(title).toHaveAttribute('title', '标题由摘要生成');
    expect(row!.querySelector('.result-snippet')).toHaveAttribute('lang', 'en');
    const matched = within(row!).getByRole('list', { name: '匹配的基准' });
    expect(within(matched).getByRole('listitem', { name: '匹配：HLE' }).querySelector('[lang="en"]')).toHaveTextContent('HLE');
    expect(within(screen.getByRole('complementary', { name: '筛选' })).getByText('HLE')).toHaveAttribute('lang', 'en');
  });

  it('says in Chinese that nothing matches, with a corrected query and the filters to remove', async () => {
    const { user } = renderSearch('/?q=badnits&topic=theory&code=1', chineseTopics());
    expect(screen.getByRole('status')).toHaveTextContent(/^0 篇论文$/);
    // The no-results text is a chunk of its own.
    expect(await screen.findByText('没有论文提到“badnits”。')).toBeInTheDocument();
    expect(screen.getByText(/^您是不是要找/)).toHaveTextContent('您是不是要找 bandits？');
    expect(screen.getByRole('link', { name: 'bandits' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: '移除所有筛选' })).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox', { name: '搜索论文' }));
    await user.type(screen.getByRole('combobox', { name: '搜索论文' }), 'bandits');
    const ways = await screen.findByRole('list', { name: '可移除的筛选条件' });
    expect(within(ways).getByRole('link', { name: '移除筛选“有代码”→ 1 篇论文' })).toBeInTheDocument();
    expect(unmarkedEnglish(document.querySelector('.no-results')!, 'bandits')).toEqual([]);
  });

  it('names a topic filter to remove by its Chinese label', async () => {
    renderSearch('/?q=bandits&topic=generative', chineseTopics());
    const ways = await screen.findByRole('list', { name: '可移除的筛选条件' });
    expect(within(ways).getByRole('link', { name: '移除筛选“生成模型”→ 1 篇论文' })).toBeInTheDocument();
  });

  it('names the suggestions in Chinese, the suggested words of the papers marked English', async () => {
    const { user } = renderSearch('/', chineseTopics());
    await user.type(screen.getByRole('combobox', { name: '搜索论文' }), 'orch');
    const options = within(screen.getByRole('listbox', { name: '搜索建议' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option).toHaveAttribute('lang', 'en');
  });

  it('says in Chinese that a query without letters or digits cannot be searched', async () => {
    const { user } = renderSearch('/', chineseTopics());
    await user.type(screen.getByRole('combobox', { name: '搜索论文' }), '∂');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('“∂”中没有可搜索的内容'));
    expect(await screen.findByText('请尝试标题或摘要中的词：只搜索字母和数字。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '显示全部 3 篇论文' })).toBeInTheDocument();
  });

  it('opens the filters as a sheet on a phone, its buttons in Chinese', async () => {
    narrowScreen();
    const { user } = renderSearch('/?code=1', chineseTopics());
    await user.click(screen.getByRole('button', { name: '筛选（已选 1 项）' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选' });
    expect(within(sheet).getByRole('button', { name: '关闭' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '显示 1 篇论文' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the benchmark filter box and "Show all" in Chinese', async () => {
    const list = listFixture();
    list.papers = Array.from({ length: 20 }, (_, i) => ({
      ...list.papers[1]!,
      id: `paper-${i + 1}`,
      benchmarks: Array.from({ length: i + 1 }, (_, j) => `Bench ${j + 1}`),
    }));
    const { user } = renderSearch('/', { list, corpus: corpusOf(list, null) });
    const group = screen.getByRole('group', { name: '基准与数据集' });
    expect(within(group).getByRole('searchbox', { name: '筛选基准' })).toHaveAttribute('placeholder', '筛选基准');
    await user.click(within(group).getByRole('button', { name: '显示全部 20 个' }));
    expect(within(group).getByRole('button', { name: '收起' })).toBeInTheDocument();
    await user.type(within(group).getByRole('searchbox', { name: '筛选基准' }), 'zzz');
    expect(within(group).getByText('无匹配。')).toBeInTheDocument();
  });
});

describe('SearchHelp in Chinese', () => {
  it('explains the syntax and the keys in Chinese, the example queries as typed', async () => {
    const user = userEvent.setup();
    render(<SearchHelp />);
    await user.click(screen.getByRole('button', { name: '搜索帮助' }));
    const panel = screen.getByRole('region', { name: '搜索语法' });
    expect(await within(panel).findByText('title:regret')).toHaveAttribute('lang', 'en');
    expect(within(panel).getByRole('heading', { name: '快捷键' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('排除提到该词的论文。');
    expect(within(panel).getByText('reinforcement learning')).toHaveAttribute('lang', 'en');
    // The keys keep the names printed on them.
    expect(unmarkedEnglish(panel).filter((s) => s !== 'Enter' && s !== 'Esc')).toEqual([]);
  });
});

describe('SuggestionList', () => {
  it('marks a suggested English word as English, and leaves a Chinese term in the page’s language', () => {
    render(<SuggestionList id="s" options={['quantization', '量化']} active={-1} onPick={() => {}} />);
    const [word, term] = within(screen.getByRole('listbox', { name: '搜索建议' })).getAllByRole('option');
    expect(word).toHaveAttribute('lang', 'en');
    expect(term).not.toHaveAttribute('lang');
  });
});

describe("a conference's search page in Chinese", () => {
  const conference = () => ({ list: publishedSplit().list, corpus: publishedCorpus() });

  it('names its filters, types and days in Chinese, and marks names, sessions and institutions English', async () => {
    renderSearch('/', conference());
    const filters = screen.getByRole('complementary', { name: '筛选' });
    const types = await within(filters).findByRole('group', { name: '报告形式' });
    expect(within(types).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['口头报告 (8)', '亮点报告 (5)', '海报 (51)']);
    expect(within(within(filters).getByRole('group', { name: '日期' })).getByRole('checkbox', { name: '7月14日周二 (14)' })).toBeInTheDocument();
    for (const name of ['场次', '作者', '机构']) expect(within(filters).getByRole('group', { name })).toBeInTheDocument();
    expect(within(filters).getByRole('searchbox', { name: '筛选作者' })).toBeInTheDocument();
    expect(unmarkedEnglish(filters)).toEqual([]);
    const row = within(screen.getByRole('list', { name: '结果' })).getAllByRole('article')[0]!;
    expect(within(row).getByText('等另外 3 位作者')).toBeInTheDocument();
    expect(unmarkedEnglish(row)).toEqual([]);
  });

  it("heads one author's papers in Chinese, the name marked English", async () => {
    renderSearch('/?author=Ling+Yang', conference());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Ling Yang 的论文 · 2' });
    expect(heading.querySelector('[lang="en"]')).toHaveTextContent('Ling Yang');
    expect(screen.getByRole('link', { name: '移除作者筛选' })).toBeInTheDocument();
  });
});
