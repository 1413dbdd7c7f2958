import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/i18n';

/**
 * Any address no route claims. One is read as what the reader meant: an OpenReview forum's address on
 * this site (/forum?id=F2zHYjBAEv: a link pasted, its host changed by hand) goes to /paper/F2zHYjBAEv,
 * where an OpenReview id opens its paper. Here rather than as a route of its own, whose few bytes every
 * first load would carry.
 */
export function NotFoundRoute() {
  const { pathname, search } = useLocation();
  const forumId = pathname === OPENREVIEW_FORUM ? new URLSearchParams(search).get('id') : null;
  const navigate = useNavigate();
  // Replaced, not pushed: Back goes where the reader was. (As PaperRoute's Redirect does; a module the
  // two lazy routes shared would be a chunk of its own, which the first load's code would have to name.)
  useEffect(() => {
    if (forumId) void navigate(paths.paper.href(forumId), { replace: true });
  }, [forumId, navigate]);
  return forumId ? null : <PageNotFound />;
}

// The path of OpenReview's forum pages (https://openreview.net/forum?id=…).
const OPENREVIEW_FORUM = '/forum';

function PageNotFound() {
  const t = useT();
  useDocumentTitle(t('app.notFound'));
  return (
    <section className="notice" aria-labelledby="page-not-found-title">
      <h1 id="page-not-found-title">{t('app.pageNotFound')}</h1>
      <p>{t('app.pageNotFoundText')}</p>
      <p>
        <Link to={paths.home.href()}>{t('app.allPapersBack')}</Link>
      </p>
    </section>
  );
}
