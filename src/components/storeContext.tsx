// A zustand store in React context: the app makes the store (a factory, so tests pass their own), a
// provider puts it in context, and a hook reads it with a selector, one value per call.

import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand';

/**
 *   const catalog = storeContext<CatalogStore>('useCatalog', 'CatalogProvider');
 *   <catalog.Provider store={store}>…</catalog.Provider>; catalog.useSelect((s) => s.status)
 */
export function storeContext<S>(hookName: string, providerName: string) {
  const Context = createContext<StoreApi<S> | null>(null);

  function Provider({ store, children }: { store: StoreApi<S>; children: ReactNode }) {
    return <Context value={store}>{children}</Context>;
  }

  /** Re-renders only when the selected value changes. */
  function useSelect<T>(selector: (state: S) => T): T {
    const store = use(Context);
    if (!store) throw new Error(`${hookName} must be used inside <${providerName}>`);
    return useStore(store, selector);
  }

  return { Provider, useSelect };
}
