import { useEffect, useMemo } from 'react';
import { useHref, useLocation, useParams } from 'react-router';
import type { PapersFile } from '../../lib/types';
import { shortName } from '../../lib/collection';
import { runSearch } from '../../lib/search/run';
import { readSearchParams } from '../../lib/searchUrl';
import { PapersGate } from '../../features/papers/PapersGate';
import { useCatalog } from '../../features/papers/CatalogProvider';
import { useSearchCorpus } from '../../features/papers/useSearchCorpus';
import { PaperPage } from '../../features/paper/PaperPage';
import { PaperNav, type ResultNeighbours } from '../../features/paper/PaperNav';
import { PaperNotFound } from '../../features/paper/PaperNotFound';
import { CitePanel } from '../../features/paper/CitePanel';
import { RelatedPapers } from '../../features/paper/RelatedPapers';
import { citationKeys } from '../../lib/cite';
import { isFromSearch, paths } from '../../config/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export function PaperRoute() {
  // A malformed escape (/paper/%E0%A4%A) reaches us undecoded; it matches no id and shows "not found".
  const { id = '' } = useParams();
  return <PapersGate>{(data) => <PaperView data={data} id={id} />}</PapersGate>;
}

function PaperView({ data, id }: { data: PapersFile; id: string }) {
  const paper = data.papers.find((p) => p.id === id);
  const site = shortName(data.collection);
  const { state } = useLocation();
  const neighbours = useNeighbours(data, id);
  const keys = useMemo(() => citationKeys(data.papers, data.collection), [data]);
  const path = useHref(paths.paper.href(id));
  useDocumentTitle(paper ? `${paper.title} — ${site}` : `Not found — ${site}`);
  if (!paper) return <PaperNotFound id={id} papers={data.papers} />;
  const url = new URL(path, window.location.origin).href;
  const related = (paper.related ?? []).flatMap((r) => {
    const other = data.papers.find((p) => p.id === r.id);
    return other ? [{ id: r.id, title: other.title, shared: r.shared }] : [];
  });
  return (
    <PaperPage paper={paper} topics={data.topics} nav={<PaperNav neighbours={neighbours} fromSearch={isFromSearch(state)} />}>
      <CitePanel title={paper.title} collection={data.collection} citeKey={keys.get(paper.id) ?? paper.id} url={url} />
      <RelatedPapers items={related} />
    </PaperPage>
  );
}

/**
 * Where the paper stands in the results of the search it was opened from (the address's query string,
 * e.g. /paper/cfmm?q=flow&topic=theory), or in the whole list without one. A search needs the catalog's
 * index: until it is ready (a link opened directly), there are no neighbours yet.
 */
function useNeighbours(data: PapersFile, id: string): ResultNeighbours | null {
  const { search } = useLocation();
  const load = useCatalog((s) => s.load);
  const corpus = useSearchCorpus();
  useEffect(() => {
    if (search !== '') void load();
  }, [search, load]);

  return useMemo(() => {
    let ids: string[] | null = null;
    if (search === '') ids = data.papers.map((p) => p.id);
    else if (corpus) {
      const known = { topics: new Set(data.topics.map((t) => t.id)), benchmarks: new Set(data.papers.flatMap((p) => p.benchmarks)) };
      const { state } = readSearchParams(new URLSearchParams(search), known);
      // Filters and sorting need only the list; words need the index.
      if (state.q.trim() === '' || corpus.indexed !== false) ids = runSearch(corpus, state).results.map((p) => p.id);
    }
    const at = ids?.indexOf(id) ?? -1;
    if (ids === null || at < 0) return null;
    const titleOf = (i: number) => {
      const other = ids[i];
      return other === undefined ? null : { id: other, title: data.papers.find((p) => p.id === other)?.title ?? other };
    };
    return { prev: titleOf(at - 1), next: titleOf(at + 1), position: at + 1, total: ids.length, search };
  }, [data, id, search, corpus]);
}
