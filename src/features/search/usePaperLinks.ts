import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { FROM_SEARCH } from '../../config/locationState';
import { usePaperLinkClicks } from '../../components/paperLinkClicks';

/**
 * The results' links to papers (src/components/paperLinkClicks.ts): a click takes the search along
 * (/paper/ID?q=…), so that the paper page walks the same results with Previous and Next. `onOpen` learns
 * of the paper about to be opened, before the router does.
 */
export function usePaperLinks(onOpen?: (id: string) => void) {
  const { search } = useLocation();
  const latestSearch = useRef(search);
  useLayoutEffect(() => {
    latestSearch.current = search;
  }, [search]);
  const to = useCallback((id: string) => `${paths.paper.href(id)}${latestSearch.current}`, []);
  return usePaperLinkClicks({ to, state: FROM_SEARCH, ...(onOpen === undefined ? {} : { onOpen }) });
}
