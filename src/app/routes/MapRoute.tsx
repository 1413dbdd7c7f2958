// /map: the paper map. list.json (titles, topics) comes from the catalog, shared with search; map.json
// (the places) from the map's own store. The search state is the search page's, read from the same
// address, so /?q=kernel and /map?q=kernel show the same papers.

import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { paths } from '../../config/paths';
import { shortName } from '../../lib/collection';
import { mapPoints } from '../../lib/map/points';
import { knownValues, writeSearchParams } from '../../lib/search/url';
import type { MapFile } from '../../lib/types';
import { CatalogGate, type Catalog } from '../../catalog/CatalogGate';
import { dataFetcher } from '../../catalog/fetchPapers';
import { searchOf, useSearchState } from '../../features/search/useSearchState';
import { createMapStore, MAP_SOURCE, type MapStoreApi } from '../../features/map/mapStore';
import { PaperMap } from '../../features/map/PaperMap';
import { LoadNotice } from '../../components/LoadNotice';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/i18n';
import { useAddressSearch } from '../useAddressSearch';

// The app's map store: made on the first visit to the map, kept for the session.
let appMapStore: MapStoreApi | null = null;
const defaultMapStore = () => (appMapStore ??= createMapStore(dataFetcher(MAP_SOURCE)));

/** `mapStore`: for tests; the app's own store by default. */
export function MapRoute({ mapStore }: { mapStore?: MapStoreApi }) {
  const store = mapStore ?? defaultMapStore();
  return <CatalogGate>{(catalog) => <MapFileGate store={store}>{(file) => <MapView catalog={catalog} file={file} />}</MapFileGate>}</CatalogGate>;
}

function MapFileGate({ store, children }: { store: MapStoreApi; children: (file: MapFile) => ReactNode }) {
  const status = useStore(store, (s) => s.status);
  const file = useStore(store, (s) => s.file);
  const error = useStore(store, (s) => s.error);
  useEffect(() => {
    void store.getState().load();
  }, [store]);
  if (status !== 'ready' || !file) return <LoadNotice error={status === 'error' ? error : null} onRetry={() => void store.getState().retry()} />;
  return children(file);
}

function MapView({ catalog: { list, corpus: listCorpus }, file }: { catalog: Catalog; file: MapFile }) {
  const t = useT();
  useDocumentTitle(t('map.documentTitle', { collection: shortName(list.collection) }));
  const { state, results, waiting } = useAddressSearch(list, listCorpus);
  // Filters and a new query are written to the address (which makes a stale one canonical too).
  const { change } = useSearchState(useMemo(() => knownValues(list), [list]));
  const points = useMemo(() => mapPoints(list, file), [list, file]);
  return (
    <PaperMap
      points={points}
      topics={list.topics}
      state={state}
      change={change}
      results={results}
      waiting={waiting}
      listHref={paths.home.href() + searchOf(writeSearchParams(state))}
    />
  );
}
