import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LibraryProvider, useLibrary, WithLibrary } from '../../../../src/features/library/LibraryProvider';
import { fakeStorage, tab } from './fakeStorage';

function Count() {
  const count = useLibrary((s) => s.readingList.length);
  return <p>{count} saved</p>;
}

describe('useLibrary', () => {
  it('reads the provided store and follows its changes', () => {
    const { store } = tab(fakeStorage());
    render(
      <LibraryProvider store={store}>
        <Count />
      </LibraryProvider>,
    );
    expect(screen.getByText('0 saved')).toBeInTheDocument();
    act(() => {
      store.getState().add({ id: 'cfmm', title: 'CFMM' });
    });
    expect(screen.getByText('1 saved')).toBeInTheDocument();
  });

  it('says where it must be used', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Count />)).toThrow('useLibrary must be used inside <LibraryProvider>');
    vi.restoreAllMocks();
  });
});

describe('a library loaded on demand', () => {
  it('shows the fallback until the store arrives, then what needs it', async () => {
    const { store } = tab(fakeStorage());
    let arrive: (s: typeof store) => void = () => {};
    const later = new Promise<typeof store>((resolve) => (arrive = resolve));
    render(
      <LibraryProvider store={later}>
        <WithLibrary fallback={<p>Loading the reading list…</p>}>
          <Count />
        </WithLibrary>
      </LibraryProvider>,
    );
    expect(screen.getByText('Loading the reading list…')).toBeInTheDocument();
    expect(screen.queryByText(/saved/)).not.toBeInTheDocument();
    await act(async () => arrive(store));
    expect(screen.getByText('0 saved')).toBeInTheDocument();
  });
});
