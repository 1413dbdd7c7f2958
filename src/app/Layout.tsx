import { Suspense, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { LibraryNotices } from '../features/library/LibraryNotices';
import { ReadingListLink } from '../features/library/ReadingListLink';
import { ThemeToggle } from '../features/theme/ThemeToggle';
import { RouteErrorBoundary } from './RouteError';
import { useScrollMemory } from './useScrollMemory';

/**
 * The frame around every page. useScrollMemory opens new pages at the top and restores on back;
 * moving focus to <main> after a navigation keeps keyboard and screen-reader users from being left on
 * a link that no longer exists. The site navigation and the saved library's notices are on every page. A page that throws shows what went wrong inside the frame; a page whose
 * code is still loading says so.
 */
export function Layout() {
  const { pathname, search } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useScrollMemory();

  useEffect(() => {
    if (shownPath.current === pathname) return; // first load: leave focus where the browser put it
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <nav className="site-nav" aria-label="Site">
          <NavLink to={paths.home.href()} className="site-nav-link" end>
            All papers
          </NavLink>
          <NavLink to={paths.overview.href()} className="site-nav-link">
            Overview
          </NavLink>
          <NavLink to={paths.map.href()} className="site-nav-link">
            Map
          </NavLink>
          <ReadingListLink />
        </nav>
        <ThemeToggle />
      </header>
      <main id="main" className="page" tabIndex={-1} ref={mainRef}>
        <LibraryNotices />
        <RouteErrorBoundary at={pathname + search}>
          <Suspense
            fallback={
              <p className="notice" role="status">
                Loading…
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </>
  );
}
