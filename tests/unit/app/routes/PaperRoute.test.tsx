import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paperFileFixture } from '../../lib/fixtures/papersFixture';
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
    expect(fetcher).toHaveBeenCalledWith('toolorchestra');
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
