import { useCallback, useEffect, useMemo } from 'react';
import { useHref, useLocation, useNavigate, useParams } from 'react-router';
import type { Collection, ListFile, ListPaper, Paper, PaperFile, Topic } from '../../lib/types';
import { shortName } from '../../lib/collection';
import { plainTitle } from '../../lib/titleMarkup';
import { LoadNotice } from '../../components/LoadNotice';
import { paths } from '../../config/paths';
import { isFromSearch } from '../../config/locationState';
import { PaperGate } from '../../catalog/PaperGate';
import { useCatalogList } from '../../catalog/useCatalogList';
import { useSearchCorpus } from '../../catalog/useSearchCorpus';
import { PaperPage } from '../../features/paper/PaperPage';
import { PaperNav, type ResultNeighbours } from '../../features/paper/PaperNav';
import { PaperNotFound } from '../../features/paper/PaperNotFound';
import { CitePanel } from '../../features/paper/CitePanel';
import { RelatedPapers } from '../../features/paper/RelatedPapers';
import { ReadingListToggle } from '../../features/library/ReadingListToggle';
import { useReadingListKey } from '../../features/library/useReadingListKey';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/i18n';
import { useAddressSearch } from '../useAddressSearch';

/** /paper/ID: our id, or the paper's OpenReview id (which moves to ours). */
export function PaperRoute() {
  // A malformed escape (/paper/%E0%A4%A) reaches us undecoded; it matches no id and shows "not found".
  const { id = '' } = useParams();
  const list = useList();
  // Opened from the results, the list is in: its title, topics and first sentence show at once, and the
  // paper's file fills in the rest (the same PaperView, so nothing is drawn twice or loses focus).
  const listed = useMemo(() => list?.papers.find((p) => p.id === id) ?? null, [list, id]);
  // An OpenReview id rather than ours: the paper's own address replaces it (history keeps one entry).
  const canonical = useMemo(() => (listed === null ? openReviewPaper(list, id) : null), [listed, list, id]);
  if (canonical !== null) return <Redirect to={paths.paper.href(canonical)} />;
  // With the network gone before the file came (a paper the offline copy has not kept yet), the same view
  // stays, saying that the abstract comes back with the network.
  const preview = (retry?: () => void) =>
    list && listed ? <PaperView paper={listed} collection={list.collection} topics={list.topics} file={null} retry={retry} /> : undefined;
  return (
    <PaperGate id={id} missing={<MissingPaper id={id} />} loading={preview()} unreachable={list && listed ? preview : undefined}>
      {(file) => <PaperView paper={file.paper} collection={file.collection} topics={file.topics} file={file} />}
    </PaperGate>
  );
}

interface PaperViewProps {
  paper: Paper | ListPaper;
  collection: Collection;
  topics: Topic[];
  /** The paper's own file; null while it loads (the page shows what list.json has). */
  file: PaperFile | null;
  /** Set when the file could not be fetched (no network): tries again. */
  retry?: () => void;
}

function PaperView({ paper, collection, topics, file, retry }: PaperViewProps) {
  const { state } = useLocation();
  const list = useList();
  const neighbours = useNeighbours(list, paper.id);
  const path = useHref(paths.paper.href(paper.id));
  useDocumentTitle(`${plainTitle(paper)} — ${shortName(collection)}`);
  // `b` toggles the open paper.
  useReadingListKey(useCallback(() => paper, [paper]));
  const url = new URL(path, window.location.origin).href;
  return (
    <PaperPage
      paper={paper}
      topics={topics}
      nav={<PaperNav neighbours={neighbours} fromSearch={isFromSearch(state)} />}
      actions={<ReadingListToggle paper={paper} />}
      retryAbstract={retry}
      homonyms={file?.homonyms}
    >
      {file && <CitePanel paper={paper} collection={collection} citeKey={file.citeKey} url={url} />}
      {file && <RelatedPapers items={file.related} />}
    </PaperPage>
  );
}

/**
 * No file has this id: until list.json is in, it may still be an OpenReview id (PaperRoute then moves to
 * the paper); then "not found", with the closest ids from the list. A list that failed says not found at once.
 */
function MissingPaper({ id }: { id: string }) {
  const { list, error } = useCatalogList();
  if (list === null && error === null) return <LoadNotice error={null} onRetry={() => {}} />;
  return <NotFound id={id} list={list} />;
}

function NotFound({ id, list }: { id: string; list: ListFile | null }) {
  const t = useT();
  useDocumentTitle(list ? t('app.notFoundIn', { collection: shortName(list.collection) }) : t('app.notFound'));
  return <PaperNotFound id={id} papers={list?.papers ?? []} />;
}

/**
 * The id of the paper whose OpenReview forum id is `id` (case counts: OpenReview's ids are), or null.
 *   openReviewPaper(list, "F2zHYjBAEv") => "causalrag2"
 */
function openReviewPaper(list: ListFile | null, id: string): string | null {
  return list?.papers.find((paper) => paper.openreviewId === id)?.id ?? null;
}

// Another address for the page the reader meant, in place of the one they gave, with its query and the
// navigation's marks (opened from the results): replaced, not pushed, so that Back goes where they were.
// With useNavigate, which the first load has anyway: <Navigate> would add its own code to what the search
// page loads (react-router sits in the first load's chunk).
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  useEffect(() => {
    void navigate(`${to}${search}`, { replace: true, state });
  }, [navigate, to, search, state]);
  return null;
}

// list.json, for walking the results and for suggestions: started by the paper page, shared with search.
// The page never waits for it (its own file has what it shows), nor says if it failed.
const useList = (): ListFile | null => useCatalogList().list;

/**
 * Where the paper stands in the results of the search it was opened from (the address's query string,
 * e.g. /paper/cfmm?q=flow&topic=theory), or in the whole list without one. Words need the catalog's
 * index: until it is ready (a link opened directly), there are no neighbours yet.
 */
function useNeighbours(list: ListFile | null, id: string): ResultNeighbours | null {
  const found = useAddressSearch(list, useSearchCorpus());
  return useMemo(() => {
    if (!found || found.waiting) return null;
    const { results, search } = found;
    const at = results.findIndex((p) => p.id === id);
    if (at < 0) return null;
    const neighbour = (i: number) => {
      const other = results[i];
      return other === undefined ? null : { id: other.id, title: plainTitle(other) };
    };
    return { prev: neighbour(at - 1), next: neighbour(at + 1), position: at + 1, total: results.length, search };
  }, [found, id]);
}
