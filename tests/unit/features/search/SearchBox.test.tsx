// The search box shows what was typed, not the address's normalised copy of it (see useSearchDraft).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderSearch } from './renderSearch';
import { PHONE } from '../../../../src/components/useMediaQuery';
import { SUGGESTION_PAUSE_MS } from '../../../../src/features/search/SearchBox';
import { watchPrerenderedBox } from '../../../../src/features/search/typedEarly';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A screen as wide as a phone or not, as matchMedia reports it; `resize` changes it and tells listeners. */
function screenWidth(phone: boolean) {
  let matches = phone;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === PHONE ? matches : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize: (toPhone: boolean) => {
      matches = toPhone;
      listeners.forEach((listener) => listener());
    },
  };
}

const box = () => screen.getByRole('combobox', { name: 'Search papers' });

describe('SearchBox', () => {
  it('keeps a typed leading space, which the address does not hold, and the words typed after it', async () => {
    const { router, user } = renderSearch('/');
    await user.type(box(), ' ');
    expect(box()).toHaveValue(' ');
    expect(router.state.location.search).toBe('');
    await user.type(box(), 'flow');
    expect(box()).toHaveValue(' flow');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(' flow');
  });

  it('says in full what it searches where there is room, and less on a phone, under the same name', async () => {
    const { resize } = screenWidth(false);
    renderSearch('/');
    expect(box()).toHaveAttribute('placeholder', 'Search titles, abstracts, benchmarks…');
    await act(async () => resize(true));
    expect(box()).toHaveAttribute('placeholder', 'Search titles, abstracts…');
  });
});

describe('SearchBox: the suggestions, a combobox popup that gets out of the way', () => {
  const listbox = () => screen.queryByRole('listbox', { name: 'Suggestions' });

  it('is a combobox that says whether its suggestions are open', async () => {
    const { user } = renderSearch('/');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), 'orch');
    expect(await screen.findByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox()!.id);
  });

  it('closes after a pause in typing, but not while ↓ ↑ move through them', async () => {
    // The pause on a fake clock (which also runs at its own pace): waited for on the real one, it held a
    // test worker for 3 s.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderSearch('/');
      await user.type(box(), 'orch');
      await screen.findByRole('option', { name: 'orchestrator' });
      await user.keyboard('{ArrowDown}');
      await act(async () => void vi.advanceTimersByTime(SUGGESTION_PAUSE_MS + 100));
      expect(box()).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{ArrowUp}');
      await act(async () => void vi.advanceTimersByTime(SUGGESTION_PAUSE_MS + 100));
      await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
      expect(box()).toHaveValue('orch');
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes on a press outside the box, and on Esc, keeping the text', async () => {
    const { user } = renderSearch('/');
    await user.type(box(), 'orch');
    await screen.findByRole('option', { name: 'orchestrator' });
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
    await user.type(box(), 'e');
    await screen.findByRole('option', { name: 'orchestrator' });
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('orche');
  });
});

describe('the prerendered page’s box, before the app takes over', () => {
  /** The prerendered page's search box, watched as main.tsx watches it. */
  function prerenderedBox() {
    const page = document.createElement('div');
    page.innerHTML = '<input type="search" role="combobox" aria-label="Search papers (prerendered)">';
    document.body.append(page);
    watchPrerenderedBox(page);
    return { input: page.querySelector('input')!, replace: () => page.remove() };
  }

  it('hands the app’s box what was typed in it, and the focus, and searches for it', async () => {
    const early = prerenderedBox();
    early.input.focus();
    fireEvent.input(early.input, { target: { value: 'bandit' } });
    early.replace();
    const { router, user } = renderSearch('/');
    expect(box()).toHaveValue('bandit');
    expect(box()).toHaveFocus();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('bandit'));
    await user.keyboard('s');
    expect(box()).toHaveValue('bandits');
  });

  it('hands over what was typed before the app’s script ran, when there was nobody yet to listen', async () => {
    const page = document.createElement('div');
    page.innerHTML = '<input type="search" role="combobox" aria-label="Search papers (prerendered)">';
    document.body.append(page);
    const input = page.querySelector('input')!;
    input.focus();
    input.value = 'kernel';
    watchPrerenderedBox(page);
    page.remove();
    const { router } = renderSearch('/');
    expect(box()).toHaveValue('kernel');
    expect(box()).toHaveFocus();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('kernel'));
  });

  it('hands over the focus alone when nothing was typed, and nothing at all the second time', () => {
    const early = prerenderedBox();
    early.input.focus();
    early.replace();
    const first = renderSearch('/?q=kernel');
    expect(box()).toHaveValue('kernel');
    expect(box()).toHaveFocus();
    expect(first.router.state.location.search).toBe('?q=kernel');
    first.unmount();
    renderSearch('/');
    expect(box()).toHaveValue('');
    expect(box()).not.toHaveFocus();
  });

  it('leaves the app’s box alone when the reader never went into the prerendered one', () => {
    const early = prerenderedBox();
    early.replace();
    renderSearch('/');
    expect(box()).toHaveValue('');
    expect(box()).not.toHaveFocus();
  });
});
