import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useSuggestions } from '../../../../src/features/search/useSuggestions';
import type { Suggestions } from '../../../../src/features/search/useSuggestions';
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

describe('useSuggestions, with the suggestions on screen still an earlier draft\'s', () => {
  const index = corpusOf(listFixture(), null).index!;

  it('moves through the suggestions of the text in the box, so Enter never picks one the box has moved past', async () => {
    // The deferred render of the suggestions left pending, as on a busy phone: the urgent render alone,
    // outside act (which would flush both), then ↓ before the deferred one.
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const seen: Suggestions[] = [];
    function Probe({ draft }: { draft: string }) {
      seen.push(useSuggestions(index, draft, true));
      return null;
    }
    const root = createRoot(document.createElement('div'));
    try {
      flushSync(() => root.render(<Probe draft="orch" />));
      await waitFor(() => expect(seen.at(-1)!.options).toContain('orchestra'));
      flushSync(() => root.render(<Probe draft="band" />));
      const stale = seen.at(-1)!;
      expect(stale.options).toContain('orchestra'); // still the earlier draft's on screen
      flushSync(() => stale.move(1));
      // Nothing highlighted on the stale list: Enter now would settle "band" as typed.
      expect(seen.at(-1)!.active).toBe(-1);
      await waitFor(() => expect(seen.at(-1)!.options).not.toContain('orchestra'));
      const fresh = seen.at(-1)!;
      expect(fresh.options.length).toBeGreaterThan(0);
      expect(fresh.options.every((option) => option.startsWith('band'))).toBe(true);
      // The ↓ pressed before the new list showed is on its first suggestion.
      expect(fresh.active).toBe(0);
    } finally {
      flushSync(() => root.unmount());
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
