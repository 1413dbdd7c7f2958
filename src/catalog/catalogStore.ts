// What the pages read: list.json first (the list shows); then, for a page that searches, a titles index
// (it answers at once), and in the background search-index.json (the full-text index, built by the data
// build), then text.json (the abstracts, for snippets and quoted phrases), both read by the data worker
// and loaded here a slice at a time. A vanilla zustand store made by a factory, so tests and the app each
// pass their own fetchers.

import { createStore } from 'zustand/vanilla';
import type { ListFile } from '../lib/types';
import { validateListFile } from '../lib/loadPapers';
import { searchDocs } from '../lib/search/options';
import type { IndexReader } from '../lib/search/indexReader';
import type { PackedIndex } from '../lib/search/serialize';
import { dataFetcher, dataFileUrl, fetchAnswer, INDEX_SOURCE, LIST_SOURCE, TEXT_SOURCE } from './fetchPapers';
import type { PapersFetcher } from './fetchPapers';
import type { FullTextFetcher } from './fullText';
import type { PaperTexts } from '../lib/texts';
import { messageOf } from '../lib/errors';
import { unpackList } from '../lib/listChunks';
import { runInSlices } from '../lib/slices';
import type { DataWorkerClient } from './runDataWorker';
import { loadOnce, type LoadStatus } from '../lib/loadOnce';
import type { ChineseReader } from '../lib/search/chinese';
import { type ConferenceSearch, hasConferenceData } from '../lib/search/corpus';

export interface CatalogState {
  /** Where list.json stands; the page waits for 'ready' and offers Retry on 'error'. */
  status: LoadStatus;
  /** The validated list.json, once `status` is 'ready'. */
  list: ListFile | null;
  /** What went wrong with list.json, for the reader. */
  error: string | null;
  /** The search index: null just after list.json, then titles, names, topics and benchmarks, then the full one. */
  index: IndexReader | null;
  /** Whether `index` covers the abstracts too (search-index.json is in; text.json may still be on its way). */
  fullText: boolean;
  /** Each paper's plain text by id, once text.json is in (after search-index.json). */
  texts: PaperTexts | null;
  /**
   * Where search-index.json and text.json stand: 'ready' once both are in. On 'error' the page keeps what it
   * has (titles, or the full index without the abstracts' text) and offers Retry.
   */
  textStatus: LoadStatus;
  textError: string | null;
  /** How a query's Chinese is read (glossary-zh.json): null until the first query with Chinese in it loads it. */
  chinese: ChineseReader | null;
  /** Where glossary-zh.json stands; on 'error' Chinese is searched as typed. */
  chineseStatus: LoadStatus;
  /**
   * The code that searches a conference's own data (authors, sessions…: src/lib/search/conference.ts),
   * loaded with a list that has such data, before it shows; null for a bare list of abstracts.
   */
  conference: ConferenceSearch | null;
}

export interface CatalogActions {
  /** Fetches list.json once (calls while loading share the request). */
  load: () => Promise<void>;
  /**
   * For a page that searches: load, and once the list is in, its titles index, then search-index.json and
   * text.json (once, whoever asks). Resolves with the list's load, as load does.
   */
  loadSearch: () => Promise<void>;
  /** After a list.json error, fetches again. */
  retry: () => Promise<void>;
  /** After a text.json or search-index.json error, fetches both again. */
  retryText: () => Promise<void>;
  /** Fetches the Chinese glossary once (again after an error): called for a query with Chinese in it. */
  loadChinese: () => Promise<void>;
}

export type CatalogStore = CatalogState & CatalogActions;

export interface CatalogFetchers {
  /**
   * list.json's JSON, checked here. By default the data worker fetches, reads and checks it, and the page
   * unpacks it a chunk at a time (src/lib/listChunks.ts); where there is no Worker, it is read here.
   */
  list: PapersFetcher;
  /**
   * text.json and search-index.json, checked and packed. By default the data worker fetches and reads
   * them; where there is no Worker, they are read here (readFullText).
   */
  fullText: FullTextFetcher;
  /** glossary-zh.json: by default fetched from the site's data. */
  glossary: PapersFetcher;
}

// The index builder, and MiniSearch: loaded once the list is on screen (not needed to show it).
const indexBuilder = () => import('../lib/search/build');
// The index loader: what reads the full text and turns it into the page's index and texts, loaded with
// it, after the first results (imported eagerly, it put the JavaScript before them over its 120 KB budget).
const fullTextLoader = () => import('./fullTextIndex');
// A conference's authors, sessions and the rest: only for a list that has them.
const conferenceLoader = () => import('../lib/search/conference');

// The data worker (runDataWorker.ts), started with list.json's request: it reads and checks list.json, and
// once the list is in, text.json and search-index.json. Where there are no workers, they are read here.
function defaultReaders(): { start: () => void; list: () => Promise<ListFile>; fullText: FullTextFetcher } {
  if (typeof Worker === 'undefined') {
    return {
      start: () => undefined,
      list: inThreadList(dataFetcher(LIST_SOURCE)),
      fullText: async (onIndex) => {
        const { readFullText } = await import('./fullText');
        return readFullText(dataFetcher(TEXT_SOURCE), dataFetcher(INDEX_SOURCE))(onIndex);
      },
    };
  }
  let client: Promise<DataWorkerClient> | null = null;
  const worker = () => (client ??= import('./runDataWorker').then((m) => m.startDataWorker()));
  return {
    start: () => void worker().catch(() => undefined), // a failure is reported to whoever asks
    // Unpacked a chunk at a time: parsed at once, 7,000 papers made a long task on a throttled phone.
    list: async () => {
      // Fetched here, where index.html's preload of it is used; read, parsed and checked in the worker.
      const url = dataFileUrl(LIST_SOURCE);
      const response = await fetchAnswer(url, LIST_SOURCE);
      return runInSlices(unpackList(await (await worker()).list(url, response)));
    },
    fullText: async (onIndex) => (await worker()).fullText(onIndex),
  };
}

const inThreadList = (fetch: PapersFetcher) => async (): Promise<ListFile> => validateListFile(await fetch(), LIST_SOURCE);

// Runs `fn` once the browser has painted what is on screen now (a frame, then a task).
const afterPaint = (fn: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(fn, 0)) : setTimeout(fn, 0);

/**
 * `loaded`: a list already in hand (the prerender's), with its conference code when it has such data. The
 * store then starts as it is once list.json is in, before any index is built, and that is its initial
 * state too: what zustand renders where there is no window (its server snapshot).
 *   createCatalogStore({}, { list }).getInitialState().status => "ready"
 */
export function createCatalogStore(fetchers: Partial<CatalogFetchers> = {}, loaded?: { list: ListFile; conference?: ConferenceSearch }) {
  let defaults: ReturnType<typeof defaultReaders> | null = null;
  const readers = () => (defaults ??= defaultReaders());
  const readList = fetchers.list ? inThreadList(fetchers.list) : () => readers().list();
  const fetchFullText = (): FullTextFetcher => fetchers.fullText ?? readers().fullText;
  // The titles index being built: the full one waits for it, rather than competing for the main thread,
  // but stops it if it is still going (at 5,000 papers on a phone, building it took longer than
  // fetching and reading the full index did; finishing it only delayed full-text search).
  let titlesBuilt: Promise<void> = Promise.resolve();
  let titlesStop = new AbortController();

  return createStore<CatalogStore>()((set, get) => {
    // The full index as soon as it is read, before the abstracts: a query is then answered in full
    // (`fullText`), and only snippets and quoted phrases wait for the texts.
    const showIndex = async (packed: PackedIndex, list: ListFile): Promise<void> => {
      const { checkIndex, loadIndex } = await fullTextLoader();
      checkIndex(packed, list);
      titlesStop.abort();
      await titlesBuilt;
      set({ index: await loadIndex(packed), fullText: true });
    };
    const loadText = (list: ListFile): Promise<void> => {
      set({ textStatus: 'loading', textError: null });
      let indexShown: Promise<void> | null = null;
      const onIndex = (packed: PackedIndex) => {
        indexShown = showIndex(packed, list);
        indexShown.catch(() => undefined); // reported below, once the texts are in (or have failed)
      };
      return fetchFullText()(onIndex)
        .then(async (fullText) => {
          // A fetcher that hands the index over only with the texts (tests, a custom one): shown now.
          await (indexShown ?? showIndex(fullText.index, list));
          const { loadTexts } = await fullTextLoader();
          set({ texts: loadTexts(fullText.texts), textStatus: 'ready' });
        })
        .catch(async (error: unknown) => {
          // The texts failed while the index was being loaded: said once it is in, so that the page says
          // what is missing (the texts alone, or the whole full text) once and rightly.
          await indexShown?.catch(() => undefined);
          set({ textStatus: 'error', textError: messageOf(error) });
        });
    };
    // text.json follows list.json: there is none to load before the list is in.
    const textLoad = loadOnce(() => {
      const { list } = get();
      return list ? loadText(list) : Promise.resolve();
    });

    // The search's data: asked for by a page that searches (loadSearch), and started once the list is in.
    // A page that only shows the list (the schedule) never builds an index: at 7,000 papers, reading the
    // full one was a second of a phone's main thread, under the page the reader had opened.
    let searchWanted = false;
    let searchStarted = false;
    const startSearch = (): void => {
      const { list } = get();
      if (!searchWanted || searchStarted || list === null) return;
      searchStarted = true;
      // The list shows at once; its titles index (0.3–0.7 s of work at 5,000 papers) is built after
      // that first paint, a slice at a time, so neither the first results nor typing wait for it.
      const stop = (titlesStop = new AbortController());
      titlesBuilt = new Promise<void>((resolve) => afterPaint(resolve))
        .then(indexBuilder)
        .then(({ createIndexAsync }) => createIndexAsync(searchDocs(list, null), { signal: stop.signal }))
        .then((index) => {
          if (get().index === null) set({ index });
        })
        // The full index does not need this one; if it cannot be built (or was stopped), the full one says why.
        .catch(() => undefined);
      void textLoad.start();
    };

    const loadList = (): Promise<void> => {
      set({ status: 'loading', error: null });
      if (fetchers.fullText === undefined) readers().start(); // beside the list's request, whoever reads it
      return readList()
        .then(async (list) => {
          // A conference's own data comes with the code that searches it, before the list shows: the
          // address may filter by its authors or sessions. Should it fail, the list shows without them.
          const conference = hasConferenceData(list.papers) ? await conferenceLoader().then((m) => m.CONFERENCE_SEARCH, () => null) : null;
          set({ status: 'ready', list, conference, index: null, fullText: false, error: null });
          startSearch();
        })
        .catch((error: unknown) => set({ status: 'error', error: messageOf(error) }));
    };
    const listLoad = loadOnce(loadList);

    // The glossary and the code that reads Chinese: only for a reader who types Chinese, so neither is
    // in the JavaScript before the first results.
    const chineseLoad = loadOnce(async () => {
      set({ chineseStatus: 'loading' });
      try {
        const [{ GLOSSARY_SOURCE, glossaryOf, loadGlossaryTerms }, { chineseReader }] = await Promise.all([
          import('../lib/search/glossary'),
          import('../lib/search/chinese'),
        ]);
        const json = await (fetchers.glossary ?? dataFetcher(GLOSSARY_SOURCE))();
        set({ chinese: chineseReader(glossaryOf(loadGlossaryTerms(json, GLOSSARY_SOURCE))), chineseStatus: 'ready' });
      } catch {
        // Chinese is then searched as typed; the next query with Chinese in it tries again.
        set({ chineseStatus: 'error' });
      }
    });

    return {
      status: loaded ? 'ready' : 'idle',
      list: loaded?.list ?? null,
      error: null,
      index: null,
      fullText: false,
      texts: null,
      textStatus: 'idle',
      textError: null,
      chinese: null,
      chineseStatus: 'idle',
      conference: loaded?.conference ?? null,
      load: () => listLoad.startIf(get().status === 'idle'),
      loadSearch: () => {
        searchWanted = true;
        startSearch();
        return listLoad.startIf(get().status === 'idle');
      },
      retry: () => listLoad.startIf(get().status === 'error'),
      retryText: () => textLoad.startIf(get().list !== null && get().textStatus === 'error'),
      loadChinese: () => chineseLoad.startIf(get().chineseStatus === 'idle' || get().chineseStatus === 'error'),
    };
  });
}

export type CatalogStoreApi = ReturnType<typeof createCatalogStore>;
