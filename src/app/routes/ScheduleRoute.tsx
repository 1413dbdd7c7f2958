// /schedule: the reading list as a plan (src/features/schedule), or, with ?ids=…, a schedule someone
// shared. The papers' titles and authors come from list.json, their presentations whole from
// schedule.json (src/catalog/scheduleStore.ts), the statuses and notes from the library.

import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { paperAddress } from '../../config/base';
import { shortName } from '../../lib/collection';
import { authorName } from '../../lib/authors';
import { readShareParams, SHARE_PARAM, shareQuery } from '../../lib/library/shareLink';
import type { ReadingEntry } from '../../lib/library/types';
import { readerZone } from '../../lib/presentationWhen';
import { presentationsById, type ScheduleFile } from '../../lib/schedule/scheduleFile';
import { plainTitle } from '../../lib/titleMarkup';
import type { ListFile } from '../../lib/types';
import { useCatalogList } from '../../catalog/useCatalogList';
import { FileGate } from '../../catalog/FileGate';
import { useScheduleFile } from '../../catalog/ScheduleProvider';
import { LoadNotice } from '../../components/LoadNotice';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useLibrary, WithLibrary } from '../../features/library/LibraryProvider';
import { DroppedFromLink } from '../../features/library/SharedListView';
import { ShareList } from '../../features/library/ShareList';
import type { PlannedPaper } from '../../features/schedule/plannedPaper';
import { SchedulePage } from '../../features/schedule/SchedulePage';
import { useT } from '../../i18n/i18n';

export function ScheduleRoute() {
  const { list, error, retry } = useCatalogList();
  const t = useT();
  if (list === null) return <LoadNotice error={error} onRetry={retry} />;
  return (
    <FileGate use={useScheduleFile}>
      {(file) => (
        <WithLibrary
          fallback={
            <p className="notice" role="status">
              {t('schedule.loading')}
            </p>
          }
        >
          <ScheduleView list={list} file={file} />
        </WithLibrary>
      )}
    </FileGate>
  );
}

const paperUrl = (id: string): string => paperAddress(import.meta.env.BASE_URL, id, window.location.origin);

function ScheduleView({ list, file }: { list: ListFile; file: ScheduleFile }) {
  const t = useT();
  const [params] = useSearchParams();
  const shared = useMemo(() => (params.has(SHARE_PARAM) ? readShareParams(params) : null), [params]);
  const entries = useLibrary((s) => s.readingList);
  const collection = shortName(list.collection);
  const title = t(shared ? 'schedule.sharedTitle' : 'schedule.pageTitle');
  useDocumentTitle(t('schedule.documentTitle', { title, collection }));
  const papers = useMemo(() => plannedPapers(list, file, shared?.ids ?? null, entries), [list, file, shared, entries]);
  const zone = useMemo(() => readerZone(), []);
  return (
    <SchedulePage
      papers={papers}
      shared={shared !== null}
      zone={zone}
      paperUrl={paperUrl}
      collection={collection}
      actions={shared === null && <ShareList ids={papers.map((paper) => paper.id)} page={paths.schedule.href} label={t('schedule.shareButton')} />}
      notice={
        shared !== null && (
          <>
            <DroppedFromLink dropped={shared.dropped} />
            {shared.ids.length === 0 ? (
              <p className="notice">{t('schedule.sharedNone')}</p>
            ) : (
              <p>
                <Link to={paths.readingList.href(shareQuery(shared.ids))}>{t('schedule.openAsList')}</Link>
              </p>
            )}
          </>
        )
      }
    />
  );
}

/**
 * The papers to plan: the shared ids, or the reader's saved papers with their statuses and notes, in
 * order; each with its title and authors from the list (a saved paper the list no longer has keeps its
 * saved title) and its presentations from schedule.json.
 */
function plannedPapers(list: ListFile, file: ScheduleFile, sharedIds: readonly string[] | null, entries: readonly ReadingEntry[]): PlannedPaper[] {
  const listed = new Map(list.papers.map((paper) => [paper.id, paper]));
  const presentations = presentationsById(file);
  const planned = (id: string, saved?: ReadingEntry): PlannedPaper | null => {
    const paper = listed.get(id);
    if (paper === undefined && saved === undefined) return null;
    return {
      id,
      title: paper === undefined ? (saved as ReadingEntry).title : plainTitle(paper),
      ...(paper === undefined ? {} : { titleSource: paper.titleSource }),
      authors: (paper?.authors ?? []).map(authorName),
      presentations: presentations.get(id) ?? [],
      ...(saved === undefined ? {} : { status: saved.status, note: saved.note }),
    };
  };
  const papers = sharedIds === null ? entries.map((entry) => planned(entry.id, entry)) : sharedIds.map((id) => planned(id));
  return papers.filter((paper) => paper !== null);
}
