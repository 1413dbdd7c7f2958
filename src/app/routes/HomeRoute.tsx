import { useCallback } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { writeSearchParams } from '../../lib/searchUrl';
import type { ListPaper } from '../../lib/types';
import type { SearchState } from '../../lib/search/state';
import { CatalogGate } from '../../features/papers/CatalogGate';
import type { Catalog } from '../../features/papers/CatalogGate';
import { TextLoadNotice } from '../../features/papers/TextLoadNotice';
import { SearchPage } from '../../features/search/SearchPage';
import { searchOf } from '../../features/search/useSearchState';
import { ReadingListToggle } from '../../features/library/ReadingListToggle';
import { useReadingListKey } from '../../features/library/useReadingListKey';
import { SaveSearch } from '../../features/library/SaveSearch';
import { ExportResults } from '../../features/library/ExportResults';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export function HomeRoute() {
  return <CatalogGate>{(catalog) => <Home catalog={catalog} />}</CatalogGate>;
}

// Each result row's star: stable, so the memoised rows are not re-rendered for it.
const rowAction = (paper: ListPaper) => <ReadingListToggle paper={paper} look="icon" />;

function Home({ catalog: { list, corpus } }: { catalog: Catalog }) {
  useDocumentTitle(list.collection.title);
  // `b` toggles the result that has focus (its row carries data-paper-id).
  useReadingListKey(
    useCallback(
      (focused: Element | null) => {
        const id = focused?.closest<HTMLElement>('[data-paper-id]')?.dataset.paperId;
        return (id !== undefined && corpus.byId.get(id)) || null;
      },
      [corpus],
    ),
  );
  const resultsActions = ({ state, results }: { state: SearchState; results: readonly ListPaper[] }) => (
    <>
      {/* The same search on the map: the map reads the same address state. */}
      <Link className="button" to={paths.map.href(searchOf(writeSearchParams(state)))}>
        Show on map
      </Link>
      <SaveSearch state={state} />
      <ExportResults results={results} papers={list.papers} collection={list.collection} topics={list.topics} />
    </>
  );
  return (
    <SearchPage
      collection={list.collection}
      topics={list.topics}
      corpus={corpus}
      notice={<TextLoadNotice />}
      rowAction={rowAction}
      resultsActions={resultsActions}
    />
  );
}
