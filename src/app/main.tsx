import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { appPath, routerBasename } from '../config/base';
import { paths } from '../config/paths';
import { createPapersStore, type PapersStoreApi } from '../catalog/papersStore';
import { createCatalogStore, type CatalogStoreApi } from '../catalog/catalogStore';
import type { LibraryStoreApi } from '../features/library/libraryStore';
import { needMessages, showLocale, startLocale, warmFormats } from '../i18n/i18n';
import { whenState } from '../lib/whenState';
import { AppProviders } from './AppProviders';
import { AppRoutes, loadPaperRoute } from './routes';
import { loadPublishedParts } from '../features/search/publishedParts';
import { watchPrerenderedBox } from '../features/search/typedEarly';
import { watchEarlyPresses } from '../features/library/earlyKeys';
import { AppRouter, createAppHistory, type RouterHistory } from './history';
import './styles.css';

// The modules above are evaluated in one task, the boot in two more (start, then boot): on a 4× slowed
// phone they take 25–35 ms, and 20–60 ms of which the history is 2–28, which in one task made the first
// visit's first long task (60–110 ms).
setTimeout(start, 0);

function start(): void {
  // list.json and text.json, for the search page; a paper's own file, for its page. map.json's and
  // schedule.json's stores are their pages' own (src/catalog/FileStores.tsx).
  const catalog = createCatalogStore();
  const papers = createPapersStore();

  // The first entry keyed for scroll memory, typing written to the address bar once it pauses (history.tsx).
  const history = createAppHistory(window);
  const basename = routerBasename(import.meta.env.BASE_URL);
  setTimeout(() => boot(catalog, papers, history, basename), 0);
}

function boot(catalog: CatalogStoreApi, papers: PapersStoreApi, history: RouterHistory, basename: string): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // Start the first page's downloads now rather than after the first render; the views' own loads join
  // them. A prerendered page stays on screen until what replaces it is here, so the reader never sees it
  // replaced by "Loading…" (whatever happens, the app renders: a failure shows as an error): a paper's
  // page waits for its code and its file, the search page for list.json (and, for a conference's own data,
  // the code of its filters: publishedParts.ts), and then draws the same first results in the same places
  // as the HTML (src/app/firstScreen.tsx), in one render.
  const path = appPath(history.location.pathname, basename);
  // The interface's language (src/i18n): its first messages download beside the page's data.
  // Should the reader's language fail to arrive, English is tried so that the page can still say what failed.
  const locale = startLocale(window.location.search, navigator.languages);
  const messages = showLocale(locale).catch(() => showLocale('en'));
  // Starting a worker costs the page 2–18 ms there: in a task of its own, right after this one.
  setTimeout(() => warmFormats(locale), 0);
  const paperMatch = path === null ? null : matchPath(paths.paper.path, path);
  const pageReady =
    paperMatch !== null
      ? Promise.allSettled([loadPaperRoute(), papers.getState().load(paperMatch.params.id ?? '')])
      : path === paths.home.path
        ? catalog.getState().loadSearch().then(async () => {
            // A conference's own data (the catalog then has its code): the page's parts for it too. Without
            // them the page still works, its filters fewer: a failure is not the page's.
            if (catalog.getState().conference !== null) await loadPublishedParts().catch(() => undefined);
          })
        : Promise.resolve();
  const ready = Promise.allSettled([pageReady, messages]);

  // The reader's reading list and saved searches, from localStorage (and kept in step with other tabs).
  // Their code is not needed to show the search page's results, so there it loads once they are shown.
  const searchShown = path === paths.home.path ? listShown(catalog) : null;
  const library: Promise<LibraryStoreApi> = (searchShown ?? Promise.resolve()).then(async () =>
    (await import('../features/library/libraryStore')).createLibraryStore(),
  );

  // The paper page's code (with KaTeX), fetched once the search page's results are shown: opening a paper
  // from them then shows it at once, drawn from the list, instead of "Loading…" while the code downloads.
  // A failure here is not the reader's concern yet: opening a paper asks again, and says so if it fails.
  void searchShown?.then(loadPaperRoute).catch(() => undefined);
  // The messages of what the search page shows on demand (help, forms, the reading list), likewise.
  void searchShown?.then(() => needMessages('later')).catch(() => undefined);
  // A conference's own data, whatever page the reader started on: the search page's parts for it (its rows'
  // authors, its filters), so that an author's link on a paper's page opens their papers drawn whole.
  void whenState(catalog, (s) => s.conference !== null).then(loadPublishedParts).catch(() => undefined);

  // The offline copy (service worker), once the first page is shown: its code is no part of the first
  // results' JavaScript, and it waits in turn for the full-text index and an idle moment (startOffline.ts).
  void (searchShown ?? ready).then(async () =>
    (await import('../features/offline/startOffline')).startOffline(import.meta.env.BASE_URL, searchShown ? catalog : null),
  );

  // What the reader types into the prerendered search box meanwhile, the app's box takes up; a `b` pressed
  // before the reading list listens, it takes up once the library has loaded.
  if (path === paths.home.path) watchPrerenderedBox(root);
  watchEarlyPresses(document);

  // In a transition: React renders the app a few milliseconds at a time, so the page answers taps and keys
  // meanwhile (the prerendered page stays until the app's is ready); rendered at once, at 7,000 papers the
  // takeover was one task of 1.5 s on a throttled phone.
  void ready.then(() =>
    startTransition(() => createRoot(root).render(
      <StrictMode>
        <AppProviders stores={{ catalog, papers, library }}>
          <AppRouter history={history} basename={basename}>
            <AppRoutes />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    )),
  );
}

// Resolves once list.json is in (or failed) and a frame has been painted with it.
async function listShown(catalog: CatalogStoreApi): Promise<void> {
  await whenState(catalog, (s) => s.status === 'ready' || s.status === 'error');
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
