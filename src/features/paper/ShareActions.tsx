// "Copy link" and, where the browser has one, the system share sheet. The confirmation is visible
// next to the buttons and announced (role="status"), and a refused copy says what to do instead.

import { useCopy } from '../../components/useCopy';
import { useT } from '../../i18n/i18n';

interface ShareActionsProps {
  title: string;
  /** The paper's absolute address. */
  url: string;
}

export function ShareActions({ title, url }: ShareActionsProps) {
  const t = useT();
  const [state, copy] = useCopy();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="share-actions">
      <button type="button" className="button" onClick={() => void copy(url)}>
        {t('paper.copyLink')}
      </button>
      {canShare && (
        <button
          type="button"
          className="button"
          onClick={() => void navigator.share({ title, url }).catch(() => undefined /* dismissed */)}
        >
          {t('paper.share')}
        </button>
      )}
      <span className="share-status" role="status">
        {state === 'copied' ? t('paper.linkCopied') : state === 'failed' ? t('paper.copyFailedLink', { url }) : ''}
      </span>
    </div>
  );
}
