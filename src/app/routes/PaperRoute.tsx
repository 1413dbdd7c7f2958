import { useParams } from 'react-router';
import type { PapersFile } from '../../lib/types';
import { shortName } from '../../lib/collection';
import { PapersGate } from '../../features/papers/PapersGate';
import { PaperPage } from '../../features/paper/PaperPage';
import { PaperNotFound } from '../../features/paper/PaperNotFound';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export function PaperRoute() {
  // A malformed escape (/paper/%E0%A4%A) reaches us undecoded; it matches no id and shows "not found".
  const { id = '' } = useParams();
  return <PapersGate>{(data) => <PaperView data={data} id={id} />}</PapersGate>;
}

function PaperView({ data, id }: { data: PapersFile; id: string }) {
  const paper = data.papers.find((p) => p.id === id);
  const site = shortName(data.collection);
  useDocumentTitle(paper ? `${paper.title} — ${site}` : `Not found — ${site}`);
  return paper ? <PaperPage paper={paper} topics={data.topics} /> : <PaperNotFound id={id} papers={data.papers} />;
}
