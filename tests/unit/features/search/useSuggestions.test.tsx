import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSuggestions } from '../../../../src/features/search/useSuggestions';
import { corpusOf } from './renderSearch';
import { listFixture } from '../../lib/fixtures/catalogFixture';

describe('useSuggestions', () => {
  const index = corpusOf(listFixture(), null).index!;

  it('keeps the highlight when the suggestions come again the same for the next letter, and drops it when they change', async () => {
    const { result, rerender } = renderHook(({ draft }) => useSuggestions(index, draft, true), { initialProps: { draft: 'orch' } });
    await waitFor(() => expect(result.current.options).toContain('orchestra'));
    const options = result.current.options;
    act(() => result.current.move(1));
    expect(result.current.active).toBe(0);
    // A letter more that suggests the same words: a new list, the same suggestions.
    rerender({ draft: 'orche' });
    await waitFor(() => expect(result.current.options).not.toBe(options));
    expect(result.current.options).toEqual(options);
    expect(result.current.active).toBe(0);
    rerender({ draft: 'band' });
    await waitFor(() => expect(result.current.options).not.toEqual(options));
    expect(result.current.active).toBe(-1);
  });
});
