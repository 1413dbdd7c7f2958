// Starts loading a file a page needs (map.json, schedule.json) and shows its progress; renders
// `children(file)` once it is ready.

import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand';
import { LoadNotice } from '../components/LoadNotice';
import type { FileStore } from './fileStore';

export function FileGate<F>({ store, children }: { store: StoreApi<FileStore<F>>; children: (file: F) => ReactNode }) {
  const status = useStore(store, (s) => s.status);
  const file = useStore(store, (s) => s.file);
  const error = useStore(store, (s) => s.error);
  const load = useStore(store, (s) => s.load);
  const retry = useStore(store, (s) => s.retry);
  useEffect(() => {
    void load();
  }, [load]);
  if (status !== 'ready' || file === null) return <LoadNotice error={status === 'error' ? error : null} onRetry={() => void retry()} />;
  return children(file);
}
