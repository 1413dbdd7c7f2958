// The search box shows what was typed, not the address's normalised copy of it (see useSearchDraft).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSearch } from './renderSearch';

afterEach(() => vi.restoreAllMocks());

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
});
