// /map: the paper map. list.json (titles, topics) comes from the catalog, shared with search; map.json
// (the places) from the map store (src/catalog/mapStore.ts, made when the map first opens). The search state is the search page's, read from the same
// address, so /?q=kernel and /map?q=kernel show the same papers.

import { useMemo } from 'react';
import { paths } from '../../config/paths';
import { shortName } from '../../lib/collection';
import { mapPoints } from '../../lib/map/points';
import { knownValues, searchOf, writeSearchParams } from '../../lib/search/url';
import type { MapFile } from '../../lib/types';
import { CatalogGate, type Catalog } from '../../catalog/CatalogGate';
import { FileGate } from '../../catalog/FileGate';
import { useFileStore } from '../../catalog/FileStores';
import { createMapStore } from '../../catalog/mapStore';
import { useSearchState } from '../../features/search/useSearchState';
import { PaperMap } from '../../features/map/PaperMap';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/i18n';
import { useAddressSearch } from '../useAddressSearch';

export function MapRoute() {
  const store = useFileStore('map', () => createMapStore());
  return <CatalogGate>{(catalog) => <FileGate store={store}>{(file) => <MapView catalog={catalog} file={file} />}</FileGate>}</CatalogGate>;
}

function MapView({ catalog: { list, corpus: listCorpus }, file }: { catalog: Catalog; file: MapFile }) {
  const t = useT();
  useDocumentTitle(t('map.documentTitle', { collection: shortName(list.collection) }));
  const { state, results, waiting } = useAddressSearch(list, listCorpus);
  // Filters and the typed query are written to the address (which makes a stale one canonical too).
  const { change, type, commit } = useSearchState(useMemo(() => knownValues(list), [list]));
  const points = useMemo(() => mapPoints(list, file), [list, file]);
  return (
    <PaperMap
      points={points}
      topics={list.topics}
      state={state}
      change={change}
      type={type}
      commit={commit}
      results={results}
      waiting={waiting}
      listHref={paths.home.href() + searchOf(writeSearchParams(state))}
    />
  );
}
