// Puts one catalog store (list.json, text.json, the search index) in React context; useCatalog reads it
// with a selector, one value per call.

import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { CatalogStore, CatalogStoreApi } from './catalogStore';

const CatalogContext = createContext<CatalogStoreApi | null>(null);

export function CatalogProvider({ store, children }: { store: CatalogStoreApi; children: ReactNode }) {
  return <CatalogContext value={store}>{children}</CatalogContext>;
}

/** useCatalog((s) => s.status) — re-renders only when the selected value changes. */
export function useCatalog<T>(selector: (state: CatalogStore) => T): T {
  const store = use(CatalogContext);
  if (!store) throw new Error('useCatalog must be used inside <CatalogProvider>');
  return useStore(store, selector);
}
