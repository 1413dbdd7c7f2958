// A published paper's authors, in order, each a link to the view of exactly their papers, their
// institutions de-emphasised after them. A long list (25 authors) shows its first few and a button for
// the rest: the abstract stays in a phone's first screen (issue 27), where fewer show.

import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { PageAuthor } from '../../lib/pageAuthors';
import { searchPath } from '../../lib/search/url';
import { PHONE, useMediaQuery } from '../../components/useMediaQuery';
import { useT } from '../../i18n/i18n';

/**
 * How many authors show before "Show all N authors", which needs two more at least (one more shows rather
 * than a button, as a row's "+1" would save nothing: shortAuthors): on a phone, five with their
 * institutions take four lines where eight took seven.
 */
export const PAGE_AUTHORS = 8;
export const PHONE_AUTHORS = 5;

export function PaperAuthors({ authors }: { authors: readonly PageAuthor[] }) {
  const t = useT();
  const listId = useId();
  const [all, setAll] = useState(false);
  const first = useMediaQuery(PHONE, false) ? PHONE_AUTHORS : PAGE_AUTHORS;
  if (authors.length === 0) return null;
  // Not shortAuthors itself: its code would join the first load's (authors.ts is in it), for one comparison.
  const foldable = authors.length > first + 1;
  const shown = all || !foldable ? authors : authors.slice(0, first);
  return (
    <div className="paper-authors">
      <ul id={listId} className="author-list" aria-label={t('paper.authors')}>
        {shown.map((author, i) => {
          // Authors of one institution in a row name it once, after the last of them, and a semicolon parts
          // the runs: "A, B (MIT); C (CMU)", and "A; B (MIT)" where A's institution is unknown.
          const next = shown[i + 1];
          const endsRun = next?.institution !== author.institution;
          const named = author.institution !== undefined && endsRun;
          return (
            <li key={i}>
              <Link to={searchPath({ authors: [author.value] })} aria-label={t('paper.authorPapers', { name: author.name })}>
                {author.name}
              </Link>
              {named && (
                <span className="author-institution" lang="en">
                  {' '}({author.institution})
                </span>
              )}
              {next !== undefined && (endsRun ? '; ' : ', ')}
            </li>
          );
        })}
      </ul>
      {foldable && (
        <button type="button" className="link-button author-toggle" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
          {all ? t('paper.showFewerAuthors') : t('paper.showAllAuthors', { count: authors.length })}
        </button>
      )}
    </div>
  );
}
