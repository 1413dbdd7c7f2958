import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { RESCUE_KEY, createLazyHistory, windowWithLazyHistory } from '../../../src/app/lazyHistory';

const typed = (q: string) => ({ usr: { typed: true }, q });
const isLazy = (data: unknown) => (data as { usr?: { typed?: boolean } } | null)?.usr?.typed === true;
const address = () => window.location.search;

beforeEach(() => {
  // Windows made by earlier tests still listen on the one jsdom window: a popstate makes them drop
  // anything they still hold, so that they write nothing during this test.
  window.dispatchEvent(new PopStateEvent('popstate'));
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/?q=start');
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

/** A history of its own: its entries, where it stands, and every call made to it. */
class FakeHistory {
  entries: { data: unknown; url: string }[] = [{ data: null, url: '/?q=start' }];
  index = 0;
  calls: string[] = [];
  scrollRestoration: ScrollRestoration = 'auto';
  get state() {
    return this.entries[this.index]?.data;
  }
  get length() {
    return this.entries.length;
  }
  get url() {
    return this.entries[this.index]?.url;
  }
  pushState(data: unknown, _: string, url?: string | URL | null) {
    this.calls.push(`push ${String(url)}`);
    this.entries.splice(this.index + 1, Infinity, { data, url: String(url) });
    this.index += 1;
  }
  replaceState(data: unknown, _: string, url?: string | URL | null) {
    this.calls.push(`replace ${String(url)}`);
    this.entries[this.index] = { data, url: String(url) };
  }
  go(delta = 0) {
    this.index += delta;
  }
  back() {
    this.go(-1);
  }
  forward() {
    this.go(1);
  }
}

function lazy(options: { quietMs?: number; maxWaitMs?: number } = {}) {
  const real = new FakeHistory();
  return { real, history: createLazyHistory(real as unknown as History, { isLazy, quietMs: 300, maxWaitMs: 1000, ...options }) };
}

describe('createLazyHistory', () => {
  it('writes a run of lazy replaces once, when they pause, the last one winning', () => {
    const { real, history } = lazy();
    history.replaceState(typed('k'), '', '/?q=k');
    history.replaceState(typed('ke'), '', '/?q=ke');
    history.replaceState(typed('ker'), '', '/?q=ker');
    expect(real.url).toBe('/?q=start');
    expect(history.state).toEqual(typed('ker')); // what the router reads back is the pending entry
    vi.advanceTimersByTime(299);
    expect(real.calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(real.calls).toEqual(['replace /?q=ker']);
    expect(real.state).toEqual(typed('ker'));
  });

  it('never lets a write wait longer than maxWaitMs while typing goes on', () => {
    const { real, history } = lazy();
    for (let i = 1; i <= 8; i++) {
      history.replaceState(typed('x'.repeat(i)), '', `/?q=${'x'.repeat(i)}`);
      vi.advanceTimersByTime(200);
    }
    // Typing every 200 ms never pauses for 300 ms, but the first keystroke's write is due at 1,000 ms.
    expect(real.calls).toEqual(['replace /?q=xxxxx']);
  });

  it('makes a lazy push wait too, rewritten by the lazy replaces after it, as one new entry', () => {
    const { real, history } = lazy();
    history.pushState(typed('k'), '', '/?q=k');
    expect(history.length).toBe(2);
    history.replaceState(typed('ke'), '', '/?q=ke');
    history.replaceState(typed('kernel'), '', '/?q=kernel');
    expect(real.calls).toEqual([]);
    expect(history.state).toEqual(typed('kernel'));
    vi.advanceTimersByTime(300);
    expect(real.calls).toEqual(['push /?q=kernel']);
    expect(real.entries.map((e) => e.url)).toEqual(['/?q=start', '/?q=kernel']);
  });

  it('writes other replaces at once: they supersede a pending rewrite, and follow a pending new entry', () => {
    const { real, history } = lazy();
    history.replaceState(typed('ke'), '', '/?q=ke');
    history.replaceState({ usr: null }, '', '/?q=kernel&sort=title');
    vi.runAllTimers();
    expect(real.calls).toEqual(['replace /?q=kernel&sort=title']);

    history.pushState(typed('b'), '', '/?q=b');
    history.replaceState({ usr: null }, '', '/?q=bandit');
    expect(real.calls.slice(1)).toEqual(['push /?q=b', 'replace /?q=bandit']);
    expect(real.entries.map((e) => e.url)).toEqual(['/?q=kernel&sort=title', '/?q=bandit']);
  });

  it('writes what is pending before another push or a move, so entries keep their order', () => {
    const { real, history } = lazy();
    history.replaceState(typed('kernel'), '', '/?q=kernel');
    history.pushState({ usr: null }, '', '/paper/kernelband');
    expect(real.calls).toEqual(['replace /?q=kernel', 'push /paper/kernelband']);
    history.pushState(typed('x'), '', '/paper/kernelband?q=x');
    history.back();
    expect(real.calls.slice(2)).toEqual(['push /paper/kernelband?q=x']);
    expect(real.url).toBe('/paper/kernelband');
  });

  it('drops what is pending when asked (the entry was left)', () => {
    const { real, history } = lazy();
    history.replaceState(typed('ke'), '', '/?q=ke');
    history.drop();
    vi.runAllTimers();
    expect(real.calls).toEqual([]);
    expect(history.state).toBe(real.state);
  });
});

describe('windowWithLazyHistory', () => {
  const setup = () => {
    const routerWindow = windowWithLazyHistory(window, { isLazy });
    routerWindow.history.replaceState(typed('kern'), '', '/?q=kern');
    expect(address()).toBe('?q=start');
    return routerWindow;
  };

  it('gives the address a pending write will give as its location, the real one once written', () => {
    const routerWindow = setup();
    expect(routerWindow.location.search).toBe('?q=kern');
    expect(routerWindow.location.pathname).toBe('/');
    window.dispatchEvent(new Event('blur'));
    expect(routerWindow.location).toBe(window.location);
  });

  it("lets React Router's browser history see each keystroke's address at once", () => {
    const routerWindow = windowWithLazyHistory(window, { isLazy });
    const history = createBrowserHistory({ window: routerWindow, v5Compat: true });
    const seen: string[] = [];
    history.listen(({ location }) => seen.push(location.search));
    history.push('/?q=k', { typed: true });
    history.replace('/?q=ke', { typed: true });
    expect(seen).toEqual(['?q=k', '?q=ke']);
    expect(history.location.search).toBe('?q=ke');
    expect(address()).toBe('?q=start'); // the browser is told later
  });

  it('is the real window in every other respect', () => {
    const routerWindow = setup();
    expect(routerWindow.document).toBe(window.document);
    const listener = vi.fn();
    routerWindow.addEventListener('custom', listener);
    window.dispatchEvent(new Event('custom'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Enter', {}],
    ['l', { ctrlKey: true }],
    ['ArrowLeft', { altKey: true }],
    ['F5', {}],
  ])('writes what is pending on the key %s %o, which may leave or reload the page', (key, modifiers) => {
    setup();
    window.dispatchEvent(new KeyboardEvent('keydown', { key, ...modifiers }));
    expect(address()).toBe('?q=kern');
  });

  it('lets plain typing wait', () => {
    setup();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'e' }));
    expect(address()).toBe('?q=start');
  });

  it.each(['pointerdown', 'blur', 'pagehide', 'beforeunload'])('writes what is pending on %s', (type) => {
    setup();
    window.dispatchEvent(new Event(type));
    expect(address()).toBe('?q=kern');
  });

  it('writes what is pending when the page is hidden', () => {
    setup();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(address()).toBe('?q=kern');
  });

  it('drops what is pending on popstate: the entry it was meant for has been left', () => {
    setup();
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.runAllTimers();
    expect(address()).toBe('?q=start');
  });
});

describe('a reload from the toolbar, which reloads the address as last written', () => {
  it('makes a rescued new entry a new entry again after the reload', () => {
    const first = windowWithLazyHistory(window, { isLazy, loadType: 'navigate' });
    first.history.pushState(typed('kernel'), '', '/?q=kernel');
    const push = vi.spyOn(window.history, 'pushState').mockImplementationOnce(() => {});
    window.dispatchEvent(new Event('pagehide'));
    expect(push).toHaveBeenCalledTimes(1); // the flush, which the reload does not see
    vi.restoreAllMocks();
    expect(address()).toBe('?q=start');
    windowWithLazyHistory(window, { isLazy, loadType: 'reload' });
    expect(address()).toBe('?q=kernel');
    window.history.back();
    return vi.waitFor(() => expect(address()).toBe('?q=start'));
  });

  it('keeps what was pending when the page was left, and writes it when that address is reloaded', () => {
    const first = windowWithLazyHistory(window, { isLazy, loadType: 'navigate' });
    first.history.replaceState({ ...typed('kernel'), key: 'typed' }, '', '/?q=kernel');
    // The reload loads the address as it was before the page could write (Chromium, measured).
    vi.spyOn(window.history, 'replaceState').mockImplementationOnce(() => {});
    window.dispatchEvent(new Event('beforeunload'));
    vi.restoreAllMocks();
    window.dispatchEvent(new Event('pagehide'));
    expect(address()).toBe('?q=start');
    expect(JSON.parse(sessionStorage.getItem(RESCUE_KEY) ?? 'null')).toMatchObject({
      from: 'http://localhost:3000/?q=start',
      url: 'http://localhost:3000/?q=kernel',
    });

    windowWithLazyHistory(window, { isLazy, loadType: 'reload' }); // the reloaded page
    expect(address()).toBe('?q=kernel');
    expect(window.history.state).toEqual({ ...typed('kernel'), key: 'typed' });
    expect(sessionStorage.getItem(RESCUE_KEY)).toBeNull();
  });

  it('writes nothing on a load that is not that reload, or from corrupt or foreign saved addresses', () => {
    const saved = { from: 'http://localhost:3000/?q=start', data: null, url: 'http://localhost:3000/?q=kernel' };
    for (const [loadType, text] of [
      ['navigate', JSON.stringify(saved)],
      ['back_forward', JSON.stringify(saved)],
      ['reload', JSON.stringify({ ...saved, from: 'http://localhost:3000/?q=other' })],
      ['reload', JSON.stringify({ ...saved, url: 'https://elsewhere.example/?q=x' })],
      ['reload', JSON.stringify({ ...saved, url: 42 })],
      ['reload', '{not json'],
      ['reload', 'null'],
    ] as const) {
      sessionStorage.setItem(RESCUE_KEY, text);
      windowWithLazyHistory(window, { isLazy, loadType });
      expect(address()).toBe('?q=start');
      expect(sessionStorage.getItem(RESCUE_KEY)).toBeNull();
    }
  });

  it('keeps nothing when nothing is pending', () => {
    windowWithLazyHistory(window, { isLazy, loadType: 'navigate' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(RESCUE_KEY)).toBeNull();
  });
});
