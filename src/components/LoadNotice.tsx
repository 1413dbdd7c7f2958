// What a page shows while its data loads, or when loading failed: never a blank page.

import { useId } from 'react';

/** "Loading papers…" in a status region, or the error in an alert with a Retry button. */
export function LoadNotice({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const titleId = useId();
  if (error === null) {
    return (
      <p className="notice" role="status">
        Loading papers…
      </p>
    );
  }
  return (
    <section className="notice notice-error" role="alert" aria-labelledby={titleId}>
      <h1 id={titleId}>Couldn’t load the papers</h1>
      <p className="notice-detail">{error}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
