import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { createCatalogStore } from '../../../src/catalog/catalogStore';
import { CatalogProvider } from '../../../src/catalog/CatalogProvider';
import { useAddressCorpus, useAddressSearch } from '../../../src/app/useAddressSearch';
import type { AnyCorpus } from '../../../src/lib/search/run';
import type { ListFile } from '../../../src/lib/types';
import { createTestRouter } from '../testRouter';
import { fixtureCorpus } from '../features/search/renderSearch';

const never = () => new Promise<never>(() => {});
const GLOSSARY: unknown = JSON.parse(readFileSync('data/glossary-zh.json', 'utf8'));

function wrapperAt(path: string) {
  const store = createCatalogStore({ list: never, fullText: never, glossary: async () => GLOSSARY });
  const router = createTestRouter([path]);
  return ({ children }: { children: ReactNode }) => (
    <CatalogProvider store={store}>
      <router.Router>{children}</router.Router>
    </CatalogProvider>
  );
}

const searchAt = (path: string, list: ListFile | null, corpus: AnyCorpus | null) =>
  renderHook(() => useAddressSearch(list, corpus), { wrapper: wrapperAt(path) });
const ids = (papers: readonly { id: string }[] | undefined) => papers?.map((p) => p.id);

describe('useAddressSearch', () => {
  it('reads the search from the address, checked against the list, and runs it', () => {
    const { list, corpus } = fixtureCorpus();
    const { result } = searchAt('/map?q=bandits&topic=rl&topic=no-such-topic', list, corpus);
    expect(result.current?.state).toMatchObject({ q: 'bandits', topics: ['rl'] });
    expect(ids(result.current?.results)).toEqual(['regret-bounds-for-bandits']);
    expect(result.current?.waiting).toBe(false);
  });

  it('says the query waits while there is no index, and finds what the filters alone leave meanwhile', () => {
    const { list, corpus } = fixtureCorpus();
    const { result } = searchAt('/map?q=bandits&topic=rl', list, { ...corpus, index: null, fullText: false });
    expect(result.current?.waiting).toBe(true);
    expect(ids(result.current?.results)).toEqual(['toolorchestra', 'regret-bounds-for-bandits']);
  });

  it("gives the search in canonical form, without what else the address holds (a shared link's ?lang=, ?utm_source=)", () => {
    const { list, corpus } = fixtureCorpus();
    expect(searchAt('/paper/cfmm?lang=zh&topic=rl&utm_source=chat&q=bandits', list, corpus).result.current?.search).toBe('?q=bandits&topic=rl');
    expect(searchAt('/paper/cfmm?lang=zh', list, corpus).result.current?.search).toBe('');
  });

  it('is null until list.json is in', () => {
    expect(searchAt('/?q=bandits', null, null).result.current).toBeNull();
  });

  it('reads a Chinese query once its glossary is in', async () => {
    const { list, corpus } = fixtureCorpus();
    const { result } = searchAt('/paper/cfmm?q=工具', list, corpus);
    expect(result.current?.waiting).toBe(true);
    await waitFor(() => expect(result.current?.waiting).toBe(false));
    expect(ids(result.current?.results)).toContain('toolorchestra');
  });
});

describe('useAddressCorpus', () => {
  it('gives the corpus as it is for a query without Chinese, and one that reads Chinese for a query with some', async () => {
    const { corpus } = fixtureCorpus();
    expect(renderHook(() => useAddressCorpus(corpus), { wrapper: wrapperAt('/?q=agents') }).result.current).toBe(corpus);
    const chinese = renderHook(() => useAddressCorpus(corpus), { wrapper: wrapperAt('/?q=智能体') });
    await waitFor(() => expect(chinese.result.current.chinese).toBeDefined());
  });
});
