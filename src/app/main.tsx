import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routerBasename } from '../config/base';
import { createPapersStore } from '../features/papers/papersStore';
import { PapersProvider } from '../features/papers/PapersProvider';
import { routes } from './routes';
import './styles.css';

const store = createPapersStore();
// Start the download now rather than after the first render; the page's own load() joins this request.
void store.getState().load();

const router = createBrowserRouter(routes, { basename: routerBasename(import.meta.env.BASE_URL) });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PapersProvider store={store}>
      <RouterProvider router={router} />
    </PapersProvider>
  </StrictMode>,
);
