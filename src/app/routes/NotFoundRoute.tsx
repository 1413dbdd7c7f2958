import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** Any address no route claims. */
export function NotFoundRoute() {
  useDocumentTitle('Not found');
  return (
    <section className="notice" aria-labelledby="page-not-found-title">
      <h1 id="page-not-found-title">Page not found</h1>
      <p>Nothing lives at this address.</p>
      <p>
        <Link to={paths.home.href()}>← All papers</Link>
      </p>
    </section>
  );
}
