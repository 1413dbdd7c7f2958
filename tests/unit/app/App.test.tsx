import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixturePaperFetcher, papersFixture } from '../lib/fixtures/papersFixture';
import { renderApp } from './renderApp';
import { crashingCatalog } from './crashingCatalog';
import { fullTextFixture, indexFixture, listFixture, textFixture } from '../lib/fixtures/catalogFixture';

afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

describe('home route', () => {
  it('loads the list, then shows the search page under the collection title', async () => {
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading papers…');
    expect(await screen.findByRole('heading', { level: 1, name: 'ICML 2026 论文列表' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search papers' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^3 papers$/);
    expect(within(screen.getByRole('list', { name: 'Results' })).getAllByRole('article')).toHaveLength(3);
    expect(document.title).toBe('ICML 2026 论文列表');
  });

  it('marks the search as ready on titles, then on the full text, saying so while a query searches titles only', async () => {
    let sendIndex: (json: unknown) => void = () => {};
    renderApp('/?q=flow', { catalogFetchers: { fullText: fullTextFixture(undefined, () => new Promise((resolve) => (sendIndex = resolve))) } });
    await screen.findByRole('combobox', { name: 'Search papers' });
    await waitFor(() => expect(document.documentElement.dataset.searchReady).toBe('titles'));
    expect(screen.getByText('Searching titles while the abstracts load…')).toBeInTheDocument();
    sendIndex(indexFixture());
    await waitFor(() => expect(document.documentElement.dataset.searchReady).toBe('full'));
    expect(screen.queryByText('Searching titles while the abstracts load…')).not.toBeInTheDocument();
  });

  it('counts nothing for a shared query until its own results are in: no count, no (0) filters, no "no results", Save search offered', async () => {
    let sendIndex: (json: unknown) => void = () => {};
    // "samplers" is in one abstract and no title: titles alone find nothing.
    renderApp('/?q=samplers&topic=generative', { catalogFetchers: { fullText: fullTextFixture(undefined, () => new Promise((resolve) => (sendIndex = resolve))) } });
    await screen.findByRole('combobox', { name: 'Search papers' });
    const status = screen.getByRole('status');
    const filters = () => within(screen.getByRole('complementary', { name: 'Filters' })).getAllByRole('checkbox');
    const expectSearching = async (said: string) => {
      expect(status).toHaveTextContent(new RegExp(`^${said}$`));
      for (const option of filters()) {
        expect(option).not.toHaveAccessibleName(/\(\d+\)/);
        expect(option).toBeEnabled();
      }
      expect(screen.queryByText(/No papers match/)).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Save search' })).toBeInTheDocument();
    };
    // Before any index: the query cannot be searched yet.
    expect(document.documentElement.dataset.searchReady).toBe('list');
    await expectSearching('Preparing search…');
    // Titles searched, the abstracts still on their way: what titles find is not the query's answer.
    await waitFor(() => expect(document.documentElement.dataset.searchReady).toBe('titles'));
    await expectSearching('Searching…');
    expect(filters().find((option) => option.matches(':checked'))).toHaveAccessibleName('Generative models');

    sendIndex(indexFixture());
    await waitFor(() => expect(document.documentElement.dataset.searchReady).toBe('full'));
    expect(status).toHaveTextContent(/^1 paper$/);
    // The filters' counts follow in a deferred render.
    expect(await screen.findByRole('checkbox', { name: 'Generative models (1)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Theory (0)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save search' })).toBeInTheDocument();
  });

  it('counts what titles find once the abstracts have failed: that is all the search will have', async () => {
    renderApp('/?q=regret', { catalogFetchers: { fullText: fullTextFixture(undefined, () => Promise.reject(new Error('search-index.json: /data/search-index.json answered 500'))) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('search-index.json: /data/search-index.json answered 500');
    await waitFor(() => expect(document.documentElement.dataset.searchReady).toBe('titles'));
    expect(screen.getByRole('status')).toHaveTextContent(/^1 paper$/);
  });

  it('lists every paper while the abstracts load without a notice that would leave and move the results', async () => {
    renderApp('/', { catalogFetchers: { fullText: () => new Promise(() => {}) } });
    await waitFor(() => expect(document.documentElement.dataset.searchReady).toBe('titles'));
    expect(screen.queryByText('Searching titles while the abstracts load…')).not.toBeInTheDocument();
  });

  it('opens a paper from the results and comes back to the same search', async () => {
    const { router } = renderApp('/?q=flow');
    await userEvent.click(await screen.findByRole('link', { name: /^Contrastive Flow Map Matching/ }));
    // The paper page's code loads on demand: the navigation completes once it has.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contrastive Flow Map Matching (CFMM) for Few-Step Generation' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paper/cfmm');
    expect(screen.getByRole('main')).toHaveFocus();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=flow');
    expect(screen.getByRole('combobox', { name: 'Search papers' })).toHaveValue('flow');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 paper$/);
  });

  it('walks the results of the search it came from with Previous, Next and the arrow keys', async () => {
    const { router } = renderApp('/?sort=title');
    const results = await screen.findByRole('list', { name: 'Results' });
    const titles = within(results).getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    expect(titles.length).toBeGreaterThan(1);
    await userEvent.click(within(results).getByRole('link', { name: titles[0] }));
    expect(await screen.findByRole('heading', { level: 1, name: titles[0] })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=title');
    const nav = screen.getByRole('navigation', { name: 'Results' });
    expect(nav).toHaveTextContent(`1 of ${titles.length}`);
    const previous = within(nav).getByRole('link', { name: '← Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');

    await userEvent.click(within(nav).getByRole('link', { name: 'Next →' }));
    expect(await screen.findByRole('heading', { level: 1, name: titles[1] })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Results' })).toHaveTextContent(`2 of ${titles.length}`);
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { level: 1, name: titles[0] })).toBeInTheDocument();

    // Walking replaced the entry: "Back to results" is one step back, to the search as it was.
    await userEvent.click(screen.getByRole('link', { name: '← Back to results' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?sort=title');
  });

  it('gives Previous, Next and Back to results real addresses, for a new tab', async () => {
    renderApp('/?sort=title');
    const results = await screen.findByRole('list', { name: 'Results' });
    const links = within(results).getAllByRole('link', { name: /./ }).filter((link) => link.dataset.route !== undefined);
    await userEvent.click(links[1]!);
    const nav = await screen.findByRole('navigation', { name: 'Results' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Next →' })).toHaveAttribute('href'));
    expect(within(nav).getByRole('link', { name: '← Previous' })).toHaveAttribute('href', `/paper/${links[0]!.dataset.route}?sort=title`);
    expect(within(nav).getByRole('link', { name: 'Next →' })).toHaveAttribute('href', `/paper/${links[2]!.dataset.route}?sort=title`);
    expect(within(nav).getByRole('link', { name: '← Back to results' })).toHaveAttribute('href', '/?sort=title');
  });

  it("opened cold from a shared link, walks all papers and passes on none of the address's other parameters (?lang=, ?utm_source=)", async () => {
    renderApp('/paper/cfmm?lang=en&utm_source=chat');
    const nav = await screen.findByRole('navigation', { name: 'Results' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Next →' })).toHaveAttribute('href'));
    expect(within(nav).getByRole('link', { name: '← All papers' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Next →' }).getAttribute('href')).toMatch(/^\/paper\/[^?]+$/);
  });

  it('puts focus back on the result the reader opened, after Back or "Back to results"', async () => {
    const { router } = renderApp('/?sort=title');
    const results = await screen.findByRole('list', { name: 'Results' });
    const second = within(results).getAllByRole('heading', { level: 2 })[1]!.textContent ?? '';
    await userEvent.click(within(results).getByRole('link', { name: second }));
    await screen.findByRole('heading', { level: 1, name: second });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('link', { name: second })).toHaveFocus());

    await userEvent.click(screen.getByRole('link', { name: second }));
    await screen.findByRole('heading', { level: 1, name: second });
    await userEvent.click(screen.getByRole('link', { name: '← Back to results' }));
    await waitFor(() => expect(screen.getByRole('link', { name: second })).toHaveFocus());
  });

  it('cites the paper as BibTeX and as plain text, each copyable', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/paper/cfmm');
    const cite = await screen.findByRole('region', { name: 'Cite' });
    const bibtex = within(cite).getByRole('figure', { name: 'BibTeX' });
    expect(bibtex).toHaveTextContent(/^BibTeX@misc\{icml2026\w+,/);
    expect(bibtex).toHaveTextContent(`url = {${window.location.origin}/paper/cfmm}`);
    await userEvent.click(within(bibtex).getByRole('button', { name: 'Copy BibTeX' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^@misc\{icml2026/));
    expect(within(bibtex).getByRole('status')).toHaveTextContent('BibTeX copied');
    const plain = within(cite).getByRole('figure', { name: 'Plain text' });
    expect(within(plain).getByRole('button', { name: 'Copy plain text' })).toBeInTheDocument();
    expect(plain).toHaveTextContent(/Title derived from the abstract: Contrastive Flow Map Matching.* ICML 2026\./);
  });

  it('says a derived title is no published one, and cites it only in a note', async () => {
    renderApp('/paper/cfmm');
    const cite = await screen.findByRole('region', { name: 'Cite' });
    expect(cite).toHaveAccessibleDescription(/title was derived from its abstract, so the entries below carry it as a note, not as the title/);
    const entry = within(cite).getByRole('figure', { name: 'BibTeX' }).querySelector('pre')!.textContent!;
    expect(entry).not.toMatch(/^ {2}title = /m);
    expect(entry).toMatch(/^ {2}note = \{Title derived from the abstract: Contrastive Flow Map Matching.*; accepted paper at ICML 2026\},$/m);
    expect(within(cite).getByRole('figure', { name: 'Plain text' })).not.toHaveTextContent('“');
  });

  it('cites a curator\'s title as the title, with no notice', async () => {
    const data = papersFixture();
    Object.assign(data.papers[1]!, { title: 'Contrastive Flow Map Matching', titleSource: 'override' });
    renderApp('/paper/cfmm', { fetcher: fixturePaperFetcher(data) });
    const cite = await screen.findByRole('region', { name: 'Cite' });
    expect(cite).not.toHaveTextContent('derived');
    expect(within(cite).getByRole('figure', { name: 'BibTeX' })).toHaveTextContent('title = {Contrastive {Flow} {Map} {Matching}}');
    expect(within(cite).getByRole('figure', { name: 'Plain text' })).toHaveTextContent('“Contrastive Flow Map Matching.” ICML 2026.');
  });

  it('lists related papers with the words they share, when the data has them', async () => {
    const data = papersFixture();
    data.papers[1]!.related = [{ id: 'toolorchestra', shared: ['orchestration', 'tools'] }, { id: 'gone', shared: [] }];
    renderApp('/paper/cfmm', { fetcher: fixturePaperFetcher(data) });
    const related = await screen.findByRole('region', { name: 'Related papers' });
    const items = within(related).getAllByRole('listitem');
    expect(items).toHaveLength(1); // an id the data does not have is left out
    expect(within(items[0]!).getByRole('link', { name: /^ToolOrchestra/ })).toHaveAttribute('href', '/paper/toolorchestra');
    expect(within(items[0]!).getByRole('link', { name: /^ToolOrchestra/ })).toHaveAccessibleDescription('Title derived from the abstract');
    expect(items[0]).toHaveTextContent('shares orchestration, tools');
  });

  it('shows the error with a Retry that works the second time', async () => {
    const list = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('list.json: /data/list.json answered 404 Not Found'))
      .mockResolvedValueOnce(listFixture());
    renderApp('/', { catalogFetchers: { list } });
    expect(await screen.findByRole('alert')).toHaveTextContent('list.json: /data/list.json answered 404 Not Found');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ICML 2026 论文列表' })).toBeInTheDocument();
  });

  it('keeps searching the abstracts when their text fails to load after the index, says what is missing, with a Retry', async () => {
    const text = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('text.json: /data/text.json answered 500 Internal Server Error'))
      .mockResolvedValueOnce(textFixture());
    // "samplers" is in one abstract and no title: the index finds it without the text.
    renderApp('/?q=samplers', { catalogFetchers: { fullText: fullTextFixture(text) } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The abstracts’ text couldn’t be loaded: they are still searched, but results show short summaries and quoted phrases are looked for in titles only.');
    expect(alert).toHaveTextContent('text.json: /data/text.json answered 500 Internal Server Error');
    await waitFor(() => expect(document.documentElement.dataset.searchReady).toBe('index'));
    expect(screen.getByRole('status')).toHaveTextContent(/^1 paper$/);

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.documentElement.dataset.searchReady).toBe('full'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('answers a query from the index while the abstracts\' text is on its way, and waits for it with a quoted phrase', async () => {
    let sendText: (json: unknown) => void = () => {};
    renderApp('/?q=samplers', { catalogFetchers: { fullText: fullTextFixture(() => new Promise((resolve) => (sendText = resolve))) } });
    await waitFor(() => expect(document.documentElement.dataset.searchReady).toBe('index'));
    // In one abstract and no title: the index's answer is the query's own, counted, and says nothing of titles.
    expect(screen.getByRole('status')).toHaveTextContent(/^1 paper$/);
    expect(screen.getByRole('region', { name: 'Search results' })).toHaveAttribute('data-search-final');
    expect(screen.queryByText('Searching titles while the abstracts load…')).not.toBeInTheDocument();
    // A phrase is looked for in the text: without it, what the index finds is not yet the answer.
    const box = screen.getByRole('combobox', { name: 'Search papers' });
    await userEvent.clear(box);
    await userEvent.type(box, '"few-step samplers"');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Searching…$/));
    expect(screen.getByRole('region', { name: 'Search results' })).not.toHaveAttribute('data-search-final');
    sendText(textFixture());
    await waitFor(() => expect(document.documentElement.dataset.searchReady).toBe('full'));
    expect(screen.getByRole('region', { name: 'Search results' })).toHaveAttribute('data-search-final');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 paper$/);
  });
});

describe('paper route', () => {
  it('shows the title, abstract and links, and names the paper in the document title', async () => {
    renderApp('/paper/toolorchestra');
    const title = 'ToolOrchestra: Training Small Orchestrators to Coordinate Intelligent Tools';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/^We introduce ToolOrchestra, a method/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Code/ })).toHaveAttribute('href', 'https://github.com/example/toolorchestra');
    expect(document.title).toBe(`${title} — ICML 2026`);
  });

  it('says "Paper not found" for an unknown id, with a way home', async () => {
    renderApp('/paper/no-such-paper');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paper not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All papers' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Not found');
  });

  it('suggests the papers whose ids are closest to a mistyped one, and offers a search', async () => {
    const { router } = renderApp('/paper/toolorchestr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paper not found' })).toBeInTheDocument();
    const suggestion = screen.getByRole('link', { name: /^ToolOrchestra/ });
    expect(suggestion).toHaveAttribute('href', '/paper/toolorchestra');
    await userEvent.type(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search papers' }), 'orchestra{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=orchestra'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('survives a malformed percent escape in the id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/paper/%E0%A4%A');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paper not found' })).toBeInTheDocument();
  });
});

describe('unknown routes', () => {
  it('shows "Page not found" without loading any data', async () => {
    const fetcher = vi.fn(fixturePaperFetcher());
    const list = vi.fn(async () => listFixture());
    renderApp('/no/such/page', { fetcher, catalogFetchers: { list } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Not found')); // set by an effect of the lazily loaded page
    expect(fetcher).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
  });
});

describe('error boundary', () => {
  it('shows what broke instead of a blank page', async () => {
    const { router } = renderApp('/', { catalog: crashingCatalog() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('boom');
    expect(screen.getByRole('link', { name: '← All papers' })).toBeInTheDocument();

    // Moving to another address leaves the error behind.
    await act(() => router.navigate('/somewhere/else'));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
