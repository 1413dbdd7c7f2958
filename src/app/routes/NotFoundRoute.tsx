import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/i18n';

/** Any address no route claims. */
export function NotFoundRoute() {
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
