import { memo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { ListAuthor, ListPaper, MathRange, Topic } from '../../lib/types';
import { highlight, mentions, snippet } from '../../lib/search/highlight';
import { isDerivedTitle } from '../../lib/titleSource';
import { TopicList } from '../../components/TopicList';
import { paperLinkMark, paperMark } from '../../components/paperMarks';
import { Highlighted } from './Highlighted';
import { useT } from '../../i18n/i18n';

export interface AuthorLineProps {
  authors: readonly ListAuthor[];
  /** What to mark in the names. */
  terms: readonly string[];
}

/** A snippet's length in characters, about three lines of a desktop row. */
const SNIPPET_LENGTH = 220;

export interface ResultRowProps {
  paper: ListPaper;
  /** The query's terms to mark; [] without a query. */
  terms: readonly string[];
  /** Those searched for in every field: the topics and benchmarks they mention are marked as matched. */
  labelTerms: readonly string[];
  /** What to mark in the authors' names (SearchOutcome.nameTerms); `terms` when not given. */
  nameTerms?: readonly string[];
  /**
   * Draws a conference's authors under the title (PublishedParts' AuthorLine, loaded only for a list that
   * has them); none for a bare list of abstracts.
   */
  authorLine?: ComponentType<AuthorLineProps>;
  /** The paper's plain abstract, once text.json is in. */
  text: string | undefined;
  /** Where its formulas stand in `text`: a snippet shows them as written. */
  math?: readonly MathRange[];
  topics: readonly Topic[];
  /** The link to the paper's page, base path included. */
  href: string;
  /** Title and chips only, no snippet (the reader's compact density). */
  compact?: boolean;
  /** Beside the title: what the route adds to each row (the reading list's star); a stable function, so the memo holds. */
  action?: (paper: ListPaper) => ReactNode;
}

/**
 * One result: the title as a link to the paper, its first authors when the list has them ("A, B, C +7",
 * one line that never wraps, so a row's height does not depend on its names), a snippet around the best
 * match (the first sentence without a query), topic labels and a Code badge. Memoised: rows re-render only when their props do.
 * The link is a plain <a> whose clicks ResultList hands to the router: a <Link> re-renders on every
 * change of the address, i.e. on every keystroke.
 */
export const ResultRow = memo(function ResultRow({ paper, terms, labelTerms, nameTerms = terms, authorLine: AuthorLine, text, math, topics, href, compact = false, action }: ResultRowProps) {
  const t = useT();
  const headingId = `result-${paper.id}-title`;
  const isMatched = (label: string) => mentions(label, labelTerms);
  // Benchmarks are not shown in a row, except those the search matched: the reason the paper is here.
  const benchmarks = labelTerms.length > 0 ? paper.benchmarks.filter(isMatched) : [];
  // Compact rows skip the snippet, and with it the cost of finding the best match.
  const excerpt = compact ? [] : terms.length > 0 ? (text === undefined ? snippet(paper.summary, terms) : snippet(text, terms, SNIPPET_LENGTH, math)) : [{ text: paper.summary, hit: false }];
  return (
    <article className="result" aria-labelledby={headingId} {...paperMark(paper.id)}>
      <div className="result-head">
        <h2 className="result-title" id={headingId}>
          <a href={href} {...paperLinkMark(paper.id)} title={isDerivedTitle(paper) ? t('search.row.derivedTitle') : undefined}>
            {/* lang on the title, not the link: the link's tooltip is in the page's language. */}
            <span lang="en">
              <Highlighted segments={highlight(paper.title, terms)} />
            </span>
          </a>
        </h2>
        {action?.(paper)}
      </div>
      {AuthorLine !== undefined && paper.authors !== undefined && paper.authors.length > 0 && <AuthorLine authors={paper.authors} terms={nameTerms} />}
      {excerpt.some((s) => s.text !== '') && (
        <p className="result-snippet" lang="en">
          <Highlighted segments={excerpt} />
        </p>
      )}
      {(paper.topics.length > 0 || paper.code || benchmarks.length > 0) && (
        <div className="result-meta">
          <TopicList ids={paper.topics} topics={topics} isMatched={isMatched} />
          {benchmarks.length > 0 && (
            <ul className="topics" aria-label={t('search.row.matchedBenchmarks')}>
              {benchmarks.map((name) => (
                <li key={name} className="topic topic-matched" aria-label={t('search.row.matched', { name })}>
                  <mark lang="en">{name}</mark>
                </li>
              ))}
            </ul>
          )}
          {paper.code && <span className="badge">{t('search.row.code')}</span>}
        </div>
      )}
    </article>
  );
});
