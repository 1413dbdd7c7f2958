// The paper page in Chinese: the interface's words come from the Chinese catalogs, the paper's own text
// (title, abstract, benchmark names, the words of a search for it) stays English and says so (lang="en").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PaperPage } from '../../../../src/features/paper/PaperPage';
import { PaperNav } from '../../../../src/features/paper/PaperNav';
import { PaperNotFound } from '../../../../src/features/paper/PaperNotFound';
import { RelatedPapers } from '../../../../src/features/paper/RelatedPapers';
import { activateLocale } from '../../../../src/i18n/i18n';
import { MESSAGE_BUNDLES } from '../../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../../src/lib/i18n/bundles';
import type { Paper } from '../../../../src/lib/types';
import { papersFixture } from '../../lib/fixtures/papersFixture';

beforeEach(async () => {
  await activateLocale('zh', ['base', 'later', 'paper']);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
});

function renderPaper(change: (paper: Paper) => void = () => {}) {
  const data = papersFixture();
  const paper = data.papers[0]!;
  change(paper);
  const topics = data.topics.map((topic) => (topic.id === 'rl' ? { ...topic, labelZh: '强化学习' } : topic));
  return render(
    <MemoryRouter>
      <PaperPage paper={paper} topics={topics} />
    </MemoryRouter>,
  );
}

// The English of the paper page's interface, none of which a Chinese page may show.
const ENGLISH = ['Abstract', 'words', 'min read', 'Benchmarks:', 'Find this paper', 'Copy link', 'All papers', 'Title derived', 'Links', 'Code'];

describe('PaperPage in Chinese', () => {
  it('says in Chinese that the full abstract comes back with the network, and offers to try again', async () => {
    const { papers, topics } = papersFixture();
    const { id, title, titleSource, name, summary, topics: ids, benchmarks } = papers[0]!;
    const retry = vi.fn();
    render(
      <MemoryRouter>
        <PaperPage paper={{ id, title, titleSource, name, summary, topics: ids, benchmarks, code: false }} topics={topics} retryAbstract={retry} />
      </MemoryRouter>,
    );
    const abstract = screen.getByRole('region', { name: '摘要' });
    expect(within(abstract).getByRole('status')).toHaveTextContent('当前处于离线状态：网络恢复后将显示完整摘要。');
    await userEvent.click(within(abstract).getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says everything of its own in Chinese, and marks the paper text as English', () => {
    const { container } = renderPaper();
    const heading = screen.getByRole('heading', { level: 1, name: /^ToolOrchestra/ });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(heading).toHaveAccessibleDescription('标题由摘要生成');
    expect(screen.getByText(/^\d+ 词 · 约 1 分钟读完$/)).toBeInTheDocument();
    const abstract = screen.getByRole('region', { name: '摘要' });
    expect(abstract.querySelector('.abstract')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('list', { name: '基准：' })).toHaveAttribute('lang', 'en');
    expect(within(screen.getByRole('list', { name: '主题' })).getByRole('link', { name: '强化学习' })).toHaveAttribute('href', '/?topic=rl');
    expect(screen.getByRole('navigation', { name: '导航路径' })).toHaveTextContent('← 全部论文');
    expect(screen.getByRole('region', { name: '链接' })).toHaveTextContent('代码');
    const find = screen.getByRole('group', { name: '查找这篇论文' });
    expect(find.querySelector('q')).toHaveAttribute('lang', 'en');
    expect(within(find).getAllByRole('link')[0]).toHaveTextContent('（搜索，在新标签页中打开）');

    // What is not the paper's own text has no English left.
    const clone = container.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[lang="en"]').forEach((element) => element.remove());
    for (const english of ENGLISH) expect(clone.textContent).not.toContain(english);
  });

  it('confirms a copied link, and says what to do when copying is refused', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPaper();
    await userEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(screen.getByRole('status')).toHaveTextContent('链接已复制');
    await userEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^无法复制：链接是 http/);
  });
});

describe('PaperNav in Chinese', () => {
  it('walks the results with Chinese names, the position counted in Chinese', () => {
    const neighbours = { prev: { id: 'a', title: 'A' }, next: null, position: 2, total: 19, search: '?q=flow' };
    render(
      <MemoryRouter>
        <PaperNav neighbours={neighbours} fromSearch={false} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '结果' });
    expect(within(nav).getByRole('link', { name: '← 返回结果' })).toHaveAttribute('href', '/?q=flow');
    const previous = within(nav).getByRole('link', { name: '← 上一篇' });
    expect(previous).toHaveAttribute('href', '/paper/a?q=flow');
    // The neighbour's English title describes the link as English; no title attribute, which would say it in Chinese.
    expect(previous).toHaveAccessibleDescription('A');
    expect(document.getElementById(previous.getAttribute('aria-describedby')!)).toHaveAttribute('lang', 'en');
    expect(previous).not.toHaveAttribute('title');
    expect(within(nav).getByRole('link', { name: '下一篇 →' })).toHaveAttribute('aria-disabled', 'true');
    expect(nav).toHaveTextContent('第 2 篇，共 19 篇');
  });
});

describe('PaperNotFound in Chinese', () => {
  it('says so, suggests the closest papers (their titles in English) and offers a search', () => {
    render(
      <MemoryRouter>
        <PaperNotFound id="toolorchestr" papers={[{ id: 'toolorchestra', title: 'ToolOrchestra' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '未找到论文' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '您是不是要找' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ToolOrchestra' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('searchbox', { name: '搜索论文' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '搜索' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← 全部论文' })).toHaveAttribute('href', '/');
  });
});

describe('RelatedPapers in Chinese', () => {
  it('heads the list in Chinese, the titles and shared words staying English', () => {
    render(
      <MemoryRouter>
        <RelatedPapers items={[{ id: 'cfmm', title: 'Contrastive Flow Map Matching', titleSource: 'derived', shared: ['flow', 'matching'] }]} />
      </MemoryRouter>,
    );
    const related = screen.getByRole('region', { name: '相关论文' });
    const link = within(related).getByRole('link', { name: 'Contrastive Flow Map Matching' });
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('title', '标题由摘要生成');
    expect(related).toHaveTextContent('· 共同词语：flow, matching');
    expect(within(related).getByText('flow, matching')).toHaveAttribute('lang', 'en');
  });
});
