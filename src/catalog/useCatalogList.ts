// list.json for whatever page needs it: asks the catalog to load it (once for the whole app; a later
// page shares the request or the list) and says where it stands. CatalogGate waits for it; the paper and
// reading-list pages show without it and fill in what it brings.

import { useEffect, useMemo } from 'react';
import type { ListFile } from '../lib/types';
import { useCatalog } from './CatalogProvider';

export interface CatalogList {
  /** The loaded list; null while it loads or after it failed. */
  list: ListFile | null;
  /** Why it failed, for the reader; null while loading or once loaded. */
  error: string | null;
  /** After a failure, fetches it again. */
  retry: () => void;
}

export function useCatalogList(): CatalogList {
  const load = useCatalog((s) => s.load);
  const retry = useCatalog((s) => s.retry);
  const list = useCatalog((s) => s.list);
  const error = useCatalog((s) => (s.status === 'error' ? s.error : null));
  useEffect(() => {
    void load();
  }, [load]);
  return useMemo(() => ({ list, error, retry: () => void retry() }), [list, error, retry]);
}
