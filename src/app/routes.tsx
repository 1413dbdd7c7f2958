// The route table: each route composes features; the features never import each other.
//
// Declarative routes (<Routes>) rather than a data router: the app loads no data through the router,
// and React Router's data-router code would add 16 KB gzip to the JavaScript the search page waits for
// (see docs/architecture.md, "Lazy chunks and the JavaScript budget").

import { lazy } from 'react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { lazyWithMessages, withMessages } from '../i18n/withMessages';
import { Layout } from './Layout';
import { HomeRoute } from './routes/HomeRoute';
// The paper page's own styles (2.5 KB, not KaTeX's) with the site's: a prerendered paper page is drawn
// with them from the first paint, instead of moving when the page's code brings them (issue 12).
import '../features/paper/paper.css';

// The paper page's code (and KaTeX with it), loaded on demand: it stays out of what the search page
// loads. Once loaded it renders at once (React.lazy would suspend for a tick even then, and replace a
// prerendered page with "Loading…").
let paperRoute: ComponentType | null = null;
// Each page's code comes with its messages in the active language (src/lib/i18n/bundles.ts).
// With it, the checks of a paper's file (papersStore imports them on demand): fetched once the results
// are shown, like the page's code, so that a paper opened after the network is gone needs no more code.
export const loadPaperRoute = async (): Promise<ComponentType> =>
  (paperRoute ??= (await Promise.all([withMessages('paper', () => import('./routes/PaperRoute')), import('../lib/loadPageFiles')]))[0].PaperRoute);
const LazyPaperRoute = lazy(async () => ({ default: await loadPaperRoute() }));
function PaperRoute() {
  const Loaded = paperRoute;
  return Loaded ? <Loaded /> : <LazyPaperRoute />;
}

// The reading list page: on demand too (its exporters and import are not needed to search).
const ReadingListRoute = lazyWithMessages('later', () => import('./routes/ReadingListRoute'), 'ReadingListRoute');

// The paper map and the overview charts: on demand (d3 and the map's drawing are not needed to search).
const MapRoute = lazyWithMessages('map', () => import('./routes/MapRoute'), 'MapRoute');
const OverviewRoute = lazyWithMessages('overview', () => import('./routes/OverviewRoute'), 'OverviewRoute');

// The schedule: on demand (its own words for presentations, the paper page's and the library's, it loads itself).
const ScheduleRoute = lazyWithMessages('schedule', () => import('./routes/ScheduleRoute'), 'ScheduleRoute');

// An address the app does not know: rare, so on demand too.
const NotFoundRoute = lazy(async () => ({ default: (await import('./routes/NotFoundRoute')).NotFoundRoute }));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.home.path} element={<HomeRoute />} />
        <Route path={paths.paper.path} element={<PaperRoute />} />
        <Route path={paths.readingList.path} element={<ReadingListRoute />} />
        <Route path={paths.map.path} element={<MapRoute />} />
        <Route path={paths.schedule.path} element={<ScheduleRoute />} />
        <Route path={paths.overview.path} element={<OverviewRoute />} />
        <Route path={paths.notFound.path} element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
