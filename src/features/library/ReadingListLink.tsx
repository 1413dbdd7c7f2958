import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useLibrary, WithLibrary } from './LibraryProvider';

/** The site navigation's "Reading list" link, with how many papers are on it ("Reading list 3"). */
export function ReadingListLink() {
  return (
    <NavLink to={paths.readingList.href()} className="site-nav-link">
      Reading list{' '}
      <WithLibrary>
        <Count />
      </WithLibrary>
    </NavLink>
  );
}

function Count() {
  return <span className="nav-count">{useLibrary((s) => s.readingList.length)}</span>;
}
