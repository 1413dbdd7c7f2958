import { CatalogGate } from '../../features/papers/CatalogGate';
import type { Catalog } from '../../features/papers/CatalogGate';
import { TextLoadNotice } from '../../features/papers/TextLoadNotice';
import { SearchPage } from '../../features/search/SearchPage';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export function HomeRoute() {
  return <CatalogGate>{(catalog) => <Home catalog={catalog} />}</CatalogGate>;
}

function Home({ catalog: { list, corpus } }: { catalog: Catalog }) {
  useDocumentTitle(list.collection.title);
  return <SearchPage collection={list.collection} topics={list.topics} corpus={corpus} notice={<TextLoadNotice />} />;
}
