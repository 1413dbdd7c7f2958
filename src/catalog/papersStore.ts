// One paper's file (data/paper/ID.json) per paper page, and where loading each stands. A vanilla zustand
// store made by a factory, so tests and the app each pass their own fetcher.

import { createStore } from 'zustand/vanilla';
import type { PaperFile } from '../lib/types';
import { messageOf } from '../lib/errors';
import { isPaperId } from '../lib/paperId';
import { loadOnce } from '../lib/loadOnce';
import { UnreachableError, paperFetcher, paperSource } from './fetchPapers';
import type { PaperFetcher } from './fetchPapers';

export type PaperStatus = 'loading' | 'ready' | 'missing' | 'unreachable' | 'error';

export interface PaperEntry {
  /**
   * 'missing': there is no paper with that id (the file does not exist). 'unreachable': the file could
   * not be fetched at all (the network is gone): worth trying again once it is back. 'error': any other
   * failure (an error answer, a corrupt file).
   */
  status: PaperStatus;
  /** The validated file, once `status` is 'ready'. */
  file: PaperFile | null;
  /** What went wrong, for the reader, when `status` is 'error' or 'unreachable'. */
  error: string | null;
}

export interface PapersState {
  /** By paper id; absent: not asked for yet. */
  entries: Readonly<Record<string, PaperEntry>>;
}

export interface PapersActions {
  /** Fetches and validates a paper once. Calls while it loads share the request; after that they do nothing. */
  load: (id: string) => Promise<void>;
  /** After an error, or when it was unreachable, fetches it again. */
  retry: (id: string) => Promise<void>;
}

export type PapersStore = PapersState & PapersActions;

export function createPapersStore(fetcher: PaperFetcher = paperFetcher) {
  return createStore<PapersStore>()((set, get) => {
    const put = (id: string, entry: PaperEntry) => set((state) => ({ entries: { ...state.entries, [id]: entry } }));

    const paperLoad = loadOnce((id: string): Promise<void> => {
      // Only what the build can make is an id (a slug, as long as ids.ts cuts them); anything else (a
      // mangled link, /paper/%E0%A4%A) names no paper, and is not fetched.
      if (!isPaperId(id)) {
        put(id, { status: 'missing', file: null, error: null });
        return Promise.resolve();
      }
      put(id, { status: 'loading', file: null, error: null });
      // The file's checks come with it (their code is no part of the first results' JavaScript).
      return Promise.all([fetcher(id), import('../lib/loadPageFiles')])
        .then(([json, { validatePaperFile }]) => (json === null ? null : validatePaperFile(json, paperSource(id))))
        .then(
          (file) => put(id, file === null ? { status: 'missing', file: null, error: null } : { status: 'ready', file, error: null }),
          (error: unknown) => put(id, { status: error instanceof UnreachableError ? 'unreachable' : 'error', file: null, error: messageOf(error) }),
        );
    });

    return {
      entries: {},
      load: (id) => paperLoad.startIf(get().entries[id] === undefined, id),
      retry: (id) => {
        const status = get().entries[id]?.status;
        return paperLoad.startIf(status === 'error' || status === 'unreachable', id);
      },
    };
  });
}

export type PapersStoreApi = ReturnType<typeof createPapersStore>;
