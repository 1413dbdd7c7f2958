// Starts loading one paper's file and shows its progress (or what the caller already has of the paper);
// renders `children(file)` once it is ready, `missing` when there is no such paper.

import { useCallback, useEffect, useState } from 'react';
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
  /**
   * Shown when the file could not be fetched because the network is gone, given a way to try again: e.g.
   * the page drawn from list.json, saying that the rest comes back with the network. Without it, the error
   * (with Retry), as for any other failure.
   */
  unreachable?: (retry: () => void) => ReactNode;
}

export function PaperGate({ id, children, missing, loading, unreachable }: PaperGateProps) {
  const entry = usePapers((s) => s.entries[id]);
  const load = usePapers((s) => s.load);
  const retry = usePapers((s) => s.retry);
  const status = entry?.status;
  // The id whose unreachable file is being fetched again: its page stays as it is meanwhile, so that
  // Try again keeps the focus when the network is still gone.
  const [retrying, setRetrying] = useState<string | null>(null);
  const retryUnreachable = useCallback(() => {
    setRetrying(id);
    void retry(id).finally(() => setRetrying((current) => (current === id ? null : current)));
  }, [retry, id]);

  useEffect(() => {
    void load(id);
  }, [load, id]);

  // Unreachable, the file is fetched again as soon as the browser says the network is back.
  useEffect(() => {
    if (status !== 'unreachable') return;
    window.addEventListener('online', retryUnreachable);
    return () => window.removeEventListener('online', retryUnreachable);
  }, [status, retryUnreachable]);

  if (status === 'missing') return missing;
  if (unreachable && (status === 'unreachable' || (status === 'loading' && retrying === id))) return unreachable(retryUnreachable);
  if (loading !== undefined && status !== 'ready' && status !== 'error' && status !== 'unreachable') return loading;
  if (status !== 'ready' || !entry?.file) {
    return <LoadNotice error={status === 'error' || status === 'unreachable' ? entry?.error ?? null : null} onRetry={() => void retry(id)} />;
  }
  return children(entry.file);
}
