// Starts loading map.json and shows its progress; renders `children(file)` once it is ready.

import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LoadNotice } from '../components/LoadNotice';
import type { MapFile } from '../lib/types';
import { useMap } from './MapProvider';

export function MapGate({ children }: { children: (file: MapFile) => ReactNode }) {
  const status = useMap((s) => s.status);
  const file = useMap((s) => s.file);
  const error = useMap((s) => s.error);
  const load = useMap((s) => s.load);
  const retry = useMap((s) => s.retry);
  useEffect(() => {
    void load();
  }, [load]);
  if (status !== 'ready' || !file) return <LoadNotice error={status === 'error' ? error : null} onRetry={() => void retry()} />;
  return children(file);
}
