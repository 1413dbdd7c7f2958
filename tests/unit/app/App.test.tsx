import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { papersFixture } from '../lib/fixtures/papersFixture';
import { renderApp } from './renderApp';
import { createPapersStore } from '../../../src/features/papers/papersStore';

afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

describe('home route', () => {
  it('loads the papers, then lists them with the collection as title', async () => {
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading papers…');
    expect(await screen.findByRole('heading', { level: 1, name: 'ICML 2026 论文列表' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(document.title).toBe('ICML 2026 论文列表');
  });

  it('opens a paper from the list', async () => {
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: /^Contrastive Flow Map Matching/ }));
    expect(router.state.location.pathname).toBe('/paper/cfmm');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Contrastive Flow Map Matching (CFMM) for Few-Step Generation' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: '← All papers' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'ICML 2026 论文列表' })).toBeInTheDocument();
  });

  it('shows the error with a Retry that works the second time', async () => {
    const fetcher = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('papers.json: /data/papers.json answered 404 Not Found'))
      .mockResolvedValueOnce(papersFixture());
    renderApp('/', { fetcher });
    expect(await screen.findByRole('alert')).toHaveTextContent('papers.json: /data/papers.json answered 404 Not Found');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ICML 2026 论文列表' })).toBeInTheDocument();
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

  it('survives a malformed percent escape in the id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/paper/%E0%A4%A');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paper not found' })).toBeInTheDocument();
  });
});

describe('unknown routes', () => {
  it('shows "Page not found" without loading any data', () => {
    const fetcher = vi.fn(async () => papersFixture());
    renderApp('/no/such/page', { fetcher });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Not found');
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('error boundary', () => {
  it('shows what broke instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Data the validator would reject, seeded straight into the store, so the list crashes while rendering.
    const broken = papersFixture();
    Object.defineProperty(broken.papers[0]!, 'topics', {
      get: () => {
        throw new Error('boom');
      },
    });
    const store = createPapersStore(vi.fn());
    store.setState({ status: 'ready', data: broken });
    renderApp('/', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('boom');
    expect(screen.getByRole('link', { name: '← All papers' })).toBeInTheDocument();
  });
});
