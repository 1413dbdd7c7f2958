// The stores every page reads, put in React context around the router: one tree for the app
// (main.tsx), the prerender (firstScreen.tsx) and the tests (tests/unit/app/renderApp.tsx), so that
// none of them lacks a provider the others have. Each of them makes its own stores (the tests with
// their own fetchers and storage) and chooses its router.

import type { ReactNode } from 'react';
import type { CatalogStoreApi } from '../catalog/catalogStore';
import { CatalogProvider } from '../catalog/CatalogProvider';
import type { PapersStoreApi } from '../catalog/papersStore';
import { PapersProvider } from '../catalog/PapersProvider';
import type { MapStoreApi } from '../catalog/mapStore';
import { MapProvider } from '../catalog/MapProvider';
import type { ScheduleStoreApi } from '../catalog/scheduleStore';
import { ScheduleProvider } from '../catalog/ScheduleProvider';
import type { LibraryStoreApi } from '../features/library/libraryStore';
import { LibraryProvider } from '../features/library/LibraryProvider';

export interface AppStores {
  /** list.json, the abstracts and the search index (src/catalog/catalogStore.ts). */
  catalog: CatalogStoreApi;
  /** Each paper's own file, by id (src/catalog/papersStore.ts). */
  papers: PapersStoreApi;
  /** map.json, each paper's place on the map (src/catalog/mapStore.ts). */
  map: MapStoreApi;
  /** schedule.json, every presentation whole (src/catalog/scheduleStore.ts). */
  schedule: ScheduleStoreApi;
  /** The reading list and saved searches, or the promise of them: the app loads their code after the first results. */
  library: LibraryStoreApi | Promise<LibraryStoreApi>;
}

/**
 *   <AppProviders stores={{ catalog, papers, map, schedule, library }}>
 *     <StaticRouter location="/"><AppRoutes /></StaticRouter>
 *   </AppProviders>
 */
export function AppProviders({ stores, children }: { stores: AppStores; children: ReactNode }) {
  return (
    <CatalogProvider store={stores.catalog}>
      <PapersProvider store={stores.papers}>
        <MapProvider store={stores.map}>
          <ScheduleProvider store={stores.schedule}>
            <LibraryProvider store={stores.library}>{children}</LibraryProvider>
          </ScheduleProvider>
        </MapProvider>
      </PapersProvider>
    </CatalogProvider>
  );
}
