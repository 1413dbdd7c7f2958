import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AppRouter, createAppHistory, keyFirstEntry } from '../../../src/app/history';
import type { RouterEntryState } from '../../../src/app/history';
import { LAZY_QUIET_MS } from '../../../src/app/lazyHistory';
import { FROM_SEARCH, TYPED_SEARCH } from '../../../src/config/locationState';

const entry = () => window.history.state as RouterEntryState | null;

beforeEach(() => {
  // Lazy windows made by earlier tests still listen on the one jsdom window: a popstate makes them drop
  // anything they still hold.
  window.dispatchEvent(new PopStateEvent('popstate'));
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('keyFirstEntry', () => {
  it('gives an entry loaded afresh a key of its own, in the state the router writes', () => {
    keyFirstEntry(window.history);
    expect(entry()).toEqual({ usr: null, idx: 0, key: expect.stringMatching(/^k\w+$/) });
  });

  it('keeps the key and the state an entry already has', () => {
    window.history.replaceState({ usr: FROM_SEARCH, idx: 3, key: 'k123' }, '');
    keyFirstEntry(window.history);
    expect(entry()).toEqual({ usr: FROM_SEARCH, idx: 3, key: 'k123' });
  });

  it('leaves a state that is not the router\'s alone', () => {
    window.history.replaceState('someone else\'s', '');
    keyFirstEntry(window.history);
    expect(window.history.state).toBe('someone else\'s');
  });
});

describe('createAppHistory', () => {
  it('keys the first entry before the router reads it', () => {
    const history = createAppHistory(window);
    expect(history.location.key).not.toBe('default');
    expect(history.location.key).toBe(entry()?.key);
  });

  it('writes the search box\'s typing to the address once it pauses, while the router has it at once', () => {
    vi.useFakeTimers();
    const history = createAppHistory(window);
    history.push('/?q=kern', TYPED_SEARCH);
    expect(history.location.search).toBe('?q=kern');
    expect(window.location.search).toBe('');
    vi.advanceTimersByTime(LAZY_QUIET_MS);
    expect(window.location.search).toBe('?q=kern');
    expect(entry()?.usr).toEqual(TYPED_SEARCH);
  });

  it('writes any other navigation at once', () => {
    vi.useFakeTimers();
    const history = createAppHistory(window);
    history.push('/paper/cfmm?q=kern', FROM_SEARCH);
    expect(window.location.pathname).toBe('/paper/cfmm');
    expect(entry()?.usr).toEqual(FROM_SEARCH);
  });
});

describe('AppRouter', () => {
  it('follows Back or Forward pressed while the app first rendered, before the router listened', async () => {
    const history = createAppHistory(window);
    // Back, as the reader presses it in the middle of the first render (the address changes; the
    // router's listener is not there yet to hear the popstate).
    let pressed = false;
    function PressBackOnce() {
      if (!pressed) {
        pressed = true;
        window.history.pushState(window.history.state, '', '/paper/cfmm');
      }
      return null;
    }
    render(
      <AppRouter history={history}>
        <PressBackOnce />
        <Routes>
          <Route path="/" element={<h1>All papers</h1>} />
          <Route path="/paper/:id" element={<h1>A paper</h1>} />
        </Routes>
      </AppRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'A paper' })).toBeInTheDocument();
  });
});
