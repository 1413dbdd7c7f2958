import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESCUE_KEY, createLazyHistory, windowWithLazyHistory } from '../../../src/app/lazyHistory';

const typed = (q: string) => ({ usr: { typed: true }, q });
const isLazy = (data: unknown) => (data as { usr?: { typed?: boolean } } | null)?.usr?.typed === true;
const address = () => window.location.search;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/?q=start');
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('createLazyHistory', () => {
  it('writes a run of lazy replaces once, when they pause, the last one winning', () => {
    const history = createLazyHistory(window.history, { isLazy, quietMs: 300, maxWaitMs: 1000 });
    const spy = vi.spyOn(window.history, 'replaceState');
    history.replaceState(typed('k'), '', '/?q=k');
    history.replaceState(typed('ke'), '', '/?q=ke');
    history.replaceState(typed('ker'), '', '/?q=ker');
    expect(address()).toBe('?q=start');
    expect(history.state).toEqual(typed('ker')); // what the router reads back is the pending entry
    vi.advanceTimersByTime(299);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(address()).toBe('?q=ker');
    expect(window.history.state).toEqual(typed('ker'));
  });

  it('never lets a write wait longer than maxWaitMs while typing goes on', () => {
    const history = createLazyHistory(window.history, { isLazy, quietMs: 300, maxWaitMs: 1000 });
    for (let i = 1; i <= 8; i++) {
      history.replaceState(typed('x'.repeat(i)), '', `/?q=${'x'.repeat(i)}`);
      vi.advanceTimersByTime(200);
    }
    // Typing every 200 ms never pauses for 300 ms, but the first keystroke's write is due at 1,000 ms.
    expect(address()).toBe('?q=xxxxx');
  });

  it('writes other replaces at once, and they supersede a pending one', () => {
    const history = createLazyHistory(window.history, { isLazy });
    history.replaceState(typed('ke'), '', '/?q=ke');
    history.replaceState({ usr: null }, '', '/?q=kernel&sort=title');
    expect(address()).toBe('?q=kernel&sort=title');
    vi.runAllTimers();
    expect(address()).toBe('?q=kernel&sort=title');
  });

  it('writes what is pending before a push, so the new entry follows the typed one', () => {
    const history = createLazyHistory(window.history, { isLazy });
    const length = window.history.length;
    history.replaceState(typed('kernel'), '', '/?q=kernel');
    history.pushState({ usr: null }, '', '/paper/kernelband');
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe('/paper/kernelband');
    window.history.back();
    return vi.waitFor(() => expect(address()).toBe('?q=kernel'));
  });

  it('drops what is pending when asked (the entry was left)', () => {
    const history = createLazyHistory(window.history, { isLazy });
    history.replaceState(typed('ke'), '', '/?q=ke');
    history.drop();
    vi.runAllTimers();
    expect(address()).toBe('?q=start');
    expect(history.state).toEqual(window.history.state);
  });
});

describe('windowWithLazyHistory', () => {
  const setup = () => {
    const routerWindow = windowWithLazyHistory(window, { isLazy });
    routerWindow.history.replaceState(typed('kern'), '', '/?q=kern');
    expect(address()).toBe('?q=start');
    return routerWindow;
  };

  it('is the real window in every other respect', () => {
    const routerWindow = setup();
    expect(routerWindow.location).toBe(window.location);
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
