// The library notices themselves (see LibraryNotices): a chunk of their own, loaded with the library.

import { formatIssue } from '../../lib/library/types';
import { downloadText } from '../../components/download';
import { useLibrary } from './LibraryProvider';

export function Notices() {
  const notice = useLibrary((s) => s.notice);
  const warning = useLibrary((s) => s.storageWarning);
  const backup = useLibrary((s) => s.backup);
  const dismiss = useLibrary((s) => s.dismissNotice);
  if (notice === null && warning === null) return null;
  return (
    <div className="library-notices">
      {notice !== null && (
        <section className="notice notice-error" role="alert" aria-labelledby="library-notice-title">
          <h2 id="library-notice-title">Some of your saved reading list could not be read</h2>
          <p className="notice-detail">{notice.message}</p>
          {notice.issues.length > 0 && (
            <details>
              <summary>What was left out ({notice.issues.length})</summary>
              <ul>
                {notice.issues.map((issue, i) => (
                  <li key={i}>{formatIssue(issue)}</li>
                ))}
              </ul>
            </details>
          )}
          <p className="notice-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                const copy = backup();
                if (copy) downloadText(copy.text, copy.fileName, 'text/plain');
              }}
            >
              Download backup
            </button>
            <button type="button" className="button" onClick={dismiss}>
              Dismiss
            </button>
          </p>
        </section>
      )}
      {warning !== null && (
        <p className="notice notice-quiet" role="status">
          {warning.message}
        </p>
      )}
    </div>
  );
}
