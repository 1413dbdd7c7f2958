// The first screen of / as HTML, for the prerender (scripts/build/prerender.ts loads this module through
// vite, which understands its CSS imports, and hands the markup to scripts/build/pages.ts): the app's
// own routes and components, rendered as the app first renders / once list.json is in (the reading
// list's code not yet loaded: its controls as their reserved places), so when the app takes over
// (main.tsx) it draws the same rows in the same places. Never imported by the app: react-dom/server
// stays out of what the browser loads.

import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { routerBasename } from '../config/base';
import { paths } from '../config/paths';
import type { ListFile } from '../lib/types';
import { createCatalogStore } from '../catalog/catalogStore';
import { createPapersStore } from '../catalog/papersStore';
import type { LibraryStoreApi } from '../features/library/libraryStore';
import { FirstScreenContext } from '../features/search/firstScreen';
import type { FirstScreen } from '../features/search/firstScreen';
import { FirstResults } from '../features/search/FirstResults';
import { activateLocale } from '../i18n/i18n';
import { loadPublishedParts } from '../features/search/publishedParts';
import { hasConferenceData } from '../lib/search/corpus';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

/** Results written into the HTML: more than a tall phone or a desktop window shows at once. */
export const FIRST_SCREEN_RESULTS = 20;

// The first results as a plain list: there is no window to virtualise against.
const FIRST_SCREEN: FirstScreen = {
  List: (props) => <FirstResults {...props} count={FIRST_SCREEN_RESULTS} />,
};

const offline = () => Promise.reject(new Error('the prerender fetches nothing'));

/**
 * #root's markup for / with no query, under the site's base path:
 *   await renderFirstScreen(list, '/icml2026/') => '<a class="skip-link" …><header class="site-header">…
 *     <ol role="list" class="results results-first-screen" aria-label="Results"><li …>…'
 */
export async function renderFirstScreen(list: ListFile, basePath: string): Promise<string> {
  // In English: a reader whose language is another gets the app's own first render instead (public/theme.js).
  await activateLocale('en', ['base']);
  // A conference's own data: its search code, and its filters, drawn in the first screen too, as the app
  // draws them at once.
  const conference = hasConferenceData(list.papers) ? (await import('../lib/search/conference')).CONFERENCE_SEARCH : undefined;
  if (conference !== undefined) await loadPublishedParts();
  // As the store is once list.json is in, from the start: rendered without a window, zustand reads a
  // store's initial state (its server snapshot). The index comes later in the browser, as it does here.
  const catalog = createCatalogStore({ list: offline, fullText: offline }, { list, conference });
  const basename = routerBasename(basePath);
  // The library's code arrives after the first results in the browser too: never here.
  const library = new Promise<LibraryStoreApi>(() => undefined);
  return renderToStaticMarkup(
    <AppProviders stores={{ catalog, papers: createPapersStore(offline), library }}>
      <FirstScreenContext value={FIRST_SCREEN}>
        <StaticRouter location={basename === '/' ? paths.home.href() : `${basename}${paths.home.href()}`} basename={basename}>
          <AppRoutes />
        </StaticRouter>
      </FirstScreenContext>
    </AppProviders>,
  );
}
