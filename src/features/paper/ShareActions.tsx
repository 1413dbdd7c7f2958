// "Copy link" and, where the browser has one, the system share sheet. The confirmation is visible
// next to the buttons and announced (role="status"), and a refused copy says what to do instead.

import { useCopy } from '../../components/useCopy';

interface ShareActionsProps {
  title: string;
  /** The paper's absolute address. */
  url: string;
}

export function ShareActions({ title, url }: ShareActionsProps) {
  const [state, copy] = useCopy();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="share-actions">
      <button type="button" className="button" onClick={() => void copy(url)}>
        Copy link
      </button>
      {canShare && (
        <button
          type="button"
          className="button"
          onClick={() => void navigator.share({ title, url }).catch(() => undefined /* dismissed */)}
        >
          Share…
        </button>
      )}
      <span className="share-status" role="status">
        {state === 'copied' ? 'Link copied' : state === 'failed' ? `Couldn’t copy: the link is ${url}` : ''}
      </span>
    </div>
  );
}
