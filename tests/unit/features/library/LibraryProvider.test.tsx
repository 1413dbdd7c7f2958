import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LibraryProvider, useLibrary } from '../../../../src/features/library/LibraryProvider';
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
