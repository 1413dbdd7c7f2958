// Says when search covers titles only: quietly while the abstracts load, and with a Retry when they
// failed. Never blocks the page: the list and the titles index work without text.json.
//
// The quiet notice shows only while something is searched: with no query every paper is listed, abstracts
// or not. Shown on arrival, it would also push the first results down and then pull them back up as the
// abstracts came in (issue 12: a layout shift on every visit).

import { useCatalog } from './CatalogProvider';

interface TextLoadNoticeProps {
  /** Whether the reader is searching (a query is typed): only then does "titles only" matter. */
  searching: boolean;
}

export function TextLoadNotice({ searching }: TextLoadNoticeProps) {
  const textStatus = useCatalog((s) => s.textStatus);
  const textError = useCatalog((s) => s.textError);
  const retryText = useCatalog((s) => s.retryText);

  if (textStatus === 'loading') {
    if (!searching) return null;
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
