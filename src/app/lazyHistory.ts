// The window the router sees: the real one, except that its history writes the search box's keystrokes
// lazily: the first keystroke of a typing session makes a new entry, the next ones rewrite it, and the
// browser is told once typing pauses. The router's location still changes with every keystroke, and
// every view is computed from it; only the browser's copy (address bar, session history) waits.
//
// Why: each pushState/replaceState costs far more than its own time on the machine the budgets are set
// on. Chromium hands every URL change to its browser process, which then competes with the page for
// the two cores: measured with npm run bench's typing at 5,000 papers, skipping the per-keystroke
// write took a keystroke's update from 12 ms to 5.5 ms (p50), and the first keystroke's push cost
// 5-7 ms more. Browsers also cap history writes (Chromium drops them beyond 200 in 10 s), which a
// held-down Backspace reaches.
//
// What is pending is written before anything that could lose it or reorder it: any other history call
// (a push, a replace of another kind, Back), a key that is not plain typing (Enter, Ctrl+L, Alt+←, F5),
// a pointer press (the mouse's back button, a click on a link), the window losing focus (the address
// bar), and the page being hidden or left. A reload from the browser's toolbar reloads the address it
// had before the page could write, so what was pending is also kept in sessionStorage when the page is
// left and made when that address loads again. A Back from the toolbar arrives as popstate, after the
// entry is left: what was pending is then dropped rather than written over the new entry (typing for
// less than 300 ms and then pressing the toolbar's Back is the one way to lose a keystroke).

export interface LazyHistoryOptions {
  /** Which pushState and replaceState calls may wait (by their `data`, as the router writes it). */
  isLazy: (data: unknown) => boolean;
  /** Write once no lazy call has come for this long (ms)… */
  quietMs?: number;
  /** …and never let one wait longer than this (ms). */
  maxWaitMs?: number;
}

export const LAZY_QUIET_MS = 300;
export const LAZY_MAX_WAIT_MS = 1000;

interface Pending {
  /** A new entry (the first keystroke of a typing session), or the current one rewritten. */
  kind: 'push' | 'replace';
  data: unknown;
  url: string | URL | null | undefined;
  since: number;
}

/** A history whose lazy replaces wait; `flush` writes what waits, `drop` forgets it. */
export interface LazyHistory extends History {
  flush(): void;
  drop(): void;
  /** What waits: its kind and the address it would give (as given; undefined: unchanged); null when nothing does. */
  pendingWrite(): { kind: 'push' | 'replace'; url: string | URL | undefined } | null;
}

export function createLazyHistory(real: History, options: LazyHistoryOptions): LazyHistory {
  const { isLazy, quietMs = LAZY_QUIET_MS, maxWaitMs = LAZY_MAX_WAIT_MS } = options;
  let pending: Pending | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const drop = () => {
    pending = null;
    clearTimeout(timer);
  };
  const flush = () => {
    const waiting = pending;
    drop();
    if (waiting?.kind === 'push') real.pushState(waiting.data, '', waiting.url);
    else if (waiting) real.replaceState(waiting.data, '', waiting.url);
  };
  const wait = (kind: Pending['kind'], data: unknown, url: string | URL | null | undefined) => {
    const now = Date.now();
    pending = { kind, data, url, since: pending?.since ?? now };
    clearTimeout(timer);
    timer = setTimeout(flush, Math.max(0, Math.min(quietMs, pending.since + maxWaitMs - now)));
  };
  const eager =
    <A extends unknown[], R>(call: (...args: A) => R) =>
    (...args: A): R => {
      flush();
      return call(...args);
    };

  return {
    get state(): unknown {
      return pending ? pending.data : real.state;
    },
    get length() {
      return real.length + (pending?.kind === 'push' ? 1 : 0);
    },
    get scrollRestoration() {
      return real.scrollRestoration;
    },
    set scrollRestoration(value: ScrollRestoration) {
      real.scrollRestoration = value;
    },
    replaceState(data: unknown, unused: string, url?: string | URL | null) {
      if (isLazy(data)) {
        // Rewrites what waits: a pending new entry stays a new entry.
        wait(pending?.kind ?? 'replace', data, url);
      } else {
        // Supersedes a pending rewrite of this entry; a pending new entry must exist first.
        if (pending?.kind === 'push') flush();
        else drop();
        real.replaceState(data, unused, url);
      }
    },
    pushState(data: unknown, unused: string, url?: string | URL | null) {
      flush(); // what waits belongs to the entry this one follows
      if (isLazy(data)) wait('push', data, url);
      else real.pushState(data, unused, url);
    },
    go: eager((delta?: number) => real.go(delta)),
    back: eager(() => real.back()),
    forward: eager(() => real.forward()),
    flush,
    drop,
    pendingWrite: () => (pending ? { kind: pending.kind, url: pending.url ?? undefined } : null),
  };
}

/** Where a write still pending when the page was left waits for the page to be reloaded. */
export const RESCUE_KEY = 'paper-explorer:pending-address';

interface Rescued {
  /** The address the entry had when the page was left: what a reload from the toolbar loads. */
  from: string;
  /** The pending write: a new entry after that one, or that one rewritten. */
  kind: 'push' | 'replace';
  data: unknown;
  url: string;
}

// Keeps what is pending for a reload; storage may be full or disabled, and then this does nothing.
function rescue(target: Window, history: LazyHistory): void {
  const write = history.pendingWrite();
  if (write === null) return;
  try {
    const url = new URL(write.url ?? target.location.href, target.location.href).href;
    const saved: Rescued = { from: target.location.href, kind: write.kind, data: history.state, url };
    target.sessionStorage.setItem(RESCUE_KEY, JSON.stringify(saved));
  } catch {
    // Unavailable storage: the reload shows the address as last written.
  }
}

// What brought this page: 'reload', 'navigate', 'back_forward'… ('' when the browser does not say).
const navigationType = (target: Window): string =>
  (target.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ?? '';

// On load: a rescued write is made when this load is the reload of the address it was meant for.
function restore(target: Window, loadType: string): void {
  let saved: unknown;
  try {
    const text = target.sessionStorage.getItem(RESCUE_KEY);
    target.sessionStorage.removeItem(RESCUE_KEY);
    saved = text === null ? null : JSON.parse(text);
  } catch {
    return; // unavailable storage or corrupt text: nothing to restore
  }
  if (loadType !== 'reload' || typeof saved !== 'object' || saved === null) return;
  const { from, kind, data, url } = saved as Partial<Rescued>;
  if (typeof url !== 'string' || from !== target.location.href) return;
  let next: URL;
  try {
    next = new URL(url, target.location.href);
  } catch {
    return; // not an address
  }
  if (next.origin !== target.location.origin) return;
  if (kind === 'push') target.history.pushState(data, '', next);
  else target.history.replaceState(data, '', next);
}

// The address a pending write will give (a URL: it has what the router reads of a Location), or null.
function pendingLocation(target: Window, history: LazyHistory): URL | null {
  const url = history.pendingWrite()?.url;
  return url === undefined ? null : new URL(url, target.location.href);
}

/**
 * The real window with a lazy history, for createBrowserHistory({ window }). Listens (capture phase,
 * before anything else) for the moments that must not find a write pending; see the note at the top.
 */
export function windowWithLazyHistory(target: Window, options: LazyHistoryOptions & { loadType?: string }): Window {
  restore(target, options.loadType ?? navigationType(target));
  const history = createLazyHistory(target.history, options);
  const leave = () => {
    rescue(target, history);
    history.flush();
  };
  target.addEventListener('popstate', history.drop, true);
  for (const type of ['beforeunload', 'pagehide']) target.addEventListener(type, leave, true);
  for (const type of ['pointerdown', 'blur']) target.addEventListener(type, history.flush, true);
  target.document.addEventListener('visibilitychange', history.flush, true);
  target.addEventListener(
    'keydown',
    (event) => {
      // Plain typing (one character, no Ctrl/Alt/Meta) is what may wait; any other key may leave.
      if (event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey) history.flush();
    },
    true,
  );
  return new Proxy(target, {
    get(window, property) {
      if (property === 'history') return history;
      // The router reads its location from window.location: while a write waits, the address it will give.
      if (property === 'location') return pendingLocation(window, history) ?? window.location;
      const value: unknown = Reflect.get(window, property, window);
      // Methods of the window (addEventListener, …) must be called on the window itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(window) : value;
    },
  });
}
