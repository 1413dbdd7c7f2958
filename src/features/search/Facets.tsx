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

/** Where the filters sit beside the results (search.css); narrower, they open as a sheet. */
const WIDE = '(min-width: 60rem)';

interface FacetsProps {
  /** The topics to offer (those some paper has). */
  topics: readonly Topic[];
  /** Every benchmark of the collection, most frequent first. */
  benchmarks: readonly string[];
  counts: FacetCounts;
  /** The number of results, for the sheet's "Show N papers". */
  resultCount: number;
  /** The chosen filters (sameFilters: the same object while they do not change). */
  state: SearchFilters;
  change: (update: (state: SearchState) => SearchState) => void;
}

export const Facets = memo(function Facets({ topics, benchmarks, counts, resultCount, state, change }: FacetsProps) {
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
  const buttonLabel = active > 0 ? `Filters (${active} on)` : 'Filters';

  const groups = (
    <>
      <FacetGroup title="Topics">
        <ul className="facet-options">
          {topics.map((topic) => (
            <FacetOption
              key={topic.id}
              value={topic.id}
              label={topic.label}
              count={counts.topics.get(topic.id) ?? 0}
              checked={state.topics.includes(topic.id)}
              onToggle={toggleTopic}
            />
          ))}
        </ul>
      </FacetGroup>
      <FacetGroup title="Code">
        <ul className="facet-options">
          <FacetOption value="code" label="Has code" count={counts.code} checked={state.code} onToggle={toggleCode} />
        </ul>
      </FacetGroup>
      {benchmarks.length > 0 && (
        <FacetGroup title="Benchmarks & datasets">
          <BenchmarkFacet benchmarks={benchmarks} counts={counts.bench} chosen={state.bench} onToggle={toggleBench} />
        </FacetGroup>
      )}
      <button type="button" className="button" onClick={clear} disabled={active === 0}>
        Clear filters
      </button>
    </>
  );

  if (wide === false) {
    return (
      <aside className="facets" aria-label="Filters">
        <FilterSheet label={buttonLabel} resultCount={resultCount}>
          {groups}
        </FilterSheet>
      </aside>
    );
  }
  return (
    <aside className="facets facets-column" aria-label="Filters">
      {/* Without a window (the prerender, wide === null) both are written and search.css shows the one
          for the width, as the app then renders it: the sheet's button, or the column. */}
      {wide === null && (
        <button type="button" className="button facets-toggle facets-if-narrow" aria-haspopup="dialog" aria-expanded={false}>
          {buttonLabel}
        </button>
      )}
      <h2 className={wide === null ? 'facets-title facets-if-wide' : 'facets-title'}>Filters</h2>
      <div className={wide === null ? 'facets-panel facets-if-wide' : 'facets-panel'}>{groups}</div>
    </aside>
  );
});
