// A published paper's authors, in order, each a link to the view of exactly their papers, their
// institutions de-emphasised after them. A long list (25 authors) shows its first few and a button for
// the rest: the abstract stays in a phone's first screen.

import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Author, ListAuthor } from '../../lib/types';
import { authorName, authorValue, authorValueOf, shortAuthors } from '../../lib/authors';
import { searchPath } from '../../lib/search/url';
import { useT } from '../../i18n/i18n';

/** An author as the page lists them. */
export interface PageAuthor {
  name: string;
  /** What the address's `author=` names them by: the name, or a homonym's key (src/lib/authors.ts). */
  value: string;
  institution?: string;
}

/** How many authors show before "Show all N authors" (shortAuthors shows a ninth rather than "+1"). */
export const PAGE_AUTHORS = 8;

/**
 * The page's authors from the paper's file, told which names are homonyms (PaperFile.homonyms).
 *   pageAuthors([{ name: 'Min Zhang', key: '~Min_Zhang7', institution: 'MIT' }], ['Min Zhang'])
 *     => [{ name: "Min Zhang", value: "~Min_Zhang7", institution: "MIT" }]
 */
export function pageAuthors(authors: readonly Author[], homonyms: readonly string[] | undefined): PageAuthor[] {
  return authors.map((author) => ({
    name: author.name,
    value: authorValueOf(author, homonyms),
    ...(author.institution ? { institution: author.institution } : {}),
  }));
}

/** The same from list.json's entry (while the file loads): names and address values, no institutions. */
export const listedAuthors = (authors: readonly ListAuthor[]): PageAuthor[] =>
  authors.map((author) => ({ name: authorName(author), value: authorValue(author) }));

export function PaperAuthors({ authors }: { authors: readonly PageAuthor[] }) {
  const t = useT();
  const listId = useId();
  const [all, setAll] = useState(false);
  if (authors.length === 0) return null;
  const { more } = shortAuthors(authors.map((author) => author.name), PAGE_AUTHORS);
  const shown = all || more === 0 ? authors : authors.slice(0, PAGE_AUTHORS);
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
      {more > 0 && (
        <button type="button" className="link-button author-toggle" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
          {all ? t('paper.showFewerAuthors') : t('paper.showAllAuthors', { count: authors.length })}
        </button>
      )}
    </div>
  );
}
