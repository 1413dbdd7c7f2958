import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixturePaperFetcher, paperFileFixture } from '../../lib/fixtures/papersFixture';
import { listFixture } from '../../lib/fixtures/catalogFixture';
import { renderApp } from '../renderApp';
import { UnreachableError } from '../../../../src/catalog/fetchPapers';

afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

// A paper fetcher whose answer the test sends when it chooses: send() delivers the fixture's file.
function deferredFetcher() {
  const waiting: (() => void)[] = [];
  const fetcher = vi.fn(
    (id: string) => new Promise<unknown>((resolve) => waiting.push(() => resolve(paperFileFixture(id)))),
  );
  return { fetcher, send: () => act(async () => void waiting.splice(0).forEach((deliver) => deliver())) };
}

describe('PaperRoute', () => {
  it('opened from the results, shows what the list has at once and fills in the rest when the file arrives', async () => {
    const { fetcher, send } = deferredFetcher();
    const { container } = renderApp('/?q=orchestrators', { fetcher });
    const list = listFixture();
    const listed = list.papers.find((p) => p.id === 'toolorchestra')!;
    await userEvent.click(await screen.findByRole('link', { name: listed.title }));

    // The paper's file has not come: title, topics and first sentence, no "Loading papers…".
    expect(await screen.findByRole('heading', { level: 1, name: listed.title })).toBeInTheDocument();
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith('toolorchestra'));
    const topics = screen.getByRole('list', { name: 'Topics' });
    for (const id of listed.topics) {
      const label = list.topics.find((t) => t.id === id)?.label ?? id;
      expect(within(topics).getByRole('link', { name: label })).toBeInTheDocument();
    }
    const abstract = screen.getByRole('region', { name: 'Abstract' });
    expect(abstract).toHaveTextContent(listed.summary);
    expect(abstract).toHaveAttribute('aria-busy', 'true');
    expect(within(abstract).getByRole('status')).toHaveTextContent('Fetching the full abstract…');
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cite' })).not.toBeInTheDocument();
    // Already usable: the reading list and the link.
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    await send();
    const file = paperFileFixture('toolorchestra')!;
    const region = screen.getByRole('region', { name: 'Abstract' });
    expect(region).not.toHaveAttribute('aria-busy');
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
    expect(region).toHaveTextContent(listed.summary);
    expect(file.paper.text.length).toBeGreaterThan(listed.summary.length + 40);
    expect(region).toHaveTextContent(/Orchestrator surpasses GPT-5/); // the second sentence, with its math
    expect(container.querySelector('.abstract .katex math')).not.toBeNull();
    expect(screen.getByText(/^\d+ words · \d+ min read$/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cite' })).toBeInTheDocument();
    // The same heading element: the page was filled in, not drawn again.
    expect(screen.getByRole('heading', { level: 1, name: file.paper.title })).toBeInTheDocument();
  });

  it('says it is loading when the list is not in either (a link opened directly)', async () => {
    const { fetcher, send } = deferredFetcher();
    renderApp('/paper/cfmm', { fetcher, catalogFetchers: { list: () => new Promise(() => {}) } });
    expect(await screen.findByText('Loading papers…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await send();
    expect(await screen.findByRole('heading', { level: 1, name: /^Contrastive Flow Map Matching/ })).toBeInTheDocument();
  });

  it('opened from the results with the network gone, keeps what the list has and says the abstract comes back with the network', async () => {
    let online = false;
    const fetcher = vi.fn(async (id: string) => {
      if (!online) throw new UnreachableError(`paper/${id}.json`, `could not be fetched from /data/paper/${id}.json (TypeError: Failed to fetch)`);
      return paperFileFixture(id);
    });
    renderApp('/?q=orchestrators', { fetcher });
    const listed = listFixture().papers.find((p) => p.id === 'toolorchestra')!;
    await userEvent.click(await screen.findByRole('link', { name: listed.title }));

    const abstract = screen.getByRole('region', { name: 'Abstract' });
    expect(await within(abstract).findByRole('status')).toHaveTextContent('You’re offline: the full abstract will show when the network is back.');
    const heading = screen.getByRole('heading', { level: 1, name: listed.title });
    expect(heading).toHaveAccessibleDescription('Title derived from the abstract');
    expect(abstract).toHaveTextContent(listed.summary);
    expect(abstract).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('list', { name: 'Topics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to reading list/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Couldn’t load/)).not.toBeInTheDocument();

    // Still offline: Try again tries, and the page stays as it is.
    await userEvent.click(within(abstract).getByRole('button', { name: 'Try again' }));
    expect(await within(abstract).findByRole('status')).toHaveTextContent('You’re offline');
    expect(fetcher).toHaveBeenCalledTimes(2);

    // The network is back: the abstract comes by itself.
    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await within(abstract).findByText(/Orchestrator surpasses GPT-5/)).toBeInTheDocument();
    expect(within(abstract).queryByRole('status')).not.toBeInTheDocument();
    expect(within(abstract).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: listed.title })).toBe(heading);
  });

  it('still says what went wrong when the file is there but cannot be read', async () => {
    renderApp('/?q=orchestrators', { fetcher: async (id: string) => ({ ...paperFileFixture(id), version: 2 }) });
    const listed = listFixture().papers.find((p) => p.id === 'toolorchestra')!;
    await userEvent.click(await screen.findByRole('link', { name: listed.title }));
    expect(await screen.findByRole('alert')).toHaveTextContent('paper/toolorchestra.json: unsupported version 2');
    expect(screen.getByRole('heading', { level: 1, name: /Couldn’t load the papers/ })).toBeInTheDocument();
  });
});

// The fixture's list with an OpenReview id for ToolOrchestra, as a conference's own data gives it.
const OPENREVIEW_ID = 'F2zHYjBAEv';
function listWithOpenReview() {
  const list = listFixture();
  list.papers.find((p) => p.id === 'toolorchestra')!.openreviewId = OPENREVIEW_ID;
  return list;
}
const toolOrchestra = () => screen.findByRole('heading', { level: 1, name: /^ToolOrchestra/ });

describe('PaperRoute for an OpenReview id', () => {
  it("opens the paper at its own address, replacing the OpenReview one: Back goes where the reader was", async () => {
    const fetcher = vi.fn(fixturePaperFetcher());
    const { router } = renderApp('/', { fetcher, catalogFetchers: { list: async () => listWithOpenReview() } });
    expect(await screen.findByRole('list', { name: 'Results' })).toBeInTheDocument();
    await act(() => router.navigate(`/paper/${OPENREVIEW_ID}?q=orchestra`));
    expect(await toolOrchestra()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paper/toolorchestra');
    expect(router.state.location.search).toBe('?q=orchestra');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetcher).not.toHaveBeenCalledWith(OPENREVIEW_ID);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opened directly, waits for the list rather than saying "not found", then opens the paper', async () => {
    let send = (): void => {};
    const list = new Promise<ReturnType<typeof listFixture>>((resolve) => (send = () => resolve(listWithOpenReview())));
    const { router } = renderApp(`/paper/${OPENREVIEW_ID}`, { catalogFetchers: { list: () => list } });
    expect(await screen.findByText('Loading papers…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Paper not found' })).not.toBeInTheDocument();
    await act(async () => send());
    expect(await toolOrchestra()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paper/toolorchestra');
  });

  it('opens the paper from an OpenReview forum address on this site (/forum?id=…)', async () => {
    const { router } = renderApp(`/forum?id=${OPENREVIEW_ID}&noteId=xyz`, { catalogFetchers: { list: async () => listWithOpenReview() } });
    expect(await toolOrchestra()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paper/toolorchestra');
    expect(router.state.location.search).toBe('');
  });

  it('still says "not found" for an id that is neither ours nor an OpenReview one', async () => {
    renderApp('/paper/Zz9NoSuchId', { catalogFetchers: { list: async () => listWithOpenReview() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paper not found' })).toBeInTheDocument();
  });

  it('says "not found" for /forum without an id', async () => {
    renderApp('/forum', { catalogFetchers: { list: async () => listWithOpenReview() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe("PaperRoute for a published paper's file", () => {
  it('names the page by the title as plain text, and links a shared name to its person', async () => {
    const fetcher = async (id: string) => {
      const file = paperFileFixture(id)!;
      file.paper.title = 'Sparse $\\ell_1$ Recovery with \\emph{Robust} Priors';
      file.paper.titleSource = 'published';
      file.paper.authors = [{ name: 'Min Zhang', key: '~Min_Zhang7', institution: 'MIT' }, { name: 'Ling Yang' }];
      file.homonyms = ['Min Zhang'];
      return file;
    };
    renderApp('/paper/toolorchestra', { fetcher });
    const authors = await screen.findByRole('list', { name: 'Authors' });
    expect(within(authors).getByRole('link', { name: 'Papers by Min Zhang' })).toHaveAttribute('href', '/?author=%7EMin_Zhang7');
    expect(within(authors).getByRole('link', { name: 'Papers by Ling Yang' })).toHaveAttribute('href', '/?author=Ling+Yang');
    expect(document.title).toBe('Sparse ℓ1 Recovery with Robust Priors — ICML 2026');
  });
});
