// One data file a page loads on demand (map.json for the map, schedule.json for the schedule), once it is
// opened, kept for the session. A vanilla zustand store made by a factory, so tests and the app each pass
// their own fetcher; the file's checks come with it (their code is no part of the first results').

import { createStore } from 'zustand/vanilla';
import { messageOf } from '../lib/errors';
import { loadOnce, type LoadStatus } from '../lib/loadOnce';

export interface FileState<F> {
  /** Where the file stands; the page waits for 'ready' and offers Retry on 'error'. */
  status: LoadStatus;
  /** The checked file, once `status` is 'ready'. */
  file: F | null;
  /** What went wrong, for the reader. */
  error: string | null;
}

export interface FileActions {
  /** Fetches the file once (calls while it loads share the request; later ones do nothing). */
  load: () => Promise<void>;
  /** After an error, fetches it again. */
  retry: () => Promise<void>;
}

export type FileStore<F> = FileState<F> & FileActions;

/** Resolves to the file's parsed JSON; rejects with a message that names the file. */
export type FileFetcher = () => Promise<unknown>;

/**
 * The store of one file: `check` resolves to what validates it (imported on demand) and returns it typed
 * (or resolves to it: a large file may be checked a slice at a time).
 *   createFileStore(dataFetcher('map.json'), async () => (json) => validateMapFile(json, 'map.json'))
 */
export function createFileStore<F>(fetcher: FileFetcher, check: () => Promise<(json: unknown) => F | Promise<F>>) {
  return createStore<FileStore<F>>()((set, get) => {
    const fileLoad = loadOnce((): Promise<void> => {
      set({ status: 'loading', error: null });
      return Promise.all([fetcher(), check()])
        .then(([json, validate]) => validate(json))
        .then((file) => set({ status: 'ready', file, error: null }))
        .catch((error: unknown) => set({ status: 'error', error: messageOf(error) }));
    });

    return {
      status: 'idle',
      file: null,
      error: null,
      load: () => fileLoad.startIf(get().status === 'idle'),
      retry: () => fileLoad.startIf(get().status === 'error'),
    };
  });
}
