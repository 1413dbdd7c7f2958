// The loaded papers.json and where loading stands. A vanilla zustand store made by a factory, so tests
// and the app each pass their own fetcher (zustand docs: "Initialize state with props").

import { createStore } from 'zustand/vanilla';
import type { PapersFile } from '../../lib/types';
import { validatePapersFile } from '../../lib/loadPapers';
import { createHttpFetcher, PAPERS_SOURCE } from './fetchPapers';
import type { PapersFetcher } from './fetchPapers';

export type PapersStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PapersState {
  status: PapersStatus;
  /** The validated file, once `status` is 'ready'. */
  data: PapersFile | null;
  /** What went wrong, for the reader, when `status` is 'error'. */
  error: string | null;
}

export interface PapersActions {
  /** Fetches and validates once. Further calls while loading share the same request; after that they do nothing. */
  load: () => Promise<void>;
  /** After an error, fetches again. */
  retry: () => Promise<void>;
}

export type PapersStore = PapersState & PapersActions;

export function createPapersStore(fetcher: PapersFetcher = createHttpFetcher()) {
  let inFlight: Promise<void> | null = null;

  return createStore<PapersStore>()((set, get) => {
    const fetchOnce = (): Promise<void> => {
      if (inFlight) return inFlight;
      set({ status: 'loading', error: null });
      inFlight = fetcher()
        .then((json) => validatePapersFile(json, PAPERS_SOURCE))
        .then(
          (data) => set({ status: 'ready', data, error: null }),
          (error: unknown) => set({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    };

    return {
      status: 'idle',
      data: null,
      error: null,
      load: () => (get().status === 'idle' ? fetchOnce() : (inFlight ?? Promise.resolve())),
      retry: () => (get().status === 'error' ? fetchOnce() : (inFlight ?? Promise.resolve())),
    };
  });
}

export type PapersStoreApi = ReturnType<typeof createPapersStore>;
