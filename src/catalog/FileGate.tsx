// Starts loading a file a page needs (map.json, schedule.json) and shows its progress; renders
// `children(file)` once it is ready.

import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LoadNotice } from '../components/LoadNotice';
import type { FileStore } from './fileStore';

/** A file store's selector hook: useMap, useScheduleFile. */
export type UseFileStore<F> = <T>(selector: (state: FileStore<F>) => T) => T;

export function FileGate<F>({ use, children }: { use: UseFileStore<F>; children: (file: F) => ReactNode }) {
  const status = use((s) => s.status);
  const file = use((s) => s.file);
  const error = use((s) => s.error);
  const load = use((s) => s.load);
  const retry = use((s) => s.retry);
  useEffect(() => {
    void load();
  }, [load]);
  if (status !== 'ready' || file === null) return <LoadNotice error={status === 'error' ? error : null} onRetry={() => void retry()} />;
  return children(file);
}
