// Starts loading papers.json and shows its progress; renders `children(data)` once the file is ready.

import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LoadNotice } from '../../components/LoadNotice';
import type { PapersFile } from '../../lib/types';
import { usePapers } from './PapersProvider';

export function PapersGate({ children }: { children: (data: PapersFile) => ReactNode }) {
  const status = usePapers((s) => s.status);
  const data = usePapers((s) => s.data);
  const error = usePapers((s) => s.error);
  const load = usePapers((s) => s.load);
  const retry = usePapers((s) => s.retry);

  useEffect(() => {
    void load();
  }, [load]);

  if (status !== 'ready' || !data) {
    return <LoadNotice error={status === 'error' ? error : null} onRetry={() => void retry()} />;
  }
  return children(data);
}
