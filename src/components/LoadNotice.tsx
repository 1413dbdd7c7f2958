// What a page shows while its data loads, or when loading failed: never a blank page.

import { useId } from 'react';
import { useT } from '../i18n/i18n';

/** "Loading papers…" in a status region, or the error in an alert with a Retry button. */
export function LoadNotice({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const t = useT();
  const titleId = useId();
  if (error === null) {
    return (
      <p className="notice" role="status">
        {t('app.loadingPapers')}
      </p>
    );
  }
  return (
    <section className="notice notice-error" role="alert" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('app.loadFailed')}</h1>
      {/* What failed and where (a file, an address, a status): a diagnostic in English, under the reader's heading. */}
      <p className="notice-detail" lang="en">
        {error}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </section>
  );
}
