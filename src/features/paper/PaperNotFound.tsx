import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { closestIds } from '../../lib/closest';
import { searchPath } from '../../lib/search/url';
import './notFound.css';

interface PaperNotFoundProps {
  /** The id asked for, as it came in the address (possibly malformed). */
  id: string;
  /** Every paper's id and title, to suggest the closest. */
  papers: readonly { id: string; title: string }[];
}

/** Shown for /paper/<id> when no paper has that id (a stale link, a typo, a mangled URL). */
export function PaperNotFound({ id, papers }: PaperNotFoundProps) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const titles = new Map(papers.map((p) => [p.id, p.title]));
  const suggestions = closestIds(id, [...titles.keys()]);
  return (
    <section className="notice" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Paper not found</h1>
      <p>There is no paper at this address. It may have been renamed, or the link may be mistyped.</p>
      {suggestions.length > 0 && (
        <>
          <h2 className="notice-subtitle">Did you mean</h2>
          <ul className="closest-papers">
            {suggestions.map((s) => (
              <li key={s}>
                <Link to={paths.paper.href(s)}>{titles.get(s)}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <form
        role="search"
        className="not-found-search"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(searchPath({ q: q.trim() }));
        }}
      >
        <input type="search" aria-label="Search papers" value={q} onChange={(event) => setQ(event.target.value)} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p>
        <Link to={paths.home.href()}>← All papers</Link>
      </p>
    </section>
  );
}
