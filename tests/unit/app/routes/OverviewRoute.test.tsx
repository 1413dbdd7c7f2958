// /overview through the app: what OverviewRoute does around the overview's page, which is tested alone
// in tests/unit/features/overview: the document title, waiting for list.json (and Retry), the catalog's
// abstracts handed to the characteristic terms (and their Retry), and a bar's link to the search page.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../../../../src/i18n/i18n';
import { MESSAGE_BUNDLES, type MessageBundle } from '../../../../src/lib/i18n/bundles';
import { fullTextFixture, listFixture, textFixture } from '../../lib/fixtures/catalogFixture';
import { renderApp } from '../renderApp';

afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

// A text.json that never arrives: the page must not wait for it.
const textPending = () => new Promise<never>(() => {});

describe('OverviewRoute', () => {
  it('names the page and the collection in the document title, in the reader’s language', async () => {
    renderApp('/overview', { catalogFetchers: { fullText: textPending } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(document.title).toBe('Overview — ICML 2026');
  });

  it('names it in Chinese for a reader of Chinese', async () => {
    await activateLocale('zh', ['base', 'later', 'overview']);
    try {
      renderApp('/overview', { catalogFetchers: { fullText: textPending } });
      expect(await screen.findByRole('heading', { level: 1, name: '概览' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('概览 — ICML 2026'));
    } finally {
      await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
    }
  });

  it('says so while the list loads, and offers a Retry when it fails', async () => {
    let fail: (error: Error) => void = () => {};
    const list = vi
      .fn()
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(listFixture());
    renderApp('/overview', { catalogFetchers: { list, fullText: textPending } });
    expect(await screen.findByText('Loading papers…')).toHaveAttribute('role', 'status');
    fail(new Error('list.json: HTTP 500'));
    const alert = await screen.findByRole('alert');
    expect(document.title).toBe('Overview');
    expect(alert).toHaveTextContent('list.json: HTTP 500');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('hands the catalog’s abstracts to the characteristic terms, and their failure with a Retry that loads them', async () => {
    const text = vi.fn().mockRejectedValueOnce(new Error('text.json: HTTP 503')).mockResolvedValue(textFixture());
    renderApp('/overview', { catalogFetchers: { fullText: fullTextFixture(text) } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('text.json: HTTP 503');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const rl = await screen.findByRole('list', { name: 'Reinforcement learning' });
    expect(within(rl).getByRole('link', { name: 'square' })).toHaveAttribute('href', '/?q=square&topic=rl');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the filtered search from a bar without reloading the page', async () => {
    const { router } = renderApp('/overview', { catalogFetchers: { fullText: textPending } });
    await userEvent.click(await screen.findByRole('link', { name: 'Reinforcement learning: 2 papers' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?topic=rl');
    expect(await screen.findByRole('combobox', { name: 'Search papers' })).toBeInTheDocument();
  });
});
