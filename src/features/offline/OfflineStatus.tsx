// The offline copy as the reader sees it: a quiet "Offline" in the site header while the network is gone
// (the explorer goes on from its copy), and "A new version is available" with Reload when a new build is
// waiting, over the page's foot so that nothing moves. Both are live regions, announced politely (not
// role="status": the page's status is the search's result count).

import { useStore } from 'zustand';
import { useT } from '../../i18n/i18n';
import { offlineStore } from './offlineStore';
import './offline.css';

export function OfflineIndicator() {
  const t = useT();
  const online = useStore(offlineStore, (state) => state.online);
  const ready = useStore(offlineStore, (state) => state.ready);
  return (
    <p className="offline-status" aria-live="polite">
      {!online && <span title={ready ? t('offline.kept') : undefined}>{t('offline.offline')}</span>}
    </p>
  );
}

export function UpdateNotice() {
  const t = useT();
  const update = useStore(offlineStore, (state) => state.update);
  return (
    <div className="update-notice" aria-live="polite">
      {update && (
        <>
          <span>{t('offline.updateAvailable')}</span>
          <button type="button" className="button button-small" onClick={update}>
            {t('offline.reload')}
          </button>
        </>
      )}
    </div>
  );
}
