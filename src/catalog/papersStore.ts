// One paper's file (data/paper/ID.json) per paper page, and where loading each stands. A vanilla zustand
// store made by a factory, so tests and the app each pass their own fetcher.

import { createStore } from 'zustand/vanilla';
import type { PaperFile } from '../lib/types';
import { validatePaperFile } from '../lib/loadPapers';
import { paperFetcher, paperSource } from './fetchPapers';
import type { PaperFetcher } from './fetchPapers';

export type PaperStatus = 'loading' | 'ready' | 'missing' | 'error';

export interface PaperEntry {
  /** 'missing': there is no paper with that id (the file does not exist). */
  status: PaperStatus;
  /** The validated file, once `status` is 'ready'. */
  file: PaperFile | null;
  /** What went wrong, for the reader, when `status` is 'error'. */
  error: string | null;
}

export interface PapersState {
  /** By paper id; absent: not asked for yet. */
  entries: Readonly<Record<string, PaperEntry>>;
}

export interface PapersActions {
  /** Fetches and validates a paper once. Calls while it loads share the request; after that they do nothing. */
  load: (id: string) => Promise<void>;
  /** After an error, fetches it again. */
  retry: (id: string) => Promise<void>;
}

export type PapersStore = PapersState & PapersActions;

/** Ids are slugs ([a-z0-9-]); anything else (a mangled link, /paper/%E0%A4%A) names no paper, unfetched. */
const PAPER_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function createPapersStore(fetcher: PaperFetcher = paperFetcher) {
  const inFlight = new Map<string, Promise<void>>();

  return createStore<PapersStore>()((set, get) => {
    const put = (id: string, entry: PaperEntry) => set((state) => ({ entries: { ...state.entries, [id]: entry } }));

    const fetchOnce = (id: string): Promise<void> => {
      const running = inFlight.get(id);
      if (running) return running;
      if (!PAPER_ID.test(id)) {
        put(id, { status: 'missing', file: null, error: null });
        return Promise.resolve();
      }
      put(id, { status: 'loading', file: null, error: null });
      const request = fetcher(id)
        .then((json) => (json === null ? null : validatePaperFile(json, paperSource(id))))
        .then(
          (file) => put(id, file === null ? { status: 'missing', file: null, error: null } : { status: 'ready', file, error: null }),
          (error: unknown) => put(id, { status: 'error', file: null, error: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => inFlight.delete(id));
      inFlight.set(id, request);
      return request;
    };

    return {
      entries: {},
      load: (id) => (get().entries[id] === undefined ? fetchOnce(id) : (inFlight.get(id) ?? Promise.resolve())),
      retry: (id) => (get().entries[id]?.status === 'error' ? fetchOnce(id) : (inFlight.get(id) ?? Promise.resolve())),
    };
  });
}

export type PapersStoreApi = ReturnType<typeof createPapersStore>;
