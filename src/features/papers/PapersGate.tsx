// Starts loading papers.json and shows its progress; renders `children(data)` once the file is ready.

import { useEffect } from 'react';
import type { ReactNode } from 'react';
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

  if (status === 'error') {
    return (
      <section className="notice notice-error" role="alert" aria-labelledby="papers-error-title">
        <h1 id="papers-error-title">Couldn’t load the papers</h1>
        <p className="notice-detail">{error}</p>
        <button type="button" className="button" onClick={() => void retry()}>
          Retry
        </button>
      </section>
    );
  }
  if (status !== 'ready' || !data) {
    return (
      <p className="notice" role="status">
        Loading papers…
      </p>
    );
  }
  return children(data);
}
