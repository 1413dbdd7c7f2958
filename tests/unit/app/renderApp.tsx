// Renders the real route table in memory, with a store whose fetcher the test chooses.

import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../../../src/app/routes';
import { createPapersStore } from '../../../src/features/papers/papersStore';
import { PapersProvider } from '../../../src/features/papers/PapersProvider';
import type { PapersFetcher } from '../../../src/features/papers/fetchPapers';
import type { PapersStoreApi } from '../../../src/features/papers/papersStore';
import { papersFixture } from '../lib/fixtures/papersFixture';

interface RenderAppOptions {
  /** What papers.json "fetches"; the fixture by default. */
  fetcher?: PapersFetcher;
  /** A store prepared by the test, instead of one built from `fetcher`. */
  store?: PapersStoreApi;
}

export function renderApp(path: string, options: RenderAppOptions = {}) {
  // ScrollRestoration scrolls on navigation; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const store = options.store ?? createPapersStore(options.fetcher ?? (async () => papersFixture()));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <PapersProvider store={store}>
      <RouterProvider router={router} />
    </PapersProvider>,
  );
  return { ...view, store, router };
}
