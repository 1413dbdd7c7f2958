// Registers the service worker (sw.js, built from src/sw/sw.ts). Loaded once the first page is shown
// (main.tsx); on the search page it then waits for the full-text index (at 5,000 papers the copy's
// downloads and work delayed the index by seconds), and everywhere for an idle moment, so that keeping
// the offline copy never competes with the first results. Where service workers are unavailable (plain HTTP, a browser that blocks them, the dev
// server) nothing happens: the explorer works as before, without offline.

import { Workbox } from 'workbox-window';
import { whenIdle } from '../../components/whenIdle';
import { whenState, type Watchable } from '../../lib/whenState';
import { progressChannel, readProgress, type CopyProgress } from '../../lib/offline/progress';
import { offlineStore } from './offlineStore';

/** How often an open page asks whether a new build was deployed (also on coming back to the tab). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** How long the page says that the copy it saw being made is ready. */
export const READY_SHOWN_MS = 8000;

/** What startOffline reads of the search page's catalog (src/catalog/catalogStore.ts). */
type TextSource = Watchable<TextState>;
interface TextState {
  status: string;
  textStatus: string;
}

/**
 * Starts following the network and, where it can, the offline copy. `base`: the site's base path;
 * `catalog`: the search page's, whose full text is waited for (null elsewhere).
 */
export function startOffline(base: string, catalog: TextSource | null): void {
  const onLine = () => offlineStore.setState({ online: navigator.onLine !== false });
  window.addEventListener('online', onLine);
  window.addEventListener('offline', onLine);
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  void fullTextSettled(catalog).then(() => whenIdle(() => void register(base)));
}

/** Resolves once the catalog's full text is in, or failed, or the list failed (at once without one). */
async function fullTextSettled(catalog: TextSource | null): Promise<void> {
  if (catalog) await whenState(catalog, ({ status, textStatus }) => status === 'error' || textStatus === 'ready' || textStatus === 'error');
}

async function register(base: string): Promise<void> {
  // npm run bench times keeping the copy, and the main thread's long tasks meanwhile, from these marks.
  performance.mark('offline:start');
  const worker = new Workbox(`${base}sw.js`, { scope: base });
  offerUpdates(worker);
  // Listening before the worker can report: it installs while register() resolves.
  const copy = followCopy(new URL(base, window.location.href).href, worker);
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await worker.register();
  } catch (error) {
    copy.stop();
    // Blocked by the browser or the host: the explorer works without offline.
    console.info('Offline copy unavailable:', error);
    return;
  }
  // The copy is made now only on a first visit: a worker installing with none active yet.
  if (registration?.installing && !registration.active) copy.begin();
  else copy.stop();
  await navigator.serviceWorker.ready;
  performance.mark('offline:ready');
  copy.complete();
  offlineStore.setState({ ready: true });
  document.documentElement.dataset.offline = 'ready';
  const check = () => void worker.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
  setInterval(check, CHECK_EVERY_MS);
}

/** What followCopy needs of workbox-window's Workbox. */
export interface CopySource {
  addEventListener(type: 'redundant', listener: () => void): void;
}

/**
 * Follows the worker's reports of the copy it makes (src/lib/offline/progress.ts) on the channel of the
 * site at `scope` (an absolute URL, as the worker's registration names it) into offlineStore's `progress`,
 * once `begin` says the copy is this page's to show. `stop` stops listening (no copy is being made);
 * `complete` too, and the page says the copy is ready for READY_SHOWN_MS. A worker that fails to install
 * (the network went during the copy) ends it: the page says nothing more of it.
 */
export function followCopy(scope: string, worker: CopySource): { begin: () => void; stop: () => void; complete: () => void } {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(progressChannel(scope));
  let following = false;
  // A report that comes before begin() is kept for it.
  let latest: CopyProgress | null = null;
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    latest = readProgress(event.data) ?? latest;
    if (following) offlineStore.setState({ progress: latest });
  });
  const stop = () => {
    following = false;
    channel?.close();
  };
  worker.addEventListener('redundant', () => {
    if (!following) return;
    stop();
    offlineStore.setState({ saving: false, progress: null });
  });
  return {
    begin: () => {
      following = true;
      offlineStore.setState({ saving: true, progress: latest });
    },
    stop,
    complete: () => {
      const shown = following;
      stop();
      if (shown) setTimeout(() => offlineStore.setState({ saving: false, progress: null }), READY_SHOWN_MS);
    },
  };
}

/** What offerUpdates needs of workbox-window's Workbox. */
export interface UpdateSource {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

/**
 * A new build, installed and waiting, is offered (offlineStore's `update`), never forced: data must not
 * change under a search. Accepted, the waiting worker takes over and the page reloads at its address.
 */
export function offerUpdates(worker: UpdateSource, reload: () => void = () => window.location.reload()): void {
  worker.addEventListener('waiting', () => {
    offlineStore.setState({
      update: () => {
        worker.addEventListener('controlling', reload);
        worker.messageSkipWaiting();
      },
    });
  });
}
