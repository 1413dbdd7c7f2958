// map.json (each paper's place on the map), loaded once the map is opened and kept for the session.
// A vanilla zustand store made by a factory, so tests and the app each pass their own fetcher.

import { createStore } from 'zustand/vanilla';
import type { MapFile } from '../lib/types';
import { messageOf } from '../lib/errors';
import { loadOnce, type LoadStatus } from '../lib/loadOnce';
import { dataFetcher } from './fetchPapers';

/** The file, as error messages name it. */
export const MAP_SOURCE = 'map.json';

export interface MapState {
  /** Where map.json stands; the page waits for 'ready' and offers Retry on 'error'. */
  status: LoadStatus;
  /** The validated map.json, once `status` is 'ready'. */
  file: MapFile | null;
  /** What went wrong, for the reader. */
  error: string | null;
}

export interface MapActions {
  /** Fetches map.json once (calls while it loads share the request; later ones do nothing). */
  load: () => Promise<void>;
  /** After an error, fetches it again. */
  retry: () => Promise<void>;
}

export type MapStore = MapState & MapActions;

/** Resolves to map.json's parsed JSON; rejects with a message that names the file. */
export type MapFetcher = () => Promise<unknown>;

export function createMapStore(fetcher: MapFetcher = dataFetcher(MAP_SOURCE)) {
  return createStore<MapStore>()((set, get) => {
    const mapLoad = loadOnce((): Promise<void> => {
      set({ status: 'loading', error: null });
      // The file's checks come with it (their code is no part of the first results' JavaScript).
      return Promise.all([fetcher(), import('../lib/loadPageFiles')])
        .then(([json, { validateMapFile }]) => set({ status: 'ready', file: validateMapFile(json, MAP_SOURCE), error: null }))
        .catch((error: unknown) => set({ status: 'error', error: messageOf(error) }));
    });

    return {
      status: 'idle',
      file: null,
      error: null,
      load: () => mapLoad.startIf(get().status === 'idle'),
      retry: () => mapLoad.startIf(get().status === 'error'),
    };
  });
}

export type MapStoreApi = ReturnType<typeof createMapStore>;
