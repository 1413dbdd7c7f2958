// The library's pages work from the reader's own data at once; list.json (titles, topics, whether a
// paper is still listed) arrives later, or not at all. This says which, without blocking the page.

import { useT } from '../../i18n/i18n';
import type { ListFile } from '../../lib/types';

/** list.json as the library's pages see it; the route loads it (see ReadingListRoute). */
export interface PaperList {
  /** The loaded list; null while it loads or after it failed. */
  list: ListFile | null;
  /** Why it failed, for the reader; null while loading or once loaded. */
  error: string | null;
  retry: () => void;
}

interface PaperListNoticeProps {
  papers: PaperList;
  /** What waits for the list, e.g. "Topics and availability show once it has loaded." */
  waiting: string;
  /**
   * While loading, tell screen readers only: a page that keeps the places of what the list brings
   * (ReadingListPage) would otherwise be pulled up by this line's going (issue 12: 0.06 on a phone).
   */
  announceOnly?: boolean;
}

/** "Loading the paper list…" (a status), or the error with a Retry button (an alert); nothing once loaded. */
export function PaperListNotice({ papers, waiting, announceOnly = false }: PaperListNoticeProps) {
  const t = useT();
  if (papers.list !== null) return null;
  if (papers.error === null) {
    return (
      <p className={announceOnly ? 'visually-hidden' : 'library-loading'} role="status">
        {t('library.paperListLoading', { waiting })}
      </p>
    );
  }
  return (
    <div className="notice notice-error library-alert" role="alert">
      <p>{t('library.paperListFailed', { waiting })}</p>
      <p className="notice-detail">{papers.error}</p>
      <button type="button" className="button button-small" onClick={papers.retry}>
        {t('library.paperListRetry')}
      </button>
    </div>
  );
}
