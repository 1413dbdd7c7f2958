// The filters beside the results: topics, "has code", benchmarks and datasets, each option with the
// number of results it would leave. Several options combine with AND. On a wide screen they are a
// column that stays in view while the results scroll (search.css); on a narrow one, a sheet over them.

import { memo, useCallback } from 'react';
import type { Topic } from '../../lib/types';
import type { Facets as FacetCounts } from '../../lib/search/run';
import type { SearchFilters, SearchState } from '../../lib/search/state';
import { toggled } from '../../lib/search/state';
import { useMediaQuery } from '../../components/useMediaQuery';
import { FacetOption } from './FacetOption';
import { FacetGroup } from './FacetGroup';
import { BenchmarkFacet } from './BenchmarkFacet';
import { FilterSheet } from './FilterSheet';
import { useT, useTopicLabel } from '../../i18n/i18n';

/** Where the filters sit beside the results (search.css); narrower, they open as a sheet. */
const WIDE = '(min-width: 60rem)';

interface FacetsProps {
  /** The topics to offer (those some paper has). */
  topics: readonly Topic[];
  /** Every benchmark of the collection, most frequent first. */
  benchmarks: readonly string[];
  /** Null while the results are pending (SearchOutcome's `status`): each option's count is then not known. */
  counts: FacetCounts | null;
  /** The number of results, for the sheet's "Show N papers"; null while they are pending. */
  resultCount: number | null;
  /** The chosen filters (sameFilters: the same object while they do not change). */
  state: SearchFilters;
  change: (update: (state: SearchState) => SearchState) => void;
}

export const Facets = memo(function Facets({ topics, benchmarks, counts, resultCount, state, change }: FacetsProps) {
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
  const clear = () => change((s) => ({ ...s, topics: [], code: false, bench: [] }));
  const active = state.topics.length + state.bench.length + (state.code ? 1 : 0);
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
      {benchmarks.length > 0 && (
        <FacetGroup title={t('search.filters.benchmarks')}>
          <BenchmarkFacet benchmarks={benchmarks} counts={counts && counts.bench} chosen={state.bench} onToggle={toggleBench} />
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
