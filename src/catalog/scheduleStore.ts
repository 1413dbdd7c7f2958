// schedule.json (every presentation whole: src/lib/schedule/scheduleFile.ts), loaded once the schedule is
// opened and kept for the session.

import type { ScheduleFile } from '../lib/schedule/scheduleFile';
import { SCHEDULE_SOURCE } from '../lib/schedule/source';
import { createFileStore, type FileFetcher, type FileStore } from './fileStore';
import { dataFetcher } from './fetchPapers';

export type ScheduleStore = FileStore<ScheduleFile>;

export const createScheduleStore = (fetcher: FileFetcher = dataFetcher(SCHEDULE_SOURCE)) =>
  createFileStore(fetcher, async () => {
    const [{ checkScheduleFile }, { runInSlices }] = await Promise.all([import('../lib/schedule/scheduleFile'), import('../lib/slices')]);
    // Checked a slice at a time: at 7,000 papers the whole check was one task of 70–170 ms on a phone.
    return (json) => runInSlices(checkScheduleFile(json, SCHEDULE_SOURCE));
  });

export type ScheduleStoreApi = ReturnType<typeof createScheduleStore>;
