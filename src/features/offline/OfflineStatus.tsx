// The offline copy as the reader sees it: a quiet "Offline" in the site header while the network is gone
// (the explorer goes on from its copy); over the page's foot, so that nothing moves, how far the copy has
// got while it is first made ("Saving for offline: 42%", then that it is ready) and "A
// new version is available" with Reload when a new build is waiting. All are live regions, announced
// politely (not role="status": the page's status is the search's result count).

import { useStore } from 'zustand';
import { useT } from '../../i18n/i18n';
import { offlineStore } from './offlineStore';
import { copyShare } from '../../lib/offline/progress';
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

/**
 * The copy made while this page is open (a first visit: some seconds at 5,000 papers), as the worker
 * reports it (at most once a second, so that the region is not read out for every file). It covers nothing it
 * could stop a click on: pointer events go through it.
 */
export function CopyNotice() {
  const t = useT();
  const ready = useStore(offlineStore, (state) => state.ready);
  const saving = useStore(offlineStore, (state) => state.saving);
  const progress = useStore(offlineStore, (state) => state.progress);
  const label = !saving
    ? null
    : ready
      ? t('offline.ready')
      : progress
        ? t('offline.savingProgress', { share: copyShare(progress) })
        : t('offline.saving');
  return (
    <p className="copy-notice" aria-live="polite">
      {label}
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
