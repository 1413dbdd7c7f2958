// Renders the real route table in memory, with stores whose fetchers the test chooses.

import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/routes';
import { createTestRouter } from '../testRouter';
import { createPapersStore } from '../../../src/catalog/papersStore';
import { createCatalogStore } from '../../../src/catalog/catalogStore';
import type { CatalogFetchers, CatalogStoreApi } from '../../../src/catalog/catalogStore';
import type { PaperFetcher } from '../../../src/catalog/fetchPapers';
import type { PapersStoreApi } from '../../../src/catalog/papersStore';
import { createMapStore } from '../../../src/catalog/mapStore';
import type { MapFetcher } from '../../../src/catalog/mapStore';
import { createScheduleStore } from '../../../src/catalog/scheduleStore';
import { createLibraryStore } from '../../../src/features/library/libraryStore';
import type { LibraryStoreApi } from '../../../src/features/library/libraryStore';
import { AppProviders } from '../../../src/app/AppProviders';
import { fakeStorage } from '../features/library/fakeStorage';
import { fixturePaperFetcher } from '../lib/fixtures/papersFixture';
import { fullTextFixture, listFixture } from '../lib/fixtures/catalogFixture';

interface RenderAppOptions {
  /** What papers.json "fetches" (the paper page); the fixture by default. */
  fetcher?: PaperFetcher;
  /** A store prepared by the test, instead of one built from `fetcher`. */
  store?: PapersStoreApi;
  /** What list.json and the full text (text.json, search-index.json) "fetch" (the search page); the fixtures by default. */
  catalogFetchers?: Partial<CatalogFetchers>;
  /** A catalog store prepared by the test, instead of one built from `catalogFetchers`. */
  catalog?: CatalogStoreApi;
  /** What map.json "fetches" (the map); by default it fails, saying so. */
  mapFetcher?: MapFetcher;
  /** What schedule.json "fetches" (the schedule); by default it fails, saying so. */
  scheduleFetcher?: MapFetcher;
  /** The reading list and saved searches (or their promise); by default a store over an empty in-memory storage. */
  library?: LibraryStoreApi | Promise<LibraryStoreApi>;
}


export function renderApp(path: string, options: RenderAppOptions = {}) {
  // useScrollMemory and the results list scroll; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const store = options.store ?? createPapersStore(options.fetcher ?? fixturePaperFetcher());
  const catalog =
    options.catalog ??
    createCatalogStore({ list: async () => listFixture(), fullText: fullTextFixture(), ...options.catalogFetchers });
  const map = createMapStore(options.mapFetcher ?? (() => Promise.reject(new Error('map.json: renderApp was given no mapFetcher'))));
  const schedule = createScheduleStore(options.scheduleFetcher ?? (() => Promise.reject(new Error('schedule.json: renderApp was given no scheduleFetcher'))));
  const storage = fakeStorage();
  const library = options.library ?? createLibraryStore({ storage: () => storage, events: new EventTarget() });
  const router = createTestRouter([path]);
  const view = render(
    <AppProviders stores={{ catalog, papers: store, map, schedule, library }}>
      <router.Router>
        <AppRoutes />
      </router.Router>
    </AppProviders>,
  );
  return { ...view, store, catalog, map, schedule, library, router };
}
