import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { closestIds } from '../../lib/closest';
import { searchPath } from '../../lib/search/url';
import type { TitleSource } from '../../lib/types';
import { TitleText } from '../../components/TitleText';
import { texMath } from './texMath';
import { useT } from '../../i18n/i18n';
import './notFound.css';

interface PaperNotFoundProps {
  /** The id asked for, as it came in the address (possibly malformed). */
  id: string;
  /** Every paper's id and title, to suggest the closest. */
  papers: readonly { id: string; title: string; titleSource?: TitleSource }[];
}

/** Shown for /paper/<id> when no paper has that id (a stale link, a typo, a mangled URL). */
export function PaperNotFound({ id, papers }: PaperNotFoundProps) {
  const t = useT();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const titles = new Map(papers.map((p) => [p.id, p]));
  const suggestions = closestIds(id, [...titles.keys()]);
  return (
    <section className="notice" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('paper.notFoundTitle')}</h1>
      <p>{t('paper.notFoundText')}</p>
      {suggestions.length > 0 && (
        <>
          <h2 className="notice-subtitle">{t('paper.didYouMean')}</h2>
          <ul className="closest-papers">
            {suggestions.map((s) => (
              <li key={s}>
                <Link to={paths.paper.href(s)} lang="en">
                  <TitleText paper={titles.get(s)!} math={texMath} />
                </Link>
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
        <input type="search" aria-label={t('paper.searchPapers')} value={q} onChange={(event) => setQ(event.target.value)} />
        <button type="submit" className="button">
          {t('paper.search')}
        </button>
      </form>
      <p>
        <Link to={paths.home.href()}>{t('app.allPapersBack')}</Link>
      </p>
    </section>
  );
}
