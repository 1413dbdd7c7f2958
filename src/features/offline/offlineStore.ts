// Where the explorer stands with the network and its offline copy: online or not, how far the copy has
// got and whether it is ready (the service worker installed: every paper kept), and a new version waiting
// to be accepted.
// Filled by startOffline.ts; read by OfflineStatus.tsx.
//
// A module singleton on purpose, unlike the data stores (each made by a factory in main.tsx and provided
// through AppProviders, so that tests pass their own fetchers): it holds no data to fetch, only what the
// one browser says of this page (online or not, the one service worker registration and its waiting
// build). Its writer, startOffline.ts, runs outside React, long after the first render and in another
// chunk, so it has no tree to find a provided store in. Tests set its state (offlineStore.setState).

import { createStore } from 'zustand/vanilla';
import type { CopyProgress } from '../../lib/offline/progress';

export interface OfflineState {
  /** What the browser says (navigator.onLine): false means surely offline. */
  online: boolean;
  /** The offline copy is complete: the explorer works from here on with no network. */
  ready: boolean;
  /** The copy was begun while this page is open: it shows how far it has got, then that it is ready. */
  saving: boolean;
  /** How many papers the copy has kept, as the service worker last said; null before it says. */
  progress: CopyProgress | null;
  /** A new build is installed and waiting: calling this makes it take over and reloads the page. */
  update: (() => void) | null;
}

export const offlineStore = createStore<OfflineState>(() => ({
  online: typeof navigator === 'undefined' || navigator.onLine !== false,
  ready: false,
  saving: false,
  progress: null,
  update: null,
}));
