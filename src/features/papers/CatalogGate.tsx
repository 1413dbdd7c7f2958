// Starts loading list.json and shows its progress; renders `children(catalog)` once the list is ready.
// The abstracts (text.json) keep loading behind it: see TextLoadNotice.

import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { ListFile } from '../../lib/types';
import type { SearchCorpus } from '../../lib/search/run';
import { useCatalog } from './CatalogProvider';
import { useSearchCorpus } from './useSearchCorpus';

export interface Catalog {
  list: ListFile;
  corpus: SearchCorpus;
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

  if (status === 'error') {
    return (
      <section className="notice notice-error" role="alert" aria-labelledby="catalog-error-title">
        <h1 id="catalog-error-title">Couldn’t load the papers</h1>
        <p className="notice-detail">{error}</p>
        <button type="button" className="button" onClick={() => void retry()}>
          Retry
        </button>
      </section>
    );
  }
  if (status !== 'ready' || !list || !corpus) {
    return (
      <p className="notice" role="status">
        Loading papers…
      </p>
    );
  }
  return children({ list, corpus });
}
