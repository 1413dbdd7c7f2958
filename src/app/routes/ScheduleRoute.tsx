// /schedule: the reading list as a plan (src/features/schedule), or, with ?ids=…, a schedule someone
// shared. The papers' titles and authors come from list.json, their presentations whole from
// schedule.json (src/catalog/scheduleStore.ts), the statuses and notes from the library.

import { use, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { paperAddress } from '../../config/base';
import { shortName } from '../../lib/collection';
import { readShareParams, SHARE_PARAM, shareQuery, type SharedIds } from '../../lib/library/shareLink';
import type { ReadingEntry } from '../../lib/library/types';
import { readerZone } from '../../lib/presentationWhen';
import type { ScheduleFile } from '../../lib/schedule/scheduleFile';
import type { ListFile } from '../../lib/types';
import { useCatalogList } from '../../catalog/useCatalogList';
import { FileGate } from '../../catalog/FileGate';
import { useFileStore } from '../../catalog/FileStores';
import { createScheduleStore } from '../../catalog/scheduleStore';
import { LoadNotice } from '../../components/LoadNotice';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useSliced } from '../../components/useSliced';
import { useLibrary, WithLibrary } from '../../features/library/LibraryProvider';
import { DroppedFromLink } from '../../features/library/SharedListView';
import { ShareList } from '../../features/library/ShareList';
import { planSteps, type Plan } from '../../features/schedule/plannedPaper';
import { SchedulePage } from '../../features/schedule/SchedulePage';
import { needMessages, useT } from '../../i18n/i18n';

// Besides its own words (the route's bundle), the paper page's for presentations and calendar events and
// the library's for a shared link's notices, asked for once this code loads: the page waits for them.
const otherMessages = Promise.all([needMessages('paper'), needMessages('later')]);

export function ScheduleRoute() {
  use(otherMessages);
  // schedule.json's store, made when the schedule first opens (or a test's).
  const store = useFileStore('schedule', () => createScheduleStore());
  const { list, error, retry } = useCatalogList();
  const t = useT();
  if (list === null) return <LoadNotice error={error} onRetry={retry} />;
  return (
    <FileGate store={store}>
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

// The reader's time zone: where the browser has no Temporal, its first look at it builds a date formatter
// (80–120 ms on a 4× slowed phone), taken here in a task of its own while schedule.json downloads rather
// than in the one that draws the schedule.
let zone: string | null = null;
const zoneOnce = (): string => (zone ??= readerZone());
setTimeout(zoneOnce, 0);

// The join of the list, schedule.json and the reading list (or a shared link's ids), and its schedule, for useSliced.
const planFor = ({ list, file, shared, entries }: { list: ListFile; file: ScheduleFile; shared: SharedIds | null; entries: readonly ReadingEntry[] }) =>
  planSteps(list, file, shared?.ids ?? null, entries);

function ScheduleView({ list, file }: { list: ListFile; file: ScheduleFile }) {
  const t = useT();
  const [params] = useSearchParams();
  const shared = useMemo(() => (params.has(SHARE_PARAM) ? readShareParams(params) : null), [params]);
  const entries = useLibrary((s) => s.readingList);
  const collection = shortName(list.collection);
  const title = t(shared ? 'schedule.sharedTitle' : 'schedule.pageTitle');
  useDocumentTitle(t('schedule.documentTitle', { title, collection }));
  // The heading first; the papers joined and their schedule built a slice at a time, then drawn in a
  // transition, which React renders a few milliseconds at a time: at 7,000 papers the join alone was
  // 25–50 ms on a phone, made in a render, and the schedule's build 12–35 ms.
  const inputs = useMemo(() => ({ list, file, shared, entries }), [list, file, shared, entries]);
  const planned = useSliced(inputs, planFor);
  if (planned === null) {
    return (
      <div className="schedule">
        <header className="page-header">
          <h1>{title}</h1>
        </header>
      </div>
    );
  }
  return <PlannedSchedule plan={planned.value} shared={planned.from.shared} collection={collection} />;
}

function PlannedSchedule({ plan: { papers, schedule }, shared, collection }: { plan: Plan; shared: SharedIds | null; collection: string }) {
  const t = useT();
  return (
    <SchedulePage
      papers={papers}
      schedule={schedule}
      shared={shared !== null}
      zone={zoneOnce()}
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
