import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { createCatalogStore } from '../../../src/catalog/catalogStore';
import { CatalogProvider } from '../../../src/catalog/CatalogProvider';
import { useChineseCorpus } from '../../../src/catalog/useChineseCorpus';
import { runSearch } from '../../../src/lib/search/run';
import { EMPTY_SEARCH } from '../../../src/lib/search/state';
import { fixtureCorpus } from '../features/search/renderSearch';

const never = () => new Promise<never>(() => {});
const GLOSSARY: unknown = JSON.parse(readFileSync('data/glossary-zh.json', 'utf8'));

function renderCorpus(q: string, glossary: () => Promise<unknown>) {
  const store = createCatalogStore({ list: never, fullText: never, glossary });
  const { corpus } = fixtureCorpus();
  const wrapper = ({ children }: { children: ReactNode }) => <CatalogProvider store={store}>{children}</CatalogProvider>;
  return { corpus, ...renderHook(({ query }) => useChineseCorpus(corpus, query), { wrapper, initialProps: { query: q } }) };
}

describe('useChineseCorpus', () => {
  it('loads nothing for a query without Chinese, and gives the corpus as it is', () => {
    const glossary = vi.fn(async () => GLOSSARY);
    const { result, corpus } = renderCorpus('kernel', glossary);
    expect(result.current).toBe(corpus);
    expect(glossary).not.toHaveBeenCalled();
  });

  it('makes the first Chinese query wait for the glossary, then reads it in English', async () => {
    let answer: (json: unknown) => void = () => {};
    const glossary = vi.fn(() => new Promise<unknown>((resolve) => (answer = resolve)));
    const { result, corpus, rerender } = renderCorpus('工具', glossary);
    // Waiting, as a query waits for the index: no results of a query read without its glossary.
    expect(result.current.index).toBeNull();
    await waitFor(() => expect(glossary).toHaveBeenCalledTimes(1));
    answer(GLOSSARY);
    await waitFor(() => expect(result.current.index).toBe(corpus.index));
    const found = runSearch(result.current, { ...EMPTY_SEARCH, q: '工具' });
    expect(found.results.length).toBeGreaterThan(0);
    expect(found.results).toEqual(runSearch(corpus, { ...EMPTY_SEARCH, q: 'tool' }).results);
    // Loaded once for the session.
    rerender({ query: '量化' });
    expect(result.current.chinese).toBeDefined();
    expect(glossary).toHaveBeenCalledTimes(1);
  });

  it('searches Chinese as typed when the glossary cannot be loaded, rather than waiting for ever', async () => {
    const { result, corpus } = renderCorpus('量化', async () => {
      throw new Error('glossary-zh.json: offline');
    });
    await waitFor(() => expect(result.current).toBe(corpus));
  });
});
