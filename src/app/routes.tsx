// The route table: each route composes features; the features never import each other.

import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { HomeRoute } from './routes/HomeRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Shown while a page's code loads on a first visit (the paper page is loaded on demand).
    hydrateFallbackElement: (
      <p className="notice" role="status">
        Loading…
      </p>
    ),
    children: [
      {
        // Errors thrown while rendering a page land here, inside the layout, never as a blank page.
        errorElement: <RouteError />,
        children: [
          { path: paths.home.path, element: <HomeRoute /> },
          // Loaded on demand: the paper page (and KaTeX with it) stays out of what the search page loads.
          { path: paths.paper.path, lazy: async () => ({ Component: (await import('./routes/PaperRoute')).PaperRoute }) },
          { path: paths.notFound.path, element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
