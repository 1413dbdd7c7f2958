// Registers the service worker (sw.js, built from src/sw/sw.ts). Loaded once the first page is shown
// (main.tsx); on the search page it then waits for the full-text index (at 5,000 papers the copy's
// downloads and work delayed the index by seconds), and everywhere for an idle moment, so that keeping
// the offline copy never competes with the first results. Where service workers are unavailable (plain HTTP, a browser that blocks them, the dev
// server) nothing happens: the explorer works as before, without offline.

import { Workbox } from 'workbox-window';
import { whenIdle } from '../../components/whenIdle';
import { whenState, type Watchable } from '../../lib/whenState';
import { offlineStore } from './offlineStore';

/** How often an open page asks whether a new build was deployed (also on coming back to the tab). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

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
  try {
    await worker.register();
  } catch (error) {
    // Blocked by the browser or the host: the explorer works without offline.
    console.info('Offline copy unavailable:', error);
    return;
  }
  await navigator.serviceWorker.ready;
  performance.mark('offline:ready');
  offlineStore.setState({ ready: true });
  document.documentElement.dataset.offline = 'ready';
  const check = () => void worker.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
  setInterval(check, CHECK_EVERY_MS);
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
