// Puts one papers store in React context; usePapers reads it with a selector (one value per call).

import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { PapersStore, PapersStoreApi } from './papersStore';

const PapersContext = createContext<PapersStoreApi | null>(null);

export function PapersProvider({ store, children }: { store: PapersStoreApi; children: ReactNode }) {
  return <PapersContext value={store}>{children}</PapersContext>;
}

/** usePapers((s) => s.status) — re-renders only when the selected value changes. */
export function usePapers<T>(selector: (state: PapersStore) => T): T {
  const store = use(PapersContext);
  if (!store) throw new Error('usePapers must be used inside <PapersProvider>');
  return useStore(store, selector);
}
