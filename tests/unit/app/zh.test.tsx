// The frame, the paper route and the load and error states in Chinese (the reader's language is zh):
// their words come from the Chinese catalogs, the paper's text and the error's diagnostic stay English
// and say so (lang="en").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './renderApp';
import { crashingCatalog } from './crashingCatalog';
import { listFixture, fullTextFixture, indexFixture } from '../lib/fixtures/catalogFixture';
import { activateLocale } from '../../../src/i18n/i18n';
import { MESSAGE_BUNDLES } from '../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../src/lib/i18n/bundles';

beforeEach(async () => {
  await activateLocale('zh', ['base', 'later', 'paper']);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
});

describe('the frame in Chinese', () => {
  it('names the skip link, the site navigation and its phone menu in Chinese', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '跳到正文' })).toHaveAttribute('href', '#main');
    const nav = screen.getByRole('navigation', { name: '网站' });
    expect(within(nav).getByRole('button', { name: '菜单' })).toBeInTheDocument();
    for (const name of ['全部论文', '概览', '地图']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByText('此地址没有任何内容。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← 全部论文' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('未找到'));
  });

  it('says what broke in Chinese, the error itself kept as written', async () => {
    renderApp('/', { catalog: crashingCatalog() });
    expect(await screen.findByRole('heading', { level: 1, name: '出错了' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('boom')).toHaveAttribute('lang', 'en');
    expect(within(alert).getByRole('button', { name: '重新加载页面' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('出错了'));
  });
});

describe('loading in Chinese', () => {
  it('says the papers could not be loaded, with a Retry that works', async () => {
    const list = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('list.json: /data/list.json answered 404 Not Found'))
      .mockResolvedValueOnce(listFixture());
    renderApp('/', { catalogFetchers: { list } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '无法加载论文' })).toBeInTheDocument();
    expect(within(alert).getByText(/answered 404/)).toHaveAttribute('lang', 'en');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ICML 2026 论文列表' })).toBeInTheDocument();
  });

  it('says in Chinese that a query searches titles only while the abstracts load', async () => {
    renderApp('/?q=flow', { catalogFetchers: { fullText: () => new Promise(() => {}) } });
    expect(await screen.findByText('摘要加载中，暂时只搜索标题…')).toBeInTheDocument();
  });

  it('says the abstracts failed in Chinese, with a Retry', async () => {
    const index = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('search-index.json: /data/search-index.json answered 500 Internal Server Error'))
      .mockResolvedValueOnce(indexFixture());
    renderApp('/', { catalogFetchers: { fullText: fullTextFixture(undefined, index) } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('摘要未能加载，搜索仅覆盖标题、名称、主题和基准。');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says in Chinese what is missing when only the abstracts\' text failed, after the index', async () => {
    const text = vi.fn(() => Promise.reject(new Error('text.json: /data/text.json answered 500 Internal Server Error')));
    renderApp('/', { catalogFetchers: { fullText: fullTextFixture(text) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('摘要全文未能加载：摘要仍可搜索，但结果只显示简短摘要，带引号的短语只在标题中查找。');
  });
});

describe('the paper route in Chinese', () => {
  it('cites in Chinese words, the citation itself in English', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/paper/cfmm');
    const cite = await screen.findByRole('region', { name: '引用' });
    expect(cite).toHaveAccessibleDescription(/^列表没有提供标题：/);
    const plain = within(cite).getByRole('figure', { name: '纯文本' });
    expect(plain.querySelector('pre')).toHaveAttribute('lang', 'en');
    await userEvent.click(within(plain).getByRole('button', { name: '复制纯文本' }));
    expect(within(plain).getByRole('status')).toHaveTextContent('已复制纯文本');
    const bibtex = within(cite).getByRole('figure', { name: 'BibTeX' });
    expect(within(bibtex).getByRole('button', { name: '复制 BibTeX' })).toBeInTheDocument();
  });

  it('names a missing paper in the document title in Chinese', async () => {
    renderApp('/paper/no-such-paper');
    expect(await screen.findByRole('heading', { level: 1, name: '未找到论文' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('未找到 — ICML 2026'));
  });

  it('follows a switch back to English at once', async () => {
    renderApp('/paper/no-such-paper');
    expect(await screen.findByRole('heading', { level: 1, name: '未找到论文' })).toBeInTheDocument();
    await act(() => activateLocale('en', ['base', 'later', 'paper']));
    expect(screen.getByRole('heading', { level: 1, name: 'Paper not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
  });
});
