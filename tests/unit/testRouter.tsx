// The app's router (AppRouter, src/app/history.tsx), over a memory history the test drives and reads: router.navigate(-1), router.state.location.search, router.state.historyAction.

import type { ReactNode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import type { Location, NavigationType } from 'react-router';
import { AppRouter } from '../../src/app/history';

export interface TestRouter {
  /** What the app's router sees now. */
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  /** Back/forward by a number of entries, or to a path (pushed, or replacing the current entry). */
  navigate: (to: string | number, options?: { replace?: boolean }) => Promise<void>;
  /** The router element, around the routes under test. */
  Router: (props: { children: ReactNode }) => ReactNode;
}

export function createTestRouter(initialEntries: string[], basename?: string): TestRouter {
  const history = createMemoryHistory({ initialEntries, v5Compat: true });
  return {
    state: {
      get location() {
        return history.location;
      },
      get historyAction() {
        return history.action;
      },
    },
    navigate: async (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to);
      else history.push(to);
    },
    Router: ({ children }) => (
      <AppRouter history={history} basename={basename}>
        {children}
      </AppRouter>
    ),
  };
}
