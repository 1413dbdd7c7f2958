import type { PapersFile } from '../../lib/types';
import { PapersGate } from '../../features/papers/PapersGate';
import { PaperList } from '../../features/list/PaperList';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export function HomeRoute() {
  return <PapersGate>{(data) => <Home data={data} />}</PapersGate>;
}

function Home({ data }: { data: PapersFile }) {
  useDocumentTitle(data.collection.title);
  return <PaperList collection={data.collection} papers={data.papers} topics={data.topics} />;
}
