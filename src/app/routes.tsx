// The route table: each route composes features; the features never import each other.

import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { HomeRoute } from './routes/HomeRoute';
import { PaperRoute } from './routes/PaperRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // Errors thrown while rendering a page land here, inside the layout, never as a blank page.
        errorElement: <RouteError />,
        children: [
          { path: paths.home.path, element: <HomeRoute /> },
          { path: paths.paper.path, element: <PaperRoute /> },
          { path: paths.notFound.path, element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
