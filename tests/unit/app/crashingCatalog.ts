// A catalog whose list crashes the search page while it renders, for the error boundary's tests.
import { vi } from 'vitest';
import { createCatalogStore } from '../../../src/catalog/catalogStore';
import type { CatalogStoreApi } from '../../../src/catalog/catalogStore';
import { toSearchDoc } from '../../../src/lib/search/options';
import { createIndex } from '../../../src/lib/search/build';
import { listFixture } from '../lib/fixtures/catalogFixture';

/**
 * A catalog store, ready, whose first paper throws `Error('boom')` when its benchmarks are read: data the
 * validator would reject, seeded straight into the store, so `/` crashes while rendering. Silences
 * console.error and console.warn, where React reports the crash (vi.restoreAllMocks brings them back).
 *   renderApp('/', { catalog: crashingCatalog() })  // the error page, saying "boom"
 */
export function crashingCatalog(): CatalogStoreApi {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const broken = listFixture();
  const index = createIndex(broken.papers.map((p) => toSearchDoc(p, '')));
  Object.defineProperty(broken.papers[0]!, 'benchmarks', {
    get: () => {
      throw new Error('boom');
    },
  });
  const catalog = createCatalogStore({ list: vi.fn(), fullText: vi.fn() });
  catalog.setState({ status: 'ready', list: broken, index });
  return catalog;
}
