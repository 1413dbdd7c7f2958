import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPapersStore } from '../../../src/catalog/papersStore';
import type { PapersStoreApi } from '../../../src/catalog/papersStore';
import { PapersProvider } from '../../../src/catalog/PapersProvider';
import { PaperGate } from '../../../src/catalog/PaperGate';
import { UnreachableError } from '../../../src/catalog/fetchPapers';
import { fixturePaperFetcher, paperFileFixture } from '../lib/fixtures/papersFixture';

function renderGate(store: PapersStoreApi, loading?: ReactNode, unreachable?: (retry: () => void) => ReactNode) {
  return render(
    <PapersProvider store={store}>
      <PaperGate id="cfmm" missing={<p>no such paper</p>} loading={loading} unreachable={unreachable}>
        {(file) => <p>{file.paper.id} loaded</p>}
      </PaperGate>
    </PapersProvider>,
  );
}

describe('PaperGate', () => {
  it("shows a loading status while the paper's file is on its way", () => {
    renderGate(createPapersStore(() => new Promise(() => {})));
    expect(screen.getByRole('status')).toHaveTextContent('Loading papers…');
  });

  it('starts loading on mount and renders its children with the data', async () => {
    const fetcher = vi.fn(fixturePaperFetcher());
    renderGate(createPapersStore(fetcher));
    expect(await screen.findByText('cfmm loaded')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows the error and retries successfully', async () => {
    const fetcher = vi
      .fn<(id: string) => Promise<unknown>>()
      .mockResolvedValueOnce({ version: 2 })
      .mockResolvedValueOnce(paperFileFixture('cfmm'));
    renderGate(createPapersStore(fetcher));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('paper/cfmm.json: unsupported version 2 (this app reads version 1)');
    expect(screen.getByRole('heading', { level: 1, name: /couldn’t load the papers/i })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('cfmm loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('shows what the caller already has of the paper while its file loads, and the error if it fails', async () => {
    let fail: (error: Error) => void = () => {};
    renderGate(createPapersStore(() => new Promise((_, reject) => (fail = reject))), <h1>Contrastive Flow Map Matching</h1>);
    expect(screen.getByRole('heading', { level: 1, name: 'Contrastive Flow Map Matching' })).toBeInTheDocument();
    expect(screen.queryByText('Loading papers…')).not.toBeInTheDocument();
    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('offline');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('with the network gone', () => {
    const noNetwork = () => new UnreachableError('paper/cfmm.json', 'could not be fetched from /data/paper/cfmm.json (TypeError: Failed to fetch)');
    const preview = (retry: () => void) => (
      <>
        <h1>Contrastive Flow Map Matching</h1>
        <button type="button" onClick={retry}>
          Try again
        </button>
      </>
    );

    it('shows what the caller has of the paper, not an error, and fetches the file again when the network is back', async () => {
      const fetcher = vi.fn<(id: string) => Promise<unknown>>().mockRejectedValueOnce(noNetwork()).mockImplementation(fixturePaperFetcher());
      renderGate(createPapersStore(fetcher), <p>loading</p>, preview);
      expect(await screen.findByRole('heading', { level: 1, name: 'Contrastive Flow Map Matching' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(fetcher).toHaveBeenCalledTimes(1);

      await act(async () => window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('cfmm loaded')).toBeInTheDocument();
      expect(fetcher).toHaveBeenCalledTimes(2);
    });

    it('fetches it again on the retry it gives, staying as it is (focus kept) while it tries and while still offline', async () => {
      let fail: (error: Error) => void = () => {};
      const fetcher = vi
        .fn<(id: string) => Promise<unknown>>()
        .mockRejectedValueOnce(noNetwork())
        .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
        .mockImplementation(fixturePaperFetcher());
      renderGate(createPapersStore(fetcher), <p>loading</p>, preview);
      const button = await screen.findByRole('button', { name: 'Try again' });
      await userEvent.click(button);
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(screen.queryByText('loading')).not.toBeInTheDocument();
      await act(async () => fail(noNetwork()));
      expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
      expect(button).toHaveFocus();
      await userEvent.click(button);
      expect(await screen.findByText('cfmm loaded')).toBeInTheDocument();
    });

    it('shows the error, with Retry, to a caller with nothing to show meanwhile', async () => {
      renderGate(createPapersStore(() => Promise.reject(noNetwork())));
      expect(await screen.findByRole('alert')).toHaveTextContent('paper/cfmm.json: could not be fetched from /data/paper/cfmm.json (TypeError: Failed to fetch)');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });

    it('still reports any other failure as an error, and does not wait for the network for it', async () => {
      const fetcher = vi.fn<(id: string) => Promise<unknown>>().mockResolvedValue({ version: 2 });
      renderGate(createPapersStore(fetcher), <p>loading</p>, preview);
      expect(await screen.findByRole('alert')).toHaveTextContent('paper/cfmm.json: unsupported version 2 (this app reads version 1)');
      expect(screen.queryByRole('heading', { name: 'Contrastive Flow Map Matching' })).not.toBeInTheDocument();
      await act(async () => window.dispatchEvent(new Event('online')));
      expect(fetcher).toHaveBeenCalledTimes(1);
    });
  });

  it('shows what it is given for a paper that does not exist', async () => {
    renderGate(createPapersStore(async () => null));
    expect(await screen.findByText('no such paper')).toBeInTheDocument();
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PaperGate id="cfmm" missing={null}>{() => null}</PaperGate>)).toThrow(
      'usePapers must be used inside <PapersProvider>',
    );
    vi.mocked(console.error).mockRestore();
  });
});
