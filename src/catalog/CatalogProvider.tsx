// Puts one catalog store (list.json, text.json, the search index) in React context; useCatalog reads it
// with a selector, one value per call: useCatalog((s) => s.status).

import { storeContext } from '../components/storeContext';
import type { CatalogStore } from './catalogStore';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a component's name, for a developer's error (storeContext)
const catalog = storeContext<CatalogStore>('useCatalog', 'CatalogProvider');

export const CatalogProvider = catalog.Provider;
export const useCatalog = catalog.useSelect;
