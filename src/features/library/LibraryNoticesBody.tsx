// The library notices themselves (see LibraryNotices): a chunk of their own, loaded with the library.

import { downloadText } from '../../components/download';
import { useT } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/i18n';
import { issueText } from './issueText';
import { useLibrary } from './LibraryProvider';
import type { StorageWarning } from './storageNotices';

const WARNINGS: Readonly<Record<StorageWarning['kind'], MessageId>> = {
  unavailable: 'library.warningUnavailable',
  full: 'library.warningFull',
  'newer-version': 'library.warningNewer',
};

export function Notices() {
  const notice = useLibrary((s) => s.notice);
  const warning = useLibrary((s) => s.storageWarning);
  const backup = useLibrary((s) => s.backup);
  const dismiss = useLibrary((s) => s.dismissNotice);
  const t = useT();
  if (notice === null && warning === null) return null;
  return (
    <div className="library-notices">
      {notice !== null && (
        <section className="notice notice-error" role="alert" aria-labelledby="library-notice-title">
          <h2 id="library-notice-title">{t('library.noticeTitle')}</h2>
          <p className="notice-detail">
            {notice.none ? t('library.noticeNone') : t('library.noticePart', { count: notice.issues.length })}{' '}
            {t(notice.backupStored ? 'library.backupStored' : 'library.backupInTab')}
          </p>
          {notice.issues.length > 0 && (
            <details>
              <summary>{t('library.leftOut', { count: notice.issues.length })}</summary>
              <ul>
                {notice.issues.map((issue, i) => (
                  <li key={i}>{issueText(issue)}</li>
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
              {t('library.downloadBackup')}
            </button>
            <button type="button" className="button" onClick={dismiss}>
              {t('library.dismiss')}
            </button>
          </p>
        </section>
      )}
      {warning !== null && (
        <p className="notice notice-quiet" role="status">
          {t(WARNINGS[warning.kind])}
        </p>
      )}
    </div>
  );
}
