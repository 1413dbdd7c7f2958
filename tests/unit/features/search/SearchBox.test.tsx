// The search box shows what was typed, not the address's normalised copy of it (see useSearchDraft).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderSearch } from './renderSearch';
import { PHONE } from '../../../../src/components/useMediaQuery';

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

const box = () => screen.getByRole('searchbox', { name: 'Search papers' });

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
    expect(box()).toHaveAttribute('placeholder', 'Search titles, abstracts, topics, benchmarks…');
    await act(async () => resize(true));
    expect(box()).toHaveAttribute('placeholder', 'Search titles, abstracts…');
  });
});
