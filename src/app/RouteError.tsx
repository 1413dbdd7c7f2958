import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../components/useDocumentTitle';

// describeError(new Error('x')) => "x"
function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error boundary: says what broke and offers a way on, instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  return (
    <section className="notice notice-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Something went wrong</h1>
      <p className="notice-detail">{describeError(error)}</p>
      <p className="notice-actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={paths.home.href()}>← All papers</Link>
      </p>
    </section>
  );
}
