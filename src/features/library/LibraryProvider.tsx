// Puts one library store (reading list, saved searches) in React context; useLibrary reads it with a
// selector, one value per call (useShallow from zustand/react/shallow for several).

import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { LibraryStore, LibraryStoreApi } from './libraryStore';

const LibraryContext = createContext<LibraryStoreApi | null>(null);

export function LibraryProvider({ store, children }: { store: LibraryStoreApi; children: ReactNode }) {
  return <LibraryContext value={store}>{children}</LibraryContext>;
}

/** useLibrary((s) => s.readingList) — re-renders only when the selected value changes. */
export function useLibrary<T>(selector: (state: LibraryStore) => T): T {
  const store = use(LibraryContext);
  if (!store) throw new Error('useLibrary must be used inside <LibraryProvider>');
  return useStore(store, selector);
}
