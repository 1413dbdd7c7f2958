// Links to papers as plain anchors (`<a href={hrefOf(id)} {...paperLinkMark(id)}>`) plus one click handler
// for the list that holds them, which sends a plain left click through the router as <Link> would. A
// <Link> costs a hook and a handler of its own each, and re-renders on every change of the address: a list
// of hundreds (the results, the schedule) draws faster, and memoised rows skip rendering.
import { useCallback } from 'react';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { closestPaperLink, linkedPaperId } from './paperMarks';

export interface PaperLinkOptions {
  /** Where a click goes, for the paper `id`: its page by default; the search page adds its query. */
  to?: (id: string) => string;
  /** The navigation's state (the search page's FROM_SEARCH). */
  state?: unknown;
  /** Learns of the paper about to be opened, before the router does. */
  onOpen?: (id: string) => void;
}

const paperPage = (id: string) => paths.paper.href(id);

export function usePaperLinkClicks({ to = paperPage, state, onOpen }: PaperLinkOptions = {}) {
  const navigate = useNavigate();
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
      void navigate(to(id), state === undefined ? undefined : { state });
    },
    [navigate, onOpen, to, state],
  );
  return { hrefOf, onClick };
}
