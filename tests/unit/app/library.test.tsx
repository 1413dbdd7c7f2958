// The reading list and saved searches where the reader meets them: the star on each result, the button
// and the `b` key on a paper's page, the site navigation's count, "Save search", "Export results", and
// the notices about stored data; the first of them in Chinese too.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLibraryStore, LIBRARY_KEY } from '../../../src/features/library/libraryStore';
import type { LibraryStoreApi } from '../../../src/features/library/libraryStore';
import { watchEarlyPresses } from '../../../src/features/library/earlyKeys';
import { captureDownloads } from '../features/library/capturedDownloads';
import { fakeStorage } from '../features/library/fakeStorage';
import { activateLocale } from '../../../src/i18n/i18n';
import { MESSAGE_BUNDLES } from '../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../src/lib/i18n/bundles';
import { renderApp } from './renderApp';
import { fullTextFixture } from '../lib/fixtures/catalogFixture';

afterEach(() => vi.restoreAllMocks());

const newLibrary = (initial: Record<string, string> = {}) => {
  const storage = fakeStorage(initial);
  return { storage, library: createLibraryStore({ storage: () => storage, events: new EventTarget() }) };
};

const row = async (title: RegExp) => (await screen.findByRole('link', { name: title })).closest('article') as HTMLElement;

describe('the reading list from the search page', () => {
  it('adds and removes a paper with the star on its row, and counts it in the site navigation', async () => {
    const user = userEvent.setup();
    const { library, storage } = newLibrary();
    renderApp('/', { library });
    const cfmm = await row(/Contrastive Flow Map Matching/);
    const star = within(cfmm).getByRole('button', { name: 'Add to reading list' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: /^Reading list 0$/ })).toBeInTheDocument();

    await user.click(star);
    expect(within(cfmm).getByRole('button', { name: 'Remove from reading list' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(nav).getByRole('link', { name: /^Reading list 1$/ })).toBeInTheDocument();
    expect(library.getState().readingList.map((e) => e.id)).toEqual(['cfmm']);
    expect(storage.getItem(LIBRARY_KEY)).toContain('"cfmm"');

    await user.click(within(cfmm).getByRole('button', { name: 'Remove from reading list' }));
    expect(library.getState().readingList).toEqual([]);
    expect(within(nav).getByRole('link', { name: /^Reading list 0$/ })).toBeInTheDocument();
  });

  it('toggles the focused result with b, and not while typing in the search box', async () => {
    const user = userEvent.setup();
    const { library } = newLibrary();
    renderApp('/', { library });
    const cfmm = await row(/Contrastive Flow Map Matching/);
    within(cfmm).getAllByRole('link')[0]!.focus();
    await user.keyboard('b');
    expect(library.getState().readingList.map((e) => e.id)).toEqual(['cfmm']);
    await user.keyboard('b');
    expect(library.getState().readingList).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Search papers' }));
    await user.keyboard('b');
    expect(library.getState().readingList).toEqual([]);
  });

  it('saves the current search under a name, refusing a name already used', async () => {
    const user = userEvent.setup();
    const { library } = newLibrary();
    renderApp('/?q=flow&sort=title', { library });
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const name = screen.getByRole('textbox', { name: 'Name of this search' });
    expect(name).toHaveValue('flow');
    await user.clear(name);
    await user.type(name, '  Flow   papers ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(library.getState().savedSearches.map((s) => [s.name, s.search.q, s.search.sort])).toEqual([['Flow papers', 'flow', 'title']]);
    expect(screen.getByText(/Saved as “Flow papers”/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name of this search' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of this search' }), 'flow PAPERS');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('textbox', { name: 'Name of this search' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/already/i);
    expect(library.getState().savedSearches).toHaveLength(1);
  });

  it('opens the save form below its button, which stays in place and takes focus back when the form closes', async () => {
    const user = userEvent.setup();
    renderApp('/?q=flow', { library: newLibrary().library });
    const button = await screen.findByRole('button', { name: 'Save search' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('form', { name: 'Save search' })).toBeInTheDocument();
    expect(button).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('textbox', { name: 'Name of this search' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Save search' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('exports every result of the search, not one screen of it, as BibTeX, CSV and Markdown', async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    renderApp('/?sort=title', { library: newLibrary().library });
    const count = Number((await screen.findByText(/^\d+ papers?$/)).textContent!.split(' ')[0]);
    await user.click(screen.getByRole('button', { name: 'Export results' }));
    await user.click(await screen.findByRole('button', { name: 'Export results as BibTeX' }));
    await user.click(screen.getByRole('button', { name: 'Export results as CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export results as Markdown' }));
    await waitFor(() => expect(files).toHaveLength(3));
    const [bib, csv, md] = await Promise.all(files.map((f) => f.text));
    expect(files.map((f) => f.name.split('.').at(-1))).toEqual(['bib', 'csv', 'md']);
    expect(bib!.match(/^@misc\{/gm)).toHaveLength(count);
    expect(csv!.trim().split('\r\n')).toHaveLength(count + 1);
    expect(csv).toContain('http://localhost:3000/paper/cfmm');
    expect(md!.match(/^- \[/gm)).toHaveLength(count);
    expect(count).toBeGreaterThan(1);
    expect(screen.getByText(`Exported ${count} papers as Markdown`)).toBeInTheDocument();
  });
});

describe('saving and exporting a search whose results are pending', () => {
  it('offers Save search at once, and Export says to wait rather than export what titles alone found', async () => {
    const user = userEvent.setup();
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
    // The abstracts never arrive: "samplers" (in one abstract, no title) stays pending.
    renderApp('/?q=samplers', { library: newLibrary().library, catalogFetchers: { fullText: fullTextFixture(undefined, () => new Promise(() => {})) } });
    expect(await screen.findByRole('button', { name: 'Save search' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.searchReady).toBe('titles'));
    await user.click(screen.getByRole('button', { name: 'Export results' }));
    await user.click(await screen.findByRole('button', { name: 'Export results as CSV' }));
    expect(await screen.findByText('Still searching: export once the results are in.')).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
  });
});

describe('the reading list from a paper page', () => {
  it('has a button and the b key for the open paper', async () => {
    const user = userEvent.setup();
    const { library } = newLibrary();
    renderApp('/paper/cfmm', { library });
    await user.click(await screen.findByRole('button', { name: /Add to reading list/ }));
    expect(library.getState().readingList.map((e) => [e.id, e.title])).toEqual([['cfmm', expect.stringMatching(/^Contrastive Flow Map Matching/)]]);
    expect(screen.getByRole('button', { name: /Remove from reading list/ })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('b');
    expect(library.getState().readingList).toEqual([]);
    await user.keyboard('b');
    expect(library.getState().readingList).toHaveLength(1);
  });

  it('keeps a b pressed before the library has loaded, and saves the paper once it has', async () => {
    const user = userEvent.setup();
    const { library } = newLibrary();
    let arrive: (store: LibraryStoreApi) => void = () => {};
    watchEarlyPresses(document); // as main.tsx does, before the app renders
    renderApp('/paper/cfmm', { library: new Promise<LibraryStoreApi>((resolve) => (arrive = resolve)) });
    await screen.findByRole('heading', { level: 1, name: /Contrastive Flow Map Matching/ });
    expect(screen.queryByRole('button', { name: /reading list/ })).toBeNull(); // the library not loaded yet
    await user.keyboard('b');
    await act(async () => arrive(library));
    expect(await screen.findByRole('button', { name: /Remove from reading list/ })).toHaveAttribute('aria-pressed', 'true');
    expect(library.getState().readingList.map((e) => e.id)).toEqual(['cfmm']);
    // Taken up once: a later b is the page's own, and takes it off again.
    await user.keyboard('b');
    expect(library.getState().readingList).toEqual([]);
  });
});

describe('notices about stored data', () => {
  it('says when stored data was damaged, and offers the untouched copy to download', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:backup');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { library } = newLibrary({ [LIBRARY_KEY]: '{not json' });
    renderApp('/', { library });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not be read/);
    await user.click(within(alert).getByRole('button', { name: 'Download backup' }));
    expect(download).toHaveBeenCalledTimes(1);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps working in memory, with a warning, when storage throws', async () => {
    const user = userEvent.setup();
    const library = createLibraryStore({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      events: new EventTarget(),
    });
    renderApp('/', { library });
    expect(await screen.findByText(/forgotten when this tab closes/)).toBeInTheDocument();
    const cfmm = await row(/Contrastive Flow Map Matching/);
    await user.click(within(cfmm).getByRole('button', { name: 'Add to reading list' }));
    expect(within(cfmm).getByRole('button', { name: 'Remove from reading list' })).toBeInTheDocument();
  });
});

describe('a library that loads after the page', () => {
  it('shows no star until it is in, then the stars', async () => {
    const { library } = newLibrary();
    let arrive: () => void = () => {};
    const later = new Promise<typeof library>((resolve) => (arrive = () => resolve(library)));
    renderApp('/', { library: later });
    const cfmm = await row(/Contrastive Flow Map Matching/);
    expect(within(cfmm).queryByRole('button', { name: /reading list/ })).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(within(cfmm).getByRole('button', { name: 'Add to reading list' })).toBeInTheDocument();
  });
});

describe('the search on the map', () => {
  it('links to the map with the same query and filters', async () => {
    renderApp('/?q=flow&topic=generative', { library: newLibrary().library });
    expect(await screen.findByRole('link', { name: 'Show on map' })).toHaveAttribute('href', '/map?q=flow&topic=generative');
  });
});

describe('the library on the search page in Chinese', () => {
  beforeEach(async () => {
    await activateLocale('zh', ['base', 'later', 'paper']);
  });

  afterEach(async () => {
    await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
  });

  it('names the reading-list star, Save search and Export in Chinese, and says why a name is refused', async () => {
    const user = userEvent.setup();
    renderApp('/', { library: newLibrary().library });
    expect((await screen.findAllByRole('button', { name: '加入阅读列表' })).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /^阅读列表/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出结果' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '保存搜索' }));
    const name = screen.getByRole('textbox', { name: '此搜索的名称' });
    expect(name).toHaveValue('我的搜索');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('保存的搜索需要一个名称。');
  });
});
