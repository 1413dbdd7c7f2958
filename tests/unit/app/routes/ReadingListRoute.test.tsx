// /reading-list through the app: what ReadingListRoute does around the library's views, which are
// tested alone in tests/unit/features/library (renderLibraryPage.tsx): the document title, waiting for
// the library's code, loading list.json (and again from Retry), the shared list for ?ids=, and the
// saved searches counted in the catalog's index as it fills.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../../../../src/i18n/i18n';
import { MESSAGE_BUNDLES } from '../../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../../src/lib/i18n/bundles';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import { fullTextFixture, indexFixture, listFixture, textFixture } from '../../lib/fixtures/catalogFixture';
import { seededLibrary, TITLES } from '../../features/library/seededLibrary';
import { renderApp } from '../renderApp';

afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

const withOne = () => seededLibrary((s) => s().add({ id: 'cfmm', title: TITLES.cfmm }));

describe('ReadingListRoute', () => {
  it('names the page and the collection in the document title', async () => {
    renderApp('/reading-list', { library: withOne() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading list' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reading list — ICML 2026'));
  });

  it('names it in the reader’s language', async () => {
    await activateLocale('zh', ['base', 'later', 'paper']);
    try {
      renderApp('/reading-list', { library: withOne() });
      await waitFor(() => expect(document.title).toBe('阅读列表 — ICML 2026'));
    } finally {
      await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
    }
  });

  it('says it is loading the reading list until the library’s code is in', async () => {
    let resolve: (library: ReturnType<typeof seededLibrary>) => void = () => {};
    renderApp('/reading-list', { library: new Promise((r) => (resolve = r)) });
    expect(await screen.findByText('Loading your reading list…')).toHaveAttribute('role', 'status');
    resolve(withOne());
    expect(await screen.findByRole('link', { name: TITLES.cfmm })).toBeInTheDocument();
    expect(screen.queryByText('Loading your reading list…')).not.toBeInTheDocument();
  });

  it('says when the paper list could not be loaded, and loads it again from Retry', async () => {
    let fail = true;
    renderApp('/reading-list', {
      library: withOne(),
      catalogFetchers: { list: async () => (fail ? Promise.reject(new Error('list.json: offline')) : listFixture()) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('list.json: offline');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry loading the papers' }));
    expect(await screen.findByRole('link', { name: TITLES.cfmm })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the list shared by an address with ?ids=, under its own title, and leads to the reader’s own', async () => {
    const { router } = renderApp('/reading-list?ids=cfmm,toolorchestra', { library: seededLibrary() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared reading list' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: TITLES.toolorchestra })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shared reading list — ICML 2026'));
    await userEvent.click(screen.getByRole('link', { name: 'Go to your reading list' }));
    expect(router.state.location.pathname).toBe('/reading-list');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading list' })).toBeInTheDocument();
  });

  it('counts the saved searches in the titles, then in the abstracts once they are in', async () => {
    let sendIndex: (json: unknown) => void = () => {};
    const library = seededLibrary((s) => s().saveSearch('Flows', { ...EMPTY_SEARCH, q: 'flow' }));
    renderApp('/reading-list', { library, catalogFetchers: { fullText: fullTextFixture(undefined, () => new Promise((resolve) => (sendIndex = resolve))) } });
    const flows = await screen.findByRole('listitem', { name: 'Flows' });
    await waitFor(() => expect(flows).toHaveTextContent('1 paper matches now, in titles so far (the abstracts are still loading).'));
    sendIndex(indexFixture());
    await waitFor(() => expect(within(flows).getByText(/matches now/)).toHaveTextContent(/^1 paper matches now\.$/));
  });

  it('counts a saved phrase once the abstracts\' text is in, not with the index alone', async () => {
    let sendText: (json: unknown) => void = () => {};
    const library = seededLibrary((s) => {
      s().saveSearch('Samplers', { ...EMPTY_SEARCH, q: '"few-step samplers"' });
      s().saveSearch('Samplers, a word', { ...EMPTY_SEARCH, q: 'samplers' });
    });
    renderApp('/reading-list', { library, catalogFetchers: { fullText: fullTextFixture(() => new Promise((resolve) => (sendText = resolve))) } });
    const samplers = await screen.findByRole('listitem', { name: 'Samplers' });
    // The word, in one abstract and no title, is counted once the full index is in…
    const word = await screen.findByRole('listitem', { name: 'Samplers, a word' });
    await waitFor(() => expect(within(word).getByText(/matches now/)).toHaveTextContent(/^1 paper matches now\.$/));
    // …the phrase, looked for in the text, only with the text: with the index alone it would count 0.
    expect(samplers).toHaveTextContent('Counting the matching papers…');
    sendText(textFixture());
    await waitFor(() => expect(within(samplers).getByText(/matches now/)).toHaveTextContent(/^1 paper matches now\.$/));
  });
});
