import { useCallback, useLayoutEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { FROM_SEARCH } from '../../config/locationState';
import { closestPaperLink, linkedPaperId } from '../../components/paperMarks';

/**
 * Links to papers as plain anchors (`<a href={hrefOf(id)} {...paperLinkMark(id)}>`) plus one click handler for
 * their list, which sends a plain left click through the router as <Link> would. A <Link> re-renders on
 * every change of the address, i.e. on every keystroke in the search box; plain anchors let memoised
 * rows skip rendering. A click takes the search along (/paper/ID?q=…): the paper page walks the same
 * results with Previous and Next. `onOpen` learns of the paper about to be opened, before the router does.
 */
export function usePaperLinks(onOpen?: (id: string) => void) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const latestSearch = useRef(search);
  useLayoutEffect(() => {
    latestSearch.current = search;
  }, [search]);
  const base = useHref('/').replace(/\/$/, '');
  const hrefOf = useCallback((id: string) => `${base}${paths.paper.href(id)}`, [base]);
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = closestPaperLink(event.target);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      const id = linkedPaperId(link) ?? '';
      onOpen?.(id);
      void navigate(`${paths.paper.href(id)}${latestSearch.current}`, { state: FROM_SEARCH });
    },
    [navigate, onOpen],
  );
  return { hrefOf, onClick };
}
