import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import type { ListPaper } from '../../lib/types';
import { CatalogGate } from '../../catalog/CatalogGate';
import type { Catalog } from '../../catalog/CatalogGate';
import { TextLoadNotice } from '../../catalog/TextLoadNotice';
import { SearchPage } from '../../features/search/SearchPage';
import type { SearchView } from '../../features/search/SearchPage';
import { ReadingListToggle } from '../../features/library/ReadingListToggle';
import { useReadingListKey } from '../../features/library/useReadingListKey';
import { SaveSearch } from '../../features/library/SaveSearch';
import { ExportResults } from '../../features/library/ExportResults';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { paperIdAt } from '../../components/paperMarks';
import { useT } from '../../i18n/i18n';
import { useAddressCorpus } from '../useAddressSearch';

export function HomeRoute() {
  return <CatalogGate>{(catalog) => <Home catalog={catalog} />}</CatalogGate>;
}

// Each result row's star: stable, so the memoised rows are not re-rendered for it.
const rowAction = (paper: ListPaper) => <ReadingListToggle paper={paper} look="icon" />;

const textLoadNotice = (query: string) => <TextLoadNotice query={query} />;

// The same search on the map: the map reads the same address state (q, topic, code, bench, sort).
function ShowOnMap() {
  const t = useT();
  const { search } = useLocation();
  return (
    <Link className="button" to={paths.map.href(search)}>
      {t('search.showOnMap')}
    </Link>
  );
}

function Home({ catalog: { list, corpus: listCorpus } }: { catalog: Catalog }) {
  // The collection's title is the list's own (paper text), the same in every language.
  useDocumentTitle(list.collection.title);
  // A query with Chinese in it waits for the glossary that reads it.
  const corpus = useAddressCorpus(listCorpus);
  // `b` toggles the result that has focus (its row is marked with its paper: paperMark).
  useReadingListKey(
    useCallback(
      (focused: Element | null) => {
        const id = paperIdAt(focused);
        return (id !== null && corpus.byId.get(id)) || null;
      },
      [corpus],
    ),
  );
  // Rendered once: each reads the search when the reader acts, so typing re-renders none of them.
  const resultsActions = useCallback(
    (current: () => SearchView) => (
      <>
        <ShowOnMap />
        <SaveSearch current={() => current().state} />
        <ExportResults current={() => current().results} papers={list.papers} collection={list.collection} topics={list.topics} />
      </>
    ),
    [list],
  );
  return (
    <SearchPage
      collection={list.collection}
      topics={list.topics}
      corpus={corpus}
      notice={textLoadNotice}
      rowAction={rowAction}
      resultsActions={resultsActions}
    />
  );
}
