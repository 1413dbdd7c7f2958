// "Share list": copies a link that opens these papers as a read-only list (ids only: statuses and notes
// stay private). The confirmation is visible and announced; when the browser refuses to copy, the link
// is shown, selected, to copy by hand. Both float over the page below the button rather than taking a
// place in it, so that nothing moves when they come or go.

import { useId, useState } from 'react';
import { useCopy } from '../../components/useCopy';
import { paths } from '../../config/paths';
import { MAX_SHARED_IDS, shareQuery } from '../../lib/library/shareLink';
import { siteUrl } from './siteUrl';
import { plural } from './wording';

export function ShareList({ ids }: { ids: readonly string[] }) {
  const inputId = useId();
  const [state, copy] = useCopy();
  // The fallback stays until closed: it holds the link the reader has yet to copy.
  const [closed, setClosed] = useState(false);
  // The address that shows these papers as a shared, read-only list (see shareLink.ts).
  const url = siteUrl(paths.readingList.href(shareQuery(ids)));
  const carried = Math.min(ids.length, MAX_SHARED_IDS);
  const what = `It opens ${ids.length > MAX_SHARED_IDS ? 'the first ' : ''}${plural(carried, 'paper')} as a read-only list, without your statuses and notes.`;
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
        Share list
      </button>
      <div className="share-list-popup">
        <p className="library-status" role="status">
          {state === 'copied' ? `Link copied. ${what}` : failed ? 'Couldn’t copy the link: copy it from the box below.' : ''}
        </p>
        {failed && (
          <p className="share-list-fallback">
            <label htmlFor={inputId}>Link to this reading list</label>
            <input id={inputId} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="button button-small" onClick={() => setClosed(true)}>
              Close
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
