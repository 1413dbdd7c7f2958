import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPapersStore } from '../../../../src/features/papers/papersStore';
import type { PapersStoreApi } from '../../../../src/features/papers/papersStore';
import { PapersProvider } from '../../../../src/features/papers/PapersProvider';
import { PapersGate } from '../../../../src/features/papers/PapersGate';
import { papersFixture } from '../../lib/fixtures/papersFixture';

function renderGate(store: PapersStoreApi) {
  return render(
    <PapersProvider store={store}>
      <PapersGate>{(data) => <p>{data.papers.length} loaded</p>}</PapersGate>
    </PapersProvider>,
  );
}

describe('PapersGate', () => {
  it('shows a loading status while papers.json is on its way', () => {
    renderGate(createPapersStore(() => new Promise(() => {})));
    expect(screen.getByRole('status')).toHaveTextContent('Loading papers…');
  });

  it('starts loading on mount and renders its children with the data', async () => {
    const fetcher = vi.fn(async () => papersFixture());
    renderGate(createPapersStore(fetcher));
    expect(await screen.findByText('3 loaded')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows the error and retries successfully', async () => {
    const fetcher = vi
      .fn<() => Promise<unknown>>()
      .mockResolvedValueOnce({ version: 2 })
      .mockResolvedValueOnce(papersFixture());
    renderGate(createPapersStore(fetcher));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('papers.json: unsupported version 2 (this app reads version 1)');
    expect(screen.getByRole('heading', { level: 1, name: /couldn’t load the papers/i })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PapersGate>{() => null}</PapersGate>)).toThrow(
      'usePapers must be used inside <PapersProvider>',
    );
    vi.mocked(console.error).mockRestore();
  });
});
