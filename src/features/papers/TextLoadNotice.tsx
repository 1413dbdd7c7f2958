// Says when search covers titles only: quietly while the abstracts load, and with a Retry when they
// failed. Never blocks the page: the list and the titles index work without text.json.

import { useCatalog } from './CatalogProvider';

export function TextLoadNotice() {
  const textStatus = useCatalog((s) => s.textStatus);
  const textError = useCatalog((s) => s.textError);
  const retryText = useCatalog((s) => s.retryText);

  if (textStatus === 'loading') {
    return <p className="text-notice">Searching titles while the abstracts load…</p>;
  }
  if (textStatus !== 'error') return null;
  return (
    <div className="text-notice text-notice-error" role="alert">
      <p>
        Abstracts couldn’t be loaded, so search covers titles, names, topics and benchmarks only.{' '}
        <button type="button" className="button button-small" onClick={() => void retryText()}>
          Retry
        </button>
      </p>
      <p className="notice-detail">{textError}</p>
    </div>
  );
}
