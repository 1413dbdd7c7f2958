// The stores every page reads, put in React context around the router: one tree for the app
// (main.tsx), the prerender (firstScreen.tsx) and the tests (tests/unit/app/renderApp.tsx), so that
// none of them lacks a provider the others have. Each of them makes its own stores (the tests with
// their own fetchers and storage) and chooses its router.

import type { ReactNode } from 'react';
import type { CatalogStoreApi } from '../catalog/catalogStore';
import { CatalogProvider } from '../catalog/CatalogProvider';
import type { PapersStoreApi } from '../catalog/papersStore';
import { PapersProvider } from '../catalog/PapersProvider';
import { FileStoresProvider, type FileStores } from '../catalog/FileStores';
import type { LibraryStoreApi } from '../features/library/libraryStore';
import { LibraryProvider } from '../features/library/LibraryProvider';

export interface AppStores extends FileStores {
  /** list.json, the abstracts and the search index (src/catalog/catalogStore.ts). */
  catalog: CatalogStoreApi;
  /** Each paper's own file, by id (src/catalog/papersStore.ts). */
  papers: PapersStoreApi;
  // map and schedule (FileStores): the tests give them; the app's pages make their own.
  /** The reading list and saved searches, or the promise of them: the app loads their code after the first results. */
  library: LibraryStoreApi | Promise<LibraryStoreApi>;
}

/**
 *   <AppProviders stores={{ catalog, papers, library }}>
 *     <StaticRouter location="/"><AppRoutes /></StaticRouter>
 *   </AppProviders>
 */
export function AppProviders({ stores, children }: { stores: AppStores; children: ReactNode }) {
  return (
    <CatalogProvider store={stores.catalog}>
      <PapersProvider store={stores.papers}>
        <FileStoresProvider stores={stores}>
          <LibraryProvider store={stores.library}>{children}</LibraryProvider>
        </FileStoresProvider>
      </PapersProvider>
    </CatalogProvider>
  );
}
