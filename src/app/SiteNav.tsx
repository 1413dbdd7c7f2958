// The site navigation. On a phone its links fold behind a "Menu" button, a disclosure whose list opens
// over the page (nothing below it moves), so that the header stays one row and the first results fit in
// the first screen (issue 15). Wider, the button is not shown and the links stand in a row. Which one a
// width gets is styles.css's choice alone: the prerendered page, written without a window, is right at
// any width before a script has run.

import { useCallback, useId, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import { useDismiss } from '../components/useDismiss';
import { ReadingListLink } from '../features/library/ReadingListLink';
import { useT } from '../i18n/i18n';

export function SiteNav() {
  const t = useT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const onKeyDown = useDismiss(open, close, root, button);

  // Tabbing on past the last link closes the list: left open, it would cover what receives focus next.
  const onBlur = (event: FocusEvent) => {
    if (open && event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) close();
  };
  // A link chosen: the list has done its job, also when the link is to the page already shown.
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <nav className="site-nav" aria-label={t('app.siteNav')} ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="site-nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="site-nav-toggle-icon" aria-hidden="true">
          ☰
        </span>{' '}
        {t('app.menu')}
      </button>
      <ul id={listId} className="site-nav-list" onClick={onClick}>
        <li>
          <NavLink to={paths.home.href()} className="site-nav-link" end>
            {t('app.navAllPapers')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.overview.href()} className="site-nav-link">
            {t('app.navOverview')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.map.href()} className="site-nav-link">
            {t('app.navMap')}
          </NavLink>
        </li>
        <li>
          <ReadingListLink />
        </li>
        <li>
          <NavLink to={paths.schedule.href()} className="site-nav-link">
            {t('app.navSchedule')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
