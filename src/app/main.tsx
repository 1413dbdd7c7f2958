import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routerBasename } from '../config/base';
import { paths } from '../config/paths';
import { createPapersStore } from '../features/papers/papersStore';
import { PapersProvider } from '../features/papers/PapersProvider';
import { createCatalogStore } from '../features/papers/catalogStore';
import { CatalogProvider } from '../features/papers/CatalogProvider';
import { isTypedLocation } from '../features/search/useSearchState';
import { routes } from './routes';
import { windowWithLazyHistory } from './lazyHistory';
import './styles.css';

// list.json and text.json, for the search page; papers.json, for a paper's page, only once one opens.
const catalog = createCatalogStore();
const papers = createPapersStore();

// The search box's keystrokes reach the address bar once typing pauses (see lazyHistory.ts); the
// router's location, which every view reads, changes at once.
const routerWindow = windowWithLazyHistory(window, {
  isLazy: (data) => isTypedLocation((data as { usr?: unknown } | null)?.usr),
});
const router = createBrowserRouter(routes, { basename: routerBasename(import.meta.env.BASE_URL), window: routerWindow });

// Start the home page's download now rather than after the first render; its own load() joins it.
if (router.state.location.pathname === paths.home.path) void catalog.getState().load();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <CatalogProvider store={catalog}>
      <PapersProvider store={papers}>
        {/* flushSync lets navigate(…, { flushSync: true }) commit at once: the search filters use it. */}
        <RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />
      </PapersProvider>
    </CatalogProvider>
  </StrictMode>,
);
