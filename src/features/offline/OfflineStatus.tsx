// The offline copy as the reader sees it: a quiet "Offline" in the site header while the network is gone
// (the explorer goes on from its copy), and "A new version is available" with Reload when a new build is
// waiting, over the page's foot so that nothing moves. Both are live regions, announced politely (not
// role="status": the page's status is the search's result count).

import { useStore } from 'zustand';
import { offlineStore } from './offlineStore';
import './offline.css';

export function OfflineIndicator() {
  const online = useStore(offlineStore, (state) => state.online);
  const ready = useStore(offlineStore, (state) => state.ready);
  return (
    <p className="offline-status" aria-live="polite">
      {!online && <span title={ready ? 'Every paper is kept on this device' : undefined}>Offline</span>}
    </p>
  );
}

export function UpdateNotice() {
  const update = useStore(offlineStore, (state) => state.update);
  return (
    <div className="update-notice" aria-live="polite">
      {update && (
        <>
          <span>A new version is available.</span>
          <button type="button" className="button button-small" onClick={update}>
            Reload
          </button>
        </>
      )}
    </div>
  );
}
