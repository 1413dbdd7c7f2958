// Puts the library store (reading list, saved searches) in React context; useLibrary reads it with a
// selector, one value per call (useShallow from zustand/react/shallow for several).
//
// The store's code (validation, migrations, merging, storage) is not needed to show the search page's
// first results, so the app hands over a promise and loads it after them: until it is in, <WithLibrary>
// renders its fallback, and no control that would change the library is shown (a click that could not
// be kept is never offered).

import { createContext, use, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { LibraryStore, LibraryStoreApi } from './libraryStore';

const LibraryContext = createContext<LibraryStoreApi | null>(null);

interface LibraryProviderProps {
  /** The store, or the promise of it (the app loads its code on demand). */
  store: LibraryStoreApi | Promise<LibraryStoreApi>;
  children: ReactNode;
}

export function LibraryProvider({ store, children }: LibraryProviderProps) {
  const [arrived, setArrived] = useState<{ from: Promise<LibraryStoreApi>; store: LibraryStoreApi } | null>(null);
  const loaded = store instanceof Promise ? (arrived?.from === store ? arrived.store : null) : store;
  useEffect(() => {
    if (!(store instanceof Promise)) return;
    let live = true;
    store.then(
      (ready) => live && setArrived({ from: store, store: ready }),
      (error: unknown) => console.error('The reading list could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [store]);
  return <LibraryContext value={loaded}>{children}</LibraryContext>;
}

/** The store once it is loaded, else null. */
export function useLibraryStore(): LibraryStoreApi | null {
  return use(LibraryContext);
}

/** Renders `children` once the library is loaded, `fallback` until then (nothing by default). */
export function WithLibrary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useLibraryStore() === null ? fallback : children;
}

/** useLibrary((s) => s.readingList) — re-renders only when the selected value changes. Inside <WithLibrary>. */
export function useLibrary<T>(selector: (state: LibraryStore) => T): T {
  const store = use(LibraryContext);
  if (!store) throw new Error('useLibrary must be used inside <LibraryProvider>, once the library is loaded (<WithLibrary>)');
  return useStore(store, selector);
}
