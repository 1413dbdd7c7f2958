// The stores of the files a page loads on demand (map.json, schedule.json), when a test gives them, in
// React context. The app gives none: each page makes its own store when it first opens
// (src/app/routes/MapRoute.tsx, ScheduleRoute.tsx), so that none of their code is in the first results'
// JavaScript, and keeps it for the session.

import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import type { MapStoreApi } from './mapStore';
import type { ScheduleStoreApi } from './scheduleStore';

export interface FileStores {
  /** map.json, each paper's place on the map (src/catalog/mapStore.ts). */
  map?: MapStoreApi;
  /** schedule.json, every presentation whole (src/catalog/scheduleStore.ts). */
  schedule?: ScheduleStoreApi;
}

const Given = createContext<FileStores>({});
const own: FileStores = {};

export function FileStoresProvider({ stores, children }: { stores: FileStores; children: ReactNode }) {
  return <Given value={stores}>{children}</Given>;
}

/**
 * The store of `kind` a test gave, else the page's own, made by `make` the first time:
 *   const store = useFileStore('map', () => createMapStore());
 */
export function useFileStore<K extends keyof FileStores>(kind: K, make: () => NonNullable<FileStores[K]>): NonNullable<FileStores[K]> {
  const given = use(Given)[kind];
  return (given ?? (own[kind] ??= make())) as NonNullable<FileStores[K]>;
}
