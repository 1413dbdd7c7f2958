// "Share list": copies a link that opens these papers as a read-only list (ids only: statuses and notes
// stay private). The confirmation is visible and announced; when the browser refuses to copy, the link
// is shown, selected, to copy by hand.

import { useId } from 'react';
import { useCopy } from '../../components/useCopy';
import { paths } from '../../config/paths';
import { MAX_SHARED_IDS, shareQuery } from '../../lib/library/shareLink';
import { siteUrl } from './siteUrl';
import { plural } from './wording';

export function ShareList({ ids }: { ids: readonly string[] }) {
  const inputId = useId();
  const [state, copy] = useCopy();
  // The address that shows these papers as a shared, read-only list (see shareLink.ts).
  const url = siteUrl(paths.readingList.href(shareQuery(ids)));
  const carried = Math.min(ids.length, MAX_SHARED_IDS);
  const what = `It opens ${ids.length > MAX_SHARED_IDS ? 'the first ' : ''}${plural(carried, 'paper')} as a read-only list, without your statuses and notes.`;
  return (
    <div className="share-list">
      <button type="button" className="button" onClick={() => void copy(url)}>
        Share list
      </button>
      <p className="library-status" role="status">
        {state === 'copied' ? `Link copied. ${what}` : state === 'failed' ? 'Couldn’t copy the link: copy it from the box below.' : ''}
      </p>
      {state === 'failed' && (
        <p className="share-list-fallback">
          <label htmlFor={inputId}>Link to this reading list</label>
          <input id={inputId} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </p>
      )}
    </div>
  );
}
