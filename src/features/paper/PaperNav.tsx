// Walking the search results from a paper: Previous and Next (also ← and →), where this paper stands
// among them, and the way back to the results as they were (query, filters, scroll position). All three
// are links with a real address, so a middle or ctrl click opens them in a new tab.

import { useCallback, useEffect, useId } from 'react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { isEditable } from '../../components/isEditable';
import { useLocale, useT } from '../../i18n/i18n';

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
  const t = useT();
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

  const walkTo = (id: string) => `${paths.paper.href(id)}${search}`;
  const walkState = fromSearch ? { fromSearch } : null;
  // Opened from the results, a plain click is the browser's Back: the results come back as they were
  // (scroll, focus on the paper opened); the address is still there for a new tab.
  const back = fromSearch
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(-1);
      }
    : undefined;
  return (
    <nav className="paper-nav" aria-label={t('paper.resultsNav')}>
      <Link to={`${paths.home.href()}${search}`} onClick={back}>
        {fromSearch || search !== '' ? t('paper.backToResults') : t('app.allPapersBack')}
      </Link>
      {neighbours === null ? (
        // Until the results are known (list.json still loading): the walk's height, unseen and unfocusable,
        // so that the paper below does not move down when Previous and Next arrive.
        <span className="paper-nav-walk paper-nav-reserve" aria-hidden="true">
          <span className="button button-small">{t('paper.previous')}</span>
        </span>
      ) : (
        <span className="paper-nav-walk">
          <WalkLink to={neighbours.prev && walkTo(neighbours.prev.id)} title={neighbours.prev?.title} state={walkState}>
            {t('paper.previous')}
          </WalkLink>
          <span className="paper-nav-position">
            {t('paper.position', { position: neighbours.position, total: neighbours.total })}
          </span>
          <WalkLink to={neighbours.next && walkTo(neighbours.next.id)} title={neighbours.next?.title} state={walkState}>
            {t('paper.next')}
          </WalkLink>
        </span>
      )}
    </nav>
  );
}

// isPlainClick(a left click with no modifier) => true: the one the page handles; the others open tabs.
const isPlainClick = (event: MouseEvent) => event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

interface WalkLinkProps {
  /** The neighbour's address, or null at either end of the results. */
  to: string | null;
  title: string | undefined;
  state: unknown;
  children: string;
}

/**
 * Previous or Next. Walking replaces the entry: Back from any paper returns to the results, not to the
 * paper before. At an end of the results, a link that goes nowhere: seen, named, and marked disabled.
 * The neighbour's title describes the link (read after its name), marked as English: a `title` attribute
 * cannot say its language apart from the link's own words, so it shows only on an English page.
 */
function WalkLink({ to, title, state, children }: WalkLinkProps) {
  const locale = useLocale();
  const describedBy = useId();
  if (to === null) {
    return (
      <a role="link" aria-disabled="true" className="button button-small">
        {children}
      </a>
    );
  }
  return (
    <>
      <Link
        to={to}
        replace
        state={state}
        title={locale === 'en' ? title : undefined}
        aria-describedby={title === undefined ? undefined : describedBy}
        className="button button-small"
      >
        {children}
      </Link>
      {title !== undefined && (
        <span id={describedBy} lang="en" hidden>
          {title}
        </span>
      )}
    </>
  );
}
