import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LibraryNotices } from '../features/library/LibraryNotices';
import { ThemeToggle } from '../features/theme/ThemeToggle';
import { LanguageSwitch } from '../features/language/LanguageSwitch';
import { useT } from '../i18n/i18n';
import { lazyWithMessages } from '../i18n/withMessages';
import { RouteErrorBoundary } from './RouteError';
import { SiteNav } from './SiteNav';
import { useNavigationFocus } from './useNavigationFocus';
import { useScrollMemory } from './useScrollMemory';
import { ScrollAnchorContext } from '../components/scrollAnchoring';

// The offline copy's live regions: a chunk of their own, out of the first results' JavaScript (their store
// is shared with the registration, loaded later still); empty until the network goes, the copy is first
// made or a new build waits, long after they are in.
const loadOfflineStatus = () => import('../features/offline/OfflineStatus');
const OfflineIndicator = lazyWithMessages('later', loadOfflineStatus, 'OfflineIndicator');
const UpdateNotice = lazyWithMessages('later', loadOfflineStatus, 'UpdateNotice');
const CopyNotice = lazyWithMessages('later', loadOfflineStatus, 'CopyNotice');

/**
 * The frame around every page. useScrollMemory opens new pages at the top and restores on back;
 * useNavigationFocus moves focus to <main> after a navigation, or back to the result a paper was opened
 * from. The site navigation (SiteNav: a menu on a phone), the offline copy's
 * state and the saved library's notices are on every page. A page that throws shows what went wrong inside the frame; a page whose
 * code is still loading says so.
 */
export function Layout() {
  const { pathname, search } = useLocation();
  const t = useT();
  const mainRef = useRef<HTMLElement>(null);
  const registerAnchoredPage = useScrollMemory();
  useNavigationFocus(mainRef);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="site-header">
        <SiteNav />
        <Suspense fallback={null}>
          <OfflineIndicator />
        </Suspense>
        <span className="site-header-controls">
          <LanguageSwitch />
          <ThemeToggle />
        </span>
      </header>
      <main id="main" className="page" tabIndex={-1} ref={mainRef}>
        <LibraryNotices />
        <RouteErrorBoundary at={pathname + search}>
          <Suspense
            fallback={
              <p className="notice" role="status">
                {t('app.loading')}
              </p>
            }
          >
            <ScrollAnchorContext value={registerAnchoredPage}>
              <Outlet />
            </ScrollAnchorContext>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <UpdateNotice />
        <CopyNotice />
      </Suspense>
    </>
  );
}
