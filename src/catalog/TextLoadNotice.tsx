// Says when search covers titles only: quietly while the full index loads, and with a Retry when it or
// the abstracts' text failed. Never blocks the page: the list and the titles index work without either.
//
// The quiet notice shows only while something is searched: with no query every paper is listed, abstracts
// or not. Shown on arrival, it would also push the first results down and then pull them back up as the
// abstracts came in (issue 12: a layout shift on every visit). Once they are in, its line stays, empty,
// until the query changes: gone at that moment, it would pull the results up under a reader who is
// reading them; with the next keystroke the results change anyway.

import { useState } from 'react';
import { useT } from '../i18n/i18n';
import { useCatalog } from './CatalogProvider';

interface TextLoadNoticeProps {
  /** The query typed, trimmed; '' when the reader is not searching, when "titles only" does not matter. */
  query: string;
}

export function TextLoadNotice({ query }: TextLoadNoticeProps) {
  const t = useT();
  const textStatus = useCatalog((s) => s.textStatus);
  const textError = useCatalog((s) => s.textError);
  const retryText = useCatalog((s) => s.retryText);
  // Titles only: the full index is still on its way (once it is in, the abstracts are searched, their
  // text for snippets following it).
  const titlesOnly = useCatalog((s) => s.textStatus === 'loading' && !s.fullText);
  // Whether the abstracts are searched although their text failed to load (the index came first).
  const indexed = useCatalog((s) => s.fullText);
  // The query the notice was last shown for: its line is kept while that query stays.
  const [shownFor, setShownFor] = useState<string | null>(null);
  const showing = titlesOnly && query !== '';
  // Forgotten once the query changes, so typing it again later brings back no empty line.
  const keep = showing ? query : shownFor === query ? shownFor : null;
  if (keep !== shownFor) setShownFor(keep);

  if (showing) return <p className="text-notice">{t('app.textLoading')}</p>;
  if (textStatus !== 'error' && shownFor === query && query !== '') {
    return (
      <p className="text-notice text-notice-gone" aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  }
  if (textStatus !== 'error') return null;
  return (
    <div className="text-notice text-notice-error" role="alert">
      <p>
        {t(indexed ? 'app.textFailedIndexed' : 'app.textFailed')}{' '}
        <button type="button" className="button button-small" onClick={() => void retryText()}>
          {t('app.retry')}
        </button>
      </p>
      <p className="notice-detail" lang="en">
        {textError}
      </p>
    </div>
  );
}
