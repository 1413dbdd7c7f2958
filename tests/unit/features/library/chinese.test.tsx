// The reading list, saved searches, exports and library notices in Chinese (issue 17): the interface's
// words come from the zh catalog, paper titles stay as written and are marked lang="en".

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderReadingList, renderSharedList } from './renderLibraryPage';
import { activateLocale } from '../../../../src/i18n/i18n';
import { MESSAGE_BUNDLES } from '../../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../../src/lib/i18n/bundles';
import { LibraryNotices } from '../../../../src/features/library/LibraryNotices';
import { LibraryProvider } from '../../../../src/features/library/LibraryProvider';
import { createLibraryStore, LIBRARY_KEY } from '../../../../src/features/library/libraryStore';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import { fakeStorage } from './fakeStorage';
import { seededLibrary, TITLES } from './seededLibrary';

beforeEach(async () => {
  await activateLocale('zh', ['base', 'later', 'paper']);
});

afterEach(async () => {
  await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
});

/** The notices about stored data (every page shows them above its content) for a library whose storage holds damaged data. */
function renderDamagedLibraryNotices() {
  const storage = fakeStorage({ [LIBRARY_KEY]: '{not json' });
  const library = createLibraryStore({ storage: () => storage, events: new EventTarget() });
  return render(
    <LibraryProvider store={library}>
      <LibraryNotices />
    </LibraryProvider>,
  );
}

const withTwo = () =>
  seededLibrary((s) => {
    s().add({ id: 'cfmm', title: TITLES.cfmm });
    s().add({ id: 'toolorchestra', title: TITLES.toolorchestra });
    s().setStatus('toolorchestra', 'reading');
    s().saveSearch('GANs', { ...EMPTY_SEARCH, q: 'gan', code: true, sort: 'title' });
  });

/** English this part of the app used to say: none of it may be left on a Chinese page. */
const ENGLISH = ['Reading list', 'Papers', 'Sort by', 'Select all', 'selected', 'Share list', 'Saved searches', 'Export', 'Import', 'Remove', 'Add a note', 'match now', 'with code'];

describe('the reading list in Chinese', () => {
  it('names its headings, controls and statuses in Chinese, and keeps paper titles in English', async () => {
    renderReadingList('/reading-list', { library: withTwo() });
    expect(await screen.findByRole('heading', { level: 1, name: '阅读列表' })).toBeInTheDocument();
    const papers = screen.getByRole('region', { name: '论文' });
    expect(within(papers).getByRole('combobox', { name: '排序' })).toHaveValue('added');
    expect(within(papers).getByRole('radio', { name: '全部（2）' })).toBeChecked();
    expect(within(papers).getByRole('radio', { name: '在读（1）' })).toBeInTheDocument();
    expect(within(papers).getByRole('button', { name: '分享列表' })).toBeInTheDocument();
    expect(within(papers).getByText('已选 0 篇论文')).toBeInTheDocument();
    const title = await within(papers).findByRole('link', { name: TITLES.cfmm });
    expect(title).toHaveAttribute('lang', 'en');
    expect(within(papers).getByRole('combobox', { name: `${TITLES.toolorchestra} 的状态` })).toHaveDisplayValue('在读');
    expect(within(papers).getByRole('button', { name: `移除 ${TITLES.cfmm}` })).toBeInTheDocument();
    expect(within(papers).getByRole('button', { name: `添加笔记：${TITLES.cfmm}` })).toBeInTheDocument();

    const searches = screen.getByRole('region', { name: '保存的搜索' });
    expect(within(searches).getByText('“gan” · 有代码 · 按标题排序')).toBeInTheDocument();
    expect(within(searches).getByRole('button', { name: '重命名保存的搜索 GANs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '导出与导入' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出为 CSV' })).toBeInTheDocument();

    const text = document.querySelector('.library')!.textContent!.replaceAll(TITLES.cfmm, '').replaceAll(TITLES.toolorchestra, '');
    for (const english of ENGLISH) expect(text).not.toContain(english);
  });

  it('says what a bulk action did, in Chinese, and offers Undo', async () => {
    const user = userEvent.setup();
    renderReadingList('/reading-list', { library: withTwo() });
    await user.click(await screen.findByRole('checkbox', { name: '全选' }));
    expect(screen.getByText('已选 2 篇论文')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '移除所选' }));
    expect(await screen.findByText('已从阅读列表移除 2 篇论文。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(await screen.findByText('已恢复 2 篇论文。')).toBeInTheDocument();
  });

  it('tells an empty list how to add papers, in Chinese', async () => {
    renderReadingList('/reading-list', { library: seededLibrary() });
    expect(await screen.findByText('你的阅读列表是空的。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '浏览论文' })).toBeInTheDocument();
    expect(screen.getByText('还没有保存的搜索。', { exact: false })).toBeInTheDocument();
  });

  it('shows a shared list in Chinese', async () => {
    renderSharedList('/reading-list?ids=cfmm,no-such-paper', { library: seededLibrary() });
    expect(await screen.findByRole('heading', { level: 1, name: '分享的阅读列表' })).toBeInTheDocument();
    const shared = await screen.findByRole('list', { name: '分享的论文' });
    expect(within(shared).getByText('不可用')).toBeInTheDocument();
    expect(within(shared).getByRole('link', { name: TITLES.cfmm })).toHaveAttribute('lang', 'en');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '全部加入我的阅读列表' }));
    expect(await screen.findByText('已将 1 篇论文加入你的阅读列表。 1 篇不可用的论文未添加。')).toBeInTheDocument();
    expect(within(shared).getByRole('button', { name: `${TITLES.cfmm}：已在你的阅读列表中` })).toBeInTheDocument();
  });
  it('says in Chinese what a shared link left out, in the page’s language', async () => {
    renderSharedList('/reading-list?ids=cfmm,..%2Fx', { library: seededLibrary() });
    const dropped = await screen.findByRole('list', { name: '已略去' });
    const item = within(dropped).getByRole('listitem');
    expect(item).toHaveTextContent('"../x"：不是论文 id');
    expect(item.closest('[lang="en"]')).toBeNull();
  });
});

describe('importing a library file in Chinese', () => {
  const upload = (text: string, name: string) =>
    userEvent.upload(screen.getByLabelText<HTMLInputElement>('要导入的阅读列表文件'), new File([text], name, { type: 'application/json' }));

  it('says why a file is not a library, naming it, in Chinese', async () => {
    renderReadingList('/reading-list', { library: withTwo() });
    await screen.findByRole('region', { name: '导出与导入' });
    await upload('{"format": "paper-explorer-library", "version": 3}', 'notes.json');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('无法导入“notes.json”：没有做任何更改。');
    expect(alert).toHaveTextContent('notes.json：缺少 "library"');
  });

  it('reports what an import took, in Chinese', async () => {
    renderReadingList('/reading-list', { library: seededLibrary() });
    await screen.findByRole('region', { name: '导出与导入' });
    const file = { format: 'paper-explorer-library', version: 3, exportedAt: '2026-06-01T00:00:00.000Z', library: { readingList: [], savedSearches: [] } };
    await upload(JSON.stringify(file), 'mine.json');
    expect(await screen.findByText('没有从“mine.json”导入任何内容。')).toBeInTheDocument();
  });
});

describe('the library notices in Chinese', () => {
  it('says in Chinese that stored data could not be read', async () => {
    renderDamagedLibraryNotices();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '你保存的阅读列表有部分内容无法读取' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('无法读取你保存的阅读列表和搜索，因此没有显示任何内容。 已保留一份原存储内容的副本');
    expect(within(alert).getByRole('button', { name: '下载备份' })).toBeInTheDocument();
  });
});

describe('the library notices in English', () => {
  beforeEach(async () => {
    await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
  });

  it('says how much of the stored data was read and where its copy is', async () => {
    renderDamagedLibraryNotices();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your saved reading list and searches could not be read, so none are shown. A copy of what was stored has been kept: download it to recover anything by hand.',
    );
  });
});
