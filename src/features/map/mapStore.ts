// map.json (each paper's place on the map), loaded once the map is opened and kept for the session.
// A vanilla zustand store made by a factory: the app passes a fetcher of the data folder, tests their own.

import { createStore } from 'zustand/vanilla';
import type { MapFile } from '../../lib/types';
import { validateMapFile } from '../../lib/loadPapers';

/** The file, as error messages name it. */
export const MAP_SOURCE = 'map.json';

export type MapLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface MapState {
  /** Where map.json stands; the page waits for 'ready' and offers Retry on 'error'. */
  status: MapLoadStatus;
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

export function createMapStore(fetcher: MapFetcher) {
  let inFlight: Promise<void> | null = null;

  return createStore<MapStore>()((set, get) => {
    const fetchOnce = (): Promise<void> => {
      if (inFlight) return inFlight;
      set({ status: 'loading', error: null });
      inFlight = fetcher()
        .then((json) => set({ status: 'ready', file: validateMapFile(json, MAP_SOURCE), error: null }))
        .catch((error: unknown) => set({ status: 'error', error: error instanceof Error ? error.message : String(error) }))
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    };

    return {
      status: 'idle',
      file: null,
      error: null,
      load: () => (get().status === 'idle' ? fetchOnce() : (inFlight ?? Promise.resolve())),
      retry: () => (get().status === 'error' ? fetchOnce() : (inFlight ?? Promise.resolve())),
    };
  });
}

export type MapStoreApi = ReturnType<typeof createMapStore>;
