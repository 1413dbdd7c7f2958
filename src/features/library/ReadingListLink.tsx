import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/i18n';
import { useLibrary, WithLibrary } from './LibraryProvider';

/**
 * The site navigation's "Reading list" link, with how many papers are on it ("Reading list 3"). Until the
 * library's code is in, an empty pill of the count's size holds its place, so the header never widens or
 * wraps under the first results (issue 12: that alone made / shift by 0.3 on a phone).
 */
export function ReadingListLink() {
  const t = useT();
  return (
    <NavLink to={paths.readingList.href()} className="site-nav-link">
      {t('library.navLink')}{' '}
      <WithLibrary fallback={<span className="nav-count" aria-hidden="true">{'\u00a0'}</span>}>
        <Count />
      </WithLibrary>
    </NavLink>
  );
}

function Count() {
  return <span className="nav-count">{useLibrary((s) => s.readingList.length)}</span>;
}
