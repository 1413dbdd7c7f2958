import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { SCROLL_STORAGE_KEY, useScrollMemory } from '../../../src/app/useScrollMemory';
import { createTestRouter } from '../testRouter';

function Frame() {
  useScrollMemory();
  return (
    <main>
      <Outlet />
      <h2 id="details">Details</h2>
    </main>
  );
}

function setup(path = '/') {
  const router = createTestRouter([path]);
  render(
    <router.Router>
      <Routes>
        <Route element={<Frame />}>
          <Route path="/" element={<p>home</p>} />
          <Route path="/paper/:id" element={<p>paper</p>} />
        </Route>
      </Routes>
    </router.Router>,
  );
  return router;
}

// The reader scrolls to y: the browser moves the page and fires a scroll event.
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

let scrolls: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => vi.restoreAllMocks());

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
});
