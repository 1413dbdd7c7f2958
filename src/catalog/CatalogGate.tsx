// Starts loading list.json and shows its progress; renders `children(catalog)` once the list is ready.
// The abstracts (text.json) keep loading behind it: see TextLoadNotice.

import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LoadNotice } from '../components/LoadNotice';
import type { ListFile } from '../lib/types';
import type { AnyCorpus } from '../lib/search/run';
import { useCatalog } from './CatalogProvider';
import { useSearchCorpus } from './useSearchCorpus';

export interface Catalog {
  list: ListFile;
  corpus: AnyCorpus;
}

export function CatalogGate({ children }: { children: (catalog: Catalog) => ReactNode }) {
  const status = useCatalog((s) => s.status);
  const list = useCatalog((s) => s.list);
  const error = useCatalog((s) => s.error);
  const load = useCatalog((s) => s.load);
  const retry = useCatalog((s) => s.retry);
  const corpus = useSearchCorpus();

  useEffect(() => {
    void load();
  }, [load]);

  if (status !== 'ready' || !list || !corpus) {
    return <LoadNotice error={status === 'error' ? error : null} onRetry={() => void retry()} />;
  }
  return children({ list, corpus });
}
