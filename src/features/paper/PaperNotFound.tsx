import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Shown for /paper/<id> when no paper has that id (a stale link, a typo, a mangled URL). */
export function PaperNotFound() {
  return (
    <section className="notice" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Paper not found</h1>
      <p>There is no paper at this address. It may have been renamed, or the link may be mistyped.</p>
      <p>
        <Link to={paths.home.href()}>← All papers</Link>
      </p>
    </section>
  );
}
