// The filters beside the results: topics, "has code", a conference's presentations, days, sessions,
// authors and institutions (when the list has them: PublishedParts.tsx), benchmarks and datasets, each option
// with the number of results it would leave. Options combine with AND, but for types, days and sessions
// (any of them: filters.ts). On a wide screen they are a
// column that stays in view while the results scroll (search.css); on a narrow one, a sheet over them.

import { memo, useCallback } from 'react';
import type { ListPaper, Topic } from '../../lib/types';
import type { Facets as FacetCounts } from '../../lib/search/run';
import type { SearchFilters, SearchState } from '../../lib/search/state';
import { LIST_FILTERS, toggled, withoutFilters } from '../../lib/search/state';
import { useMediaQuery } from '../../components/useMediaQuery';
import { FacetOption } from './FacetOption';
import { FacetGroup } from './FacetGroup';
import { LongFacet } from './LongFacet';
import type { PublishedFacets } from './PublishedParts';
import { FilterSheet } from './FilterSheet';
import { useT, useTopicLabel } from '../../i18n/i18n';

/** Where the filters sit beside the results (search.css); narrower, they open as a sheet. */
const WIDE = '(min-width: 60rem)';

interface FacetsProps {
  /** The topics to offer (those some paper has). */
  topics: readonly Topic[];
  /** Every benchmark of the collection, most frequent first. */
  benchmarks: readonly string[];
  /** The collection's papers: a conference's authors, sessions and days (none for a bare list). */
  papers: readonly ListPaper[];
  /** A conference's filters (publishedParts.ts), drawn before the benchmarks; none for a bare list. */
  more?: typeof PublishedFacets;
  /** Null while the results are pending (SearchOutcome's `status`): each option's count is then not known. */
  counts: FacetCounts | null;
  /** The number of results, for the sheet's "Show N papers"; null while they are pending. */
  resultCount: number | null;
  /** The chosen filters (sameFilters: the same object while they do not change). */
  state: SearchFilters;
  change: (update: (state: SearchState) => SearchState) => void;
}

export const Facets = memo(function Facets({ topics, benchmarks, papers, more: More, counts, resultCount, state, change }: FacetsProps) {
  const t = useT();
  const topicLabel = useTopicLabel();
  const wide = useMediaQuery(WIDE);
  const toggleTopic = useCallback(
    (id: string, on: boolean) => change((s) => ({ ...s, topics: toggled(s.topics, id, on) })),
    [change],
  );
  const toggleBench = useCallback(
    (name: string, on: boolean) => change((s) => ({ ...s, bench: toggled(s.bench, name, on) })),
    [change],
  );
  const toggleCode = useCallback((_: string, on: boolean) => change((s) => ({ ...s, code: on })), [change]);
  const clear = () => change(withoutFilters);
  const active = LIST_FILTERS.reduce((sum, [name]) => sum + state[name].length, state.code ? 1 : 0);
  const buttonLabel = t('search.filters.button', { active });

  const groups = (
    <>
      <FacetGroup title={t('search.filters.topics')}>
        <ul className="facet-options">
          {topics.map((topic) => (
            <FacetOption
              key={topic.id}
              value={topic.id}
              label={topicLabel(topic)}
              count={counts && (counts.topics.get(topic.id) ?? 0)}
              checked={state.topics.includes(topic.id)}
              onToggle={toggleTopic}
            />
          ))}
        </ul>
      </FacetGroup>
      <FacetGroup title={t('search.filters.code')}>
        <ul className="facet-options">
          <FacetOption value="code" label={t('search.filters.hasCode')} count={counts && counts.code} checked={state.code} onToggle={toggleCode} />
        </ul>
      </FacetGroup>
      {More && <More papers={papers} counts={counts} state={state} change={change} />}
      {benchmarks.length > 0 && (
        <FacetGroup title={t('search.filters.benchmarks')}>
          <LongFacet
            options={benchmarks}
            counts={counts && counts.bench}
            chosen={state.bench}
            onToggle={toggleBench}
            filterLabel={t('search.benchmarks.filter')}
            lang="en"
          />
        </FacetGroup>
      )}
      <button type="button" className="button" onClick={clear} disabled={active === 0}>
        {t('search.filters.clear')}
      </button>
    </>
  );

  if (wide === false) {
    return (
      <aside className="facets" aria-label={t('search.filters')}>
        <FilterSheet label={buttonLabel} resultCount={resultCount}>
          {groups}
        </FilterSheet>
      </aside>
    );
  }
  return (
    <aside className="facets facets-column" aria-label={t('search.filters')}>
      {/* Without a window (the prerender, wide === null) both are written and search.css shows the one
          for the width, as the app then renders it: the sheet's button, or the column. */}
      {wide === null && (
        <button type="button" className="button facets-toggle facets-if-narrow" aria-haspopup="dialog" aria-expanded={false}>
          {buttonLabel}
        </button>
      )}
      <h2 className={wide === null ? 'facets-title facets-if-wide' : 'facets-title'}>{t('search.filters')}</h2>
      <div className={wide === null ? 'facets-panel facets-if-wide' : 'facets-panel'}>{groups}</div>
    </aside>
  );
});
