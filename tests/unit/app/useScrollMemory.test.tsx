import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { AppRouter, createAppHistory } from '../../../src/app/history';
import { SCROLL_STORAGE_KEY, useScrollMemory } from '../../../src/app/useScrollMemory';
import { ScrollAnchorContext, useAnchoredPage } from '../../../src/components/scrollAnchoring';
import type { ScrollAnchor } from '../../../src/lib/scrollPlace';
import { createTestRouter } from '../testRouter';

function Frame() {
  const register = useScrollMemory();
  return (
    <main>
      <ScrollAnchorContext value={register}>
        <Outlet />
      </ScrollAnchorContext>
      <h2 id="details">Details</h2>
    </main>
  );
}

// The home page as a virtual list that says which row its reader is at: a fake, its answers set by each
// test. Without `anchored`, a plain page; with `listReady` false, the list is still loading (showList
// draws it).
let anchored = false;
let listReady = true;
let showList: () => void = () => {};
const list = {
  anchor: vi.fn<() => ScrollAnchor | null>(),
  restore: vi.fn<(anchor: ScrollAnchor) => boolean>(),
};
function AnchoredList() {
  useAnchoredPage(list);
  return <p>results</p>;
}
function Home() {
  const [ready, setReady] = useState(listReady);
  useEffect(() => {
    showList = () => setReady(true);
  }, []);
  if (!anchored) return <p>home</p>;
  return ready ? <AnchoredList /> : <p>loading</p>;
}

const routes = (
  <Routes>
    <Route element={<Frame />}>
      <Route path="/" element={<Home />} />
      <Route path="/paper/:id" element={<p>paper</p>} />
    </Route>
  </Routes>
);

function setup(path = '/') {
  const router = createTestRouter([path]);
  render(<router.Router>{routes}</router.Router>);
  return router;
}

/**
 * A document of the app, as main.tsx starts one over the browser's history (createAppHistory keys its
 * first entry): `load('/x')` an address
 * loaded afresh (typed or pasted: its entry has no state yet), `load()` the current entry again (a
 * reload, or Back to it from another document). `leave()` is the document being unloaded.
 */
function load(url?: string) {
  if (url !== undefined) window.history.pushState(null, '', url);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }); // a new document starts at the top
  const view = render(<AppRouter history={createAppHistory(window)}>{routes}</AppRouter>);
  return {
    leave: () => {
      act(() => void window.dispatchEvent(new Event('pagehide')));
      view.unmount();
    },
  };
}

// The reader scrolls to y: the browser moves the page and fires a scroll event.
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

let scrolls: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  anchored = false;
  listReady = true;
  list.anchor.mockReset().mockReturnValue(null);
  list.restore.mockReset().mockReturnValue(true);
  sessionStorage.clear();
  scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const go = (run: () => Promise<void> | void) => act(async () => void (await run()));

describe('useScrollMemory', () => {
  it('opens a new page at the top, and Back returns to where the reader was', async () => {
    const router = setup('/?q=kernel');
    scrollTo(1200);
    scrolls.mockClear();
    await go(() => router.navigate('/paper/kernelband'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
    scrollTo(300);
    await go(() => router.navigate(-1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 1200);
    await go(() => router.navigate(1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 300);
  });

  it('leaves the scroll alone when only the query or filters change, and keeps it for the new entry', async () => {
    const router = setup('/?q=ker');
    scrollTo(800);
    scrolls.mockClear();
    await go(() => router.navigate('/?q=kernel', { replace: true }));
    await go(() => router.navigate('/?q=kernel&topic=theory'));
    expect(scrolls).not.toHaveBeenCalled();
    await go(() => router.navigate('/paper/kernelband'));
    await go(() => router.navigate(-1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 800);
  });

  it('scrolls a new page to its #fragment', async () => {
    const router = setup('/');
    const into = vi.fn();
    Element.prototype.scrollIntoView = into;
    await go(() => router.navigate('/paper/kernelband#details'));
    expect(into).toHaveBeenCalledTimes(1);
    await go(() => router.navigate('/paper/other#%E0%A4%A')); // a malformed fragment: no crash
    expect(into).toHaveBeenCalledTimes(1);
  });

  it('keeps the positions across a reload of the tab, and ignores what it cannot read', async () => {
    const router = setup('/?q=kernel');
    scrollTo(640);
    const key = router.state.location.key;
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]')).toContainEqual([key, 640]);

    for (const garbage of ['{not json', '{"a": 1}', '[["k", "NaN"], 5]']) {
      sessionStorage.setItem(SCROLL_STORAGE_KEY, garbage);
      expect(() => setup('/')).not.toThrow();
    }
  });

  it('opens an address loaded afresh at the top, although the last page loaded in the tab was scrolled', () => {
    const search = load('/?sort=title');
    scrollTo(1400);
    search.leave();
    scrolls.mockClear();
    load('/paper/kernelband'); // typed into the address bar: a new document
    expect(scrolls).not.toHaveBeenCalledWith(0, 1400);
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
  });

  it('gives each document its own entry key, and keeps the one its entry already has', () => {
    load('/?sort=title').leave();
    const first = (window.history.state as { key?: unknown }).key;
    load('/paper/kernelband').leave();
    const second = (window.history.state as { key?: unknown }).key;
    expect(first).toEqual(expect.any(String));
    expect(first).not.toBe('default');
    expect(second).not.toBe(first);
    load().leave(); // a reload
    expect((window.history.state as { key?: unknown }).key).toBe(second);
  });

  it('returns a reload, or Back from another document, to where that entry was', () => {
    const search = load('/?sort=title');
    scrollTo(1400);
    search.leave();
    const searchEntry: unknown = window.history.state;
    const paper = load('/paper/kernelband');
    scrollTo(300);
    paper.leave();
    scrolls.mockClear();
    load().leave(); // the paper reloaded
    expect(scrolls).toHaveBeenLastCalledWith(0, 300);
    // Back to the search, in a document of its own (the browser kept the entry's state).
    window.history.replaceState(searchEntry, '', '/?sort=title');
    load();
    expect(scrolls).toHaveBeenLastCalledWith(0, 1400);
  });

  it('waits for the page to grow tall enough before giving up on a position (the list still loading)', () => {
    let grew = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          grew = callback;
        }
        observe() {}
        disconnect() {
          grew = () => {};
        }
      },
    );
    const height = vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(800);
    const search = load('/?sort=title');
    scrollTo(1400);
    search.leave();
    scrolls.mockClear();
    load(); // back to the list before list.json is in: the page is short
    grew();
    expect(scrolls).toHaveBeenCalledTimes(2);
    height.mockReturnValue(5000); // the list arrives
    grew();
    expect(scrolls).toHaveBeenCalledTimes(3);
    expect(scrolls).toHaveBeenLastCalledWith(0, 1400);
    grew(); // done: later changes of size leave the scroll to the reader
    expect(scrolls).toHaveBeenCalledTimes(3);
  });

  describe('on a page that says which row its reader is at', () => {
    const opened: ScrollAnchor = { index: 130, id: 'kernelband', offset: 341 };
    beforeEach(() => {
      anchored = true;
      // jsdom has none: without one, a restore cannot wait for the list.
      vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    });

    it('returns to the row the reader left from through the page, not to the position', async () => {
      const router = setup('/?q=kernel');
      scrollTo(20_000);
      list.anchor.mockReturnValue(opened); // the result the reader opens
      await go(() => router.navigate('/paper/kernelband'));
      scrolls.mockClear();
      await go(() => router.navigate(-1));
      expect(list.restore).toHaveBeenLastCalledWith(opened);
      expect(scrolls).not.toHaveBeenCalled();
    });

    it('returns to the position when the page cannot find the row', async () => {
      const router = setup('/?q=kernel');
      list.anchor.mockReturnValue(opened);
      scrollTo(20_000);
      list.restore.mockReturnValue(false);
      await go(() => router.navigate('/paper/kernelband'));
      await go(() => router.navigate(-1));
      expect(list.restore).toHaveBeenCalledTimes(1);
      expect(scrolls).toHaveBeenLastCalledWith(0, 20_000);
    });

    it('keeps the row across a reload, and hands it to the list once the list is in', () => {
      const search = load('/?sort=title');
      list.anchor.mockReturnValue(opened);
      scrollTo(20_000);
      search.leave();
      expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]')).toContainEqual([expect.any(String), 20_000, opened]);
      listReady = false;
      scrolls.mockClear();
      load(); // a reload: the list's data is still on its way
      expect(scrolls).toHaveBeenLastCalledWith(0, 20_000);
      expect(list.restore).not.toHaveBeenCalled();
      act(() => showList());
      expect(list.restore).toHaveBeenLastCalledWith(opened);
    });

    it('forgets the row when the reader scrolls before the list is in', () => {
      const search = load('/?sort=title');
      list.anchor.mockReturnValue(opened);
      scrollTo(20_000);
      search.leave();
      listReady = false;
      load();
      act(() => void window.dispatchEvent(new Event('wheel')));
      act(() => showList());
      expect(list.restore).not.toHaveBeenCalled();
    });
  });
});
