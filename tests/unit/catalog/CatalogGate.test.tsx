import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCatalogStore } from '../../../src/catalog/catalogStore';
import type { CatalogStoreApi } from '../../../src/catalog/catalogStore';
import { CatalogProvider } from '../../../src/catalog/CatalogProvider';
import { CatalogGate } from '../../../src/catalog/CatalogGate';
import { TextLoadNotice } from '../../../src/catalog/TextLoadNotice';
import { fullTextFixture, indexFixture, listFixture } from '../lib/fixtures/catalogFixture';

const never = () => new Promise<never>(() => {});

function renderGate(store: CatalogStoreApi) {
  return render(
    <CatalogProvider store={store}>
      <CatalogGate>
        {({ list, corpus }) => (
          <>
            <p>
              {list.papers.length} listed, {corpus.fullText ? 'full text' : 'titles'}
            </p>
            <TextLoadNotice query="kernel" />
          </>
        )}
      </CatalogGate>
    </CatalogProvider>,
  );
}

describe('CatalogGate', () => {
  it('shows a loading status while list.json is on its way', () => {
    renderGate(createCatalogStore({ list: never, fullText: never }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading papers…');
  });

  it('renders its children with the list and a corpus as soon as the list is in', async () => {
    renderGate(createCatalogStore({ list: async () => listFixture(), fullText: never }));
    expect(await screen.findByText('3 listed, titles')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Searching titles while the abstracts load…')).toBeInTheDocument();
  });

  it('passes the full-text corpus once text.json is in', async () => {
    renderGate(createCatalogStore({ list: async () => listFixture(), fullText: fullTextFixture() }));
    expect(await screen.findByText('3 listed, full text')).toBeInTheDocument();
    expect(screen.queryByText('Searching titles while the abstracts load…')).not.toBeInTheDocument();
  });

  it('shows a malformed list.json as an error with a Retry', async () => {
    const list = vi
      .fn<() => Promise<unknown>>()
      .mockResolvedValueOnce({ version: 1, collection: {} })
      .mockResolvedValueOnce(listFixture());
    renderGate(createCatalogStore({ list, fullText: never }));
    expect(await screen.findByRole('alert')).toHaveTextContent('list.json: collection.title is missing');
    expect(screen.getByRole('heading', { level: 1, name: 'Couldn’t load the papers' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 listed, titles')).toBeInTheDocument();
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CatalogGate>{() => null}</CatalogGate>)).toThrow(
      'useCatalog must be used inside <CatalogProvider>',
    );
    vi.mocked(console.error).mockRestore();
  });
});

describe('TextLoadNotice', () => {
  const NOTICE = 'Searching titles while the abstracts load…';
  const renderNotice = (store: CatalogStoreApi, query: string) => {
    const view = render(
      <CatalogProvider store={store}>
        <TextLoadNotice query={query} />
      </CatalogProvider>,
    );
    return { ...view, search: (next: string) => view.rerender(<CatalogProvider store={store}><TextLoadNotice query={next} /></CatalogProvider>) };
  };

  it('says nothing without a query, abstracts or not: every paper is listed', async () => {
    const store = createCatalogStore({ list: async () => listFixture(), fullText: never });
    await store.getState().loadSearch();
    const { container } = renderNotice(store, '');
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps its line, empty, once the abstracts are searched, until the query changes: the results below do not move', async () => {
    let arrive: (index: unknown) => void = () => {};
    const store = createCatalogStore({ list: async () => listFixture(), fullText: fullTextFixture(undefined, () => new Promise((resolve) => (arrive = resolve))) });
    await store.getState().loadSearch();
    const { container, search } = renderNotice(store, 'kernel');
    expect(screen.getByText(NOTICE)).toBeVisible();
    // The index is what searches them; their text (for snippets) follows it.
    arrive(indexFixture());
    await vi.waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
    const line = container.querySelector('.text-notice');
    expect(line).toHaveClass('text-notice-gone');
    expect(line).toHaveAttribute('aria-hidden', 'true');
    search('kernel b');
    expect(container).toBeEmptyDOMElement();
    search('kernel');
    expect(container).toBeEmptyDOMElement();
  });

  it('offers a Retry when the abstracts\' index failed, and goes once they load', async () => {
    const index = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('search-index.json: could not be fetched'))
      .mockResolvedValueOnce(indexFixture());
    renderGate(createCatalogStore({ list: async () => listFixture(), fullText: fullTextFixture(undefined, index) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Abstracts couldn’t be loaded, so search covers titles, names, topics and benchmarks only.');
    expect(alert).toHaveTextContent('search-index.json: could not be fetched');
    expect(screen.getByText('3 listed, titles')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 listed, full text')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
