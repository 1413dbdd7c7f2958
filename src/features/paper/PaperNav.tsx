// Walking the search results from a paper: Previous and Next (also ← and →), where this paper stands
// among them, and the way back to the results as they were (query, filters, scroll position).

import { useCallback, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { isEditable } from '../../components/isEditable';

export interface Neighbour {
  id: string;
  title: string;
}

export interface ResultNeighbours {
  prev: Neighbour | null;
  next: Neighbour | null;
  /** 1-based position of this paper in the results, and their number. */
  position: number;
  total: number;
  /** The search the results come from ("?q=kernel&topic=theory", or "" for all papers). */
  search: string;
}

interface PaperNavProps {
  neighbours: ResultNeighbours | null;
  /** Whether the page was opened from the results: then "Back to results" is the browser's Back. */
  fromSearch: boolean;
}

export function PaperNav({ neighbours, fromSearch }: PaperNavProps) {
  const navigate = useNavigate();
  const search = neighbours?.search ?? '';
  // Walking replaces the entry: Back from any paper returns to the results, not to the paper before.
  const go = useCallback(
    (id: string) => void navigate(`${paths.paper.href(id)}${search}`, { replace: true, state: fromSearch ? { fromSearch } : null }),
    [navigate, search, fromSearch],
  );

  useEffect(() => {
    if (!neighbours) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isEditable(event.target)) return;
      const target = event.key === 'ArrowLeft' ? neighbours.prev : event.key === 'ArrowRight' ? neighbours.next : null;
      if (!target) return;
      event.preventDefault();
      go(target.id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [neighbours, go]);

  return (
    <nav className="paper-nav" aria-label="Results">
      {fromSearch ? (
        <button type="button" className="link-button" onClick={() => void navigate(-1)}>
          ← Back to results
        </button>
      ) : (
        <Link to={`${paths.home.href()}${search}`}>{search === '' ? '← All papers' : '← Back to results'}</Link>
      )}
      {neighbours === null ? (
        // Until the results are known (list.json still loading): the walk's height, unseen and unfocusable,
        // so that the paper below does not move down when Previous and Next arrive.
        <span className="paper-nav-walk paper-nav-reserve" aria-hidden="true">
          <button type="button" className="button button-small" tabIndex={-1} disabled>
            ← Previous
          </button>
        </span>
      ) : (
        <span className="paper-nav-walk">
          <button type="button" className="button button-small" disabled={!neighbours.prev} onClick={() => neighbours.prev && go(neighbours.prev.id)} title={neighbours.prev?.title}>
            ← Previous
          </button>
          <span className="paper-nav-position">
            {neighbours.position} of {neighbours.total}
          </span>
          <button type="button" className="button button-small" disabled={!neighbours.next} onClick={() => neighbours.next && go(neighbours.next.id)} title={neighbours.next?.title}>
            Next →
          </button>
        </span>
      )}
    </nav>
  );
}
