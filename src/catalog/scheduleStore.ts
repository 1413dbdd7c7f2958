// schedule.json (every presentation whole: src/lib/schedule/scheduleFile.ts), loaded once the schedule is
// opened and kept for the session.

import type { ScheduleFile } from '../lib/schedule/scheduleFile';
import { SCHEDULE_SOURCE } from '../lib/schedule/source';
import { createFileStore, type FileFetcher, type FileStore } from './fileStore';
import { dataFetcher } from './fetchPapers';

export type ScheduleStore = FileStore<ScheduleFile>;

export const createScheduleStore = (fetcher: FileFetcher = dataFetcher(SCHEDULE_SOURCE)) =>
  createFileStore(fetcher, async () => {
    const { validateScheduleFile } = await import('../lib/schedule/scheduleFile');
    return (json) => validateScheduleFile(json, SCHEDULE_SOURCE);
  });

export type ScheduleStoreApi = ReturnType<typeof createScheduleStore>;
