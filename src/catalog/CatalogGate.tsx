// Starts loading list.json and shows its progress; renders `children(catalog)` once the list is ready.
// The abstracts (text.json) keep loading behind it: see TextLoadNotice.

import type { ReactNode } from 'react';
import { LoadNotice } from '../components/LoadNotice';
import type { ListFile } from '../lib/types';
import type { AnyCorpus } from '../lib/search/run';
import { useCatalogList } from './useCatalogList';
import { useSearchCorpus } from './useSearchCorpus';

export interface Catalog {
  list: ListFile;
  corpus: AnyCorpus;
}

export function CatalogGate({ children }: { children: (catalog: Catalog) => ReactNode }) {
  const { list, error, retry } = useCatalogList();
  const corpus = useSearchCorpus();
  if (!list || !corpus) return <LoadNotice error={error} onRetry={retry} />;
  return children({ list, corpus });
}
