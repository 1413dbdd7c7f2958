import { useCallback, useSyncExternalStore } from 'react';

/**
 * A phone's width: where the site navigation folds into a menu and the search bar keeps one row.
 * styles.css and search.css say `@media (max-width: 40rem)` for the same screens; change them together.
 */
export const PHONE = '(max-width: 40rem)';

/**
 * Whether a media query matches, following changes: useMediaQuery('(min-width: 60rem)').
 * `fallback` is the answer where matchMedia does not exist (jsdom, old browsers); null where there is no
 * window at all (the prerender), whose markup must then suit every width.
 */
export function useMediaQuery(query: string, fallback = true): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => null,
  );
}
