// Starts loading one paper's file and shows its progress (or what the caller already has of the paper);
// renders `children(file)` once it is ready, `missing` when there is no such paper.

import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LoadNotice } from '../components/LoadNotice';
import type { PaperFile } from '../lib/types';
import { usePapers } from './PapersProvider';

interface PaperGateProps {
  id: string;
  children: (file: PaperFile) => ReactNode;
  /** Shown when no paper has this id. */
  missing: ReactNode;
  /** Shown while the file loads, e.g. the page drawn from list.json; a "Loading papers…" notice by default. */
  loading?: ReactNode;
}

export function PaperGate({ id, children, missing, loading }: PaperGateProps) {
  const entry = usePapers((s) => s.entries[id]);
  const load = usePapers((s) => s.load);
  const retry = usePapers((s) => s.retry);

  useEffect(() => {
    void load(id);
  }, [load, id]);

  if (entry?.status === 'missing') return missing;
  if (loading !== undefined && entry?.status !== 'ready' && entry?.status !== 'error') return loading;
  if (entry?.status !== 'ready' || !entry.file) {
    return <LoadNotice error={entry?.status === 'error' ? entry.error : null} onRetry={() => void retry(id)} />;
  }
  return children(entry.file);
}
