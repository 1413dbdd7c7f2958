// Renders the reading-list page's views alone, as ReadingListRoute hands them their data: the reader's
// library store in its provider, a memory router for the address (sort, filter, shared ids) and the
// links, and list.json's state and the search corpus as props. What the route itself does (loading the
// list, the full text and the library's code, the document title) is tested through the app, in
// tests/unit/app/routes/ReadingListRoute.test.tsx.

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestRouter } from '../../testRouter';
import { LibraryProvider } from '../../../../src/features/library/LibraryProvider';
import type { LibraryStoreApi } from '../../../../src/features/library/libraryStore';
import type { PaperList } from '../../../../src/features/library/PaperListNotice';
import { ReadingListPage } from '../../../../src/features/library/ReadingListPage';
import { SharedListView } from '../../../../src/features/library/SharedListView';
import { readShareParams } from '../../../../src/lib/library/shareLink';
import type { AnyCorpus } from '../../../../src/lib/search/run';
import type { ListFile } from '../../../../src/lib/types';
import { corpusOf, listFixture, textFixture } from '../../lib/fixtures/catalogFixture';

export interface LibraryPageData {
  library: LibraryStoreApi;
  /** list.json: the fixture's by default; null while it loads, or after it failed (with `error`). */
  list?: ListFile | null;
  /** Why list.json failed, as the reader is told. */
  error?: string | null;
  /** What the page's Retry calls. */
  retry?: () => void;
  /** What the saved searches count in: by default the list's papers with the fixture's abstracts (none without a list). */
  corpus?: AnyCorpus | null;
  /** Whether the abstracts failed to load. */
  textFailed?: boolean;
}

type Page = (papers: PaperList, data: LibraryPageData) => ReactNode;

function renderWith(path: string, data: LibraryPageData, page: Page) {
  const router = createTestRouter([path]);
  const fixtureList = listFixture();
  const text = textFixture();
  const abstracts = new Map(text.ids.map((id, i) => [id, text.texts[i]!]));
  // One corpus per list, as the catalog builds it once: the page sees the same object until the list changes.
  const corpora = new Map<ListFile, AnyCorpus>();
  const corpusFor = (list: ListFile) => corpora.get(list) ?? corpora.set(list, corpusOf(list, abstracts)).get(list)!;
  const tree = (current: LibraryPageData) => {
    const list = current.list === undefined ? fixtureList : current.list;
    const papers: PaperList = { list, error: current.error ?? null, retry: current.retry ?? (() => {}) };
    const corpus = current.corpus !== undefined ? current.corpus : list && corpusFor(list);
    return (
      <LibraryProvider store={current.library}>
        <router.Router>{page(papers, { ...current, corpus })}</router.Router>
      </LibraryProvider>
    );
  };
  let current = data;
  const view = render(tree(current));
  /** New data for the page, as the route gives it when list.json or the abstracts arrive or fail. */
  const update = (changes: Partial<LibraryPageData>) => {
    current = { ...current, ...changes };
    view.rerender(tree(current));
  };
  return { ...view, router, update };
}

/** ReadingListPage at an address under /reading-list (its sort and filter are in the query). */
export function renderReadingList(path: string, data: LibraryPageData) {
  return renderWith(path, data, (papers, { corpus, textFailed }) => (
    <ReadingListPage papers={papers} corpus={corpus ?? null} textFailed={textFailed ?? false} />
  ));
}

/** SharedListView for a shared link, e.g. "/reading-list?ids=cfmm,toolorchestra". */
export function renderSharedList(path: string, data: LibraryPageData) {
  const shared = readShareParams(new URL(path, 'http://localhost').searchParams);
  return renderWith(path, data, (papers) => <SharedListView shared={shared} papers={papers} />);
}
