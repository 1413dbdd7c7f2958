// "Share list": copies a link that opens these papers as a read-only list (ids only: statuses and notes
// stay private). The confirmation is visible and announced; when the browser refuses to copy, the link
// is shown, selected, to copy by hand. Both float over the page below the button rather than taking a
// place in it, so that nothing moves when they come or go.

import { useId, useState } from 'react';
import { useCopy } from '../../components/useCopy';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/i18n';
import { MAX_SHARED_IDS, shareQuery } from '../../lib/library/shareLink';
import { siteUrl } from './siteUrl';

interface ShareListProps {
  ids: readonly string[];
  /** The page the link opens, given the ids' query: the reading list (by default) or the schedule. */
  page?: (query: string) => string;
  /** The button's words: "Share list" by default. */
  label?: string;
}

export function ShareList({ ids, page = paths.readingList.href, label }: ShareListProps) {
  const inputId = useId();
  const t = useT();
  const [state, copy] = useCopy();
  // The fallback stays until closed: it holds the link the reader has yet to copy.
  const [closed, setClosed] = useState(false);
  // The address that shows these papers as a shared, read-only list (see shareLink.ts).
  const url = siteUrl(page(shareQuery(ids)));
  const carried = Math.min(ids.length, MAX_SHARED_IDS);
  const failed = state === 'failed' && !closed;
  return (
    <div className="share-list">
      <button
        type="button"
        className="button"
        onClick={() => {
          setClosed(false);
          void copy(url);
        }}
      >
        {label ?? t('library.shareButton')}
      </button>
      <div className="share-list-popup popover">
        <p className="library-status" role="status">
          {state === 'copied'
            ? t(ids.length > MAX_SHARED_IDS ? 'library.linkCopiedFirst' : 'library.linkCopied', { count: carried })
            : failed
              ? t('library.copyFailed')
              : ''}
        </p>
        {failed && (
          <p className="share-list-fallback">
            <label htmlFor={inputId}>{t('library.shareLinkLabel')}</label>
            <input id={inputId} className="field" type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="button button-small" onClick={() => setClosed(true)}>
              {t('library.close')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
