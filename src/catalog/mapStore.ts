// map.json (each paper's place on the map), loaded once the map is opened and kept for the session.

import type { MapFile } from '../lib/types';
import { createFileStore, type FileFetcher, type FileStore } from './fileStore';
import { dataFetcher } from './fetchPapers';

/** The file, as error messages name it. */
export const MAP_SOURCE = 'map.json';

export type MapStore = FileStore<MapFile>;
export type MapFetcher = FileFetcher;

export const createMapStore = (fetcher: MapFetcher = dataFetcher(MAP_SOURCE)) =>
  createFileStore(fetcher, async () => {
    const { validateMapFile } = await import('../lib/loadPageFiles');
    return (json) => validateMapFile(json, MAP_SOURCE);
  });

export type MapStoreApi = ReturnType<typeof createMapStore>;
