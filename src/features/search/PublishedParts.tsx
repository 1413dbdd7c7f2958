// The search page's parts for a conference's own data, in a chunk of their own (publishedParts.ts loads
// it): the authors on the result rows, the filters by presentation, day, session, author and institution,
// and the heading of one author's papers.

import { memo, useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import type { ListPaper } from '../../lib/types';
import type { Facets as FacetCounts } from '../../lib/search/run';
import { mostCounted, publishedOptions } from '../../lib/search/publishedOptions';
import type { SearchFilters, SearchState } from '../../lib/search/state';
import { toggled } from '../../lib/search/state';
import { formatDay } from '../../lib/conferenceTime';
import { authorLabel, typeName } from '../../components/filterNames';
import type { PublishedFilter } from '../../components/filterNames';
import { FacetGroup } from './FacetGroup';
import { FacetOption } from './FacetOption';
import { LongFacet } from './LongFacet';
import { searchHref } from './useSearchState';
import { useLocale, useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';
import { authorName, shortAuthors } from '../../lib/authors';
import { highlight, mentions } from '../../lib/search/highlight';
import { Highlighted } from './Highlighted';
import type { AuthorLineProps } from './ResultRow';

/** More sessions than this get a box to narrow them, as long lists do; fewer are all shown. */
const MANY_SESSIONS = 12;

interface PublishedFacetsProps {
  papers: readonly ListPaper[];
  /** Null while the results are pending. */
  counts: FacetCounts | null;
  state: SearchFilters;
  change: (update: (state: SearchState) => SearchState) => void;
}

/**
 * "Presentation" (oral, spotlight, poster), "Day" and "Session" (in the conference's order), "Authors" and
 * "Institutions" (a box and the most frequent, never thousands of checkboxes): each offered only when the
 * list has such data. Several days, sessions or types mean any of them; authors and institutions, all.
 */
export const PublishedFacets = memo(function PublishedFacets({ papers, counts, state, change }: PublishedFacetsProps) {
  const t = useT();
  const locale = useLocale();
  const options = useMemo(() => publishedOptions(papers), [papers]);
  const toggle = useCallback(
    (kind: PublishedFilter) => (value: string, on: boolean) => change((s) => ({ ...s, [kind]: toggled(s[kind], value, on) })),
    [change],
  );
  const toggles = useMemo(
    () => ({ types: toggle('types'), days: toggle('days'), sessions: toggle('sessions'), authors: toggle('authors'), institutions: toggle('institutions') }),
    [toggle],
  );
  const authorValues = useMemo(() => options.authors.map((author) => author.value), [options]);
  const nameOf = useCallback((value: string) => authorLabel(options.authorByValue.get(value), value), [options]);
  // A name is paper text (English); a namesake's label is in the page's language around the names.
  const nameLang = useCallback((value: string) => (options.authorByValue.get(value)?.name === value ? 'en' : undefined), [options]);

  // A short list of options, each always shown, in the given order.
  const list = (kind: 'types' | 'days', values: readonly string[], label: (value: string) => string, lang?: string) => (
    <ul className="facet-options">
      {values.map((value) => (
        <FacetOption
          key={value}
          value={value}
          label={label(value)}
          lang={lang}
          count={counts && counts[kind].get(value)}
          checked={state[kind].includes(value)}
          onToggle={toggles[kind]}
        />
      ))}
    </ul>
  );

  return (
    <>
      {options.types.length > 0 && <FacetGroup title={t('search.filters.presentation')}>{list('types', options.types, typeName)}</FacetGroup>}
      {options.days.length > 0 && (
        <FacetGroup title={t('search.filters.day')}>{list('days', options.days, (day) => formatDay(day, locale))}</FacetGroup>
      )}
      {options.sessions.length > 0 && (
        <FacetGroup title={t('search.filters.session')}>
          <LongFacet
            options={options.sessions}
            counts={counts && counts.sessions}
            chosen={state.sessions}
            onToggle={toggles.sessions}
            filterLabel={t('search.sessions.filter')}
            lang="en"
            byCount={false}
            top={MANY_SESSIONS}
          />
        </FacetGroup>
      )}
      {options.authors.length > 0 && (
        <FacetGroup title={t('search.filters.authors')}>
          <LongFacet
            options={authorValues}
            counts={counts && counts.authors}
            chosen={state.authors}
            onToggle={toggles.authors}
            filterLabel={t('search.authors.filter')}
            labelOf={nameOf}
            lang={nameLang}
            mostCounted={mostCounted}
          />
        </FacetGroup>
      )}
      {options.institutions.length > 0 && (
        <FacetGroup title={t('search.filters.institutions')}>
          <LongFacet
            options={options.institutions}
            counts={counts && counts.institutions}
            chosen={state.institutions}
            onToggle={toggles.institutions}
            filterLabel={t('search.institutions.filter')}
            lang="en"
            mostCounted={mostCounted}
          />
        </FacetGroup>
      )}
    </>
  );
});

interface AuthorHeadingProps {
  papers: readonly ListPaper[];
  state: SearchState;
  /** The number of results; null while they are pending. */
  count: number | null;
}

/**
 * Above the results of a search by one author (what an author's name on a paper's page links to, a view
 * to share): "Papers by Ling Yang · 2", and a link that removes the author filter.
 */
export function AuthorHeading({ papers, state, count }: AuthorHeadingProps) {
  const t = useT();
  const value = state.authors[0] as string;
  const name = authorLabel(publishedOptions(papers).authorByValue.get(value), value);
  return (
    <div className="author-heading">
      <h2>
        {/* The name as written (paper text): marked English, as the rows mark it. */}
        <T
          id={count === null ? 'search.author.headingPending' : 'search.author.heading'}
          values={count === null ? { name } : { name, count }}
          components={{ 0: <span lang="en" /> }}
        />
      </h2>
      <Link to={searchHref({ ...state, authors: [] })}>{t('search.author.remove')}</Link>
    </div>
  );
}

/** Authors the search matched shown beyond the first ones, at most: "A, B, C, …, Ling Yang +21". */
const MATCHED_AUTHORS = 2;

/**
 * "Nengbo Wang, Tuo Liang, Vikash Singh +6": the names as written (any language), the rest counted; an
 * author the search asked for (a name typed, author:) is shown even when not among the first.
 */
export function AuthorLine({ authors, terms }: AuthorLineProps) {
  const t = useT();
  const names = authors.map(authorName);
  const { shown, more } = shortAuthors(names);
  const matched = more > 0 && terms.length > 0 ? names.slice(shown.length).filter((name) => mentions(name, terms)).slice(0, MATCHED_AUTHORS) : [];
  const line = matched.length > 0 ? [...shown, '…', ...matched] : shown;
  const rest = more - matched.length;
  return (
    <p className="result-authors">
      {/* The names as written, paper text: marked English, as titles are. */}
      <span lang="en">
        {line.map((name, i) => (
          <span key={i}>
            {i > 0 && ', '}
            {name === '…' && i === shown.length ? name : <Highlighted segments={highlight(name, terms)} />}
          </span>
        ))}
      </span>
      {rest > 0 && (
        <>
          {' '}
          <span aria-hidden="true">+{rest}</span>
          <span className="visually-hidden">{t('search.row.moreAuthors', { count: rest })}</span>
        </>
      )}
    </p>
  );
}
