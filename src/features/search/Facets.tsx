// The filters beside the results: topics, "has code", benchmarks and datasets, each option with the
// number of results it would leave. Several options combine with AND.

import { memo, useCallback, useId, useMemo, useState } from 'react';
import type { Topic } from '../../lib/types';
import type { Facets as FacetCounts } from '../../lib/search/run';
import type { SearchFilters, SearchState } from '../../lib/search/state';
import { toggled } from '../../lib/search/state';
import { useMediaQuery } from '../../components/useMediaQuery';
import { FacetOption } from './FacetOption';

/** Benchmarks shown before "Show all": the most frequent among the results, plus any chosen. */
export const TOP_BENCHMARKS = 15;

/** Where the filters sit beside the results (search.css); narrower, they fold behind a button. */
const WIDE = '(min-width: 60rem)';

interface FacetsProps {
  topics: readonly Topic[];
  /** Every benchmark of the collection, most frequent first. */
  benchmarks: readonly string[];
  counts: FacetCounts;
  /** The chosen filters (sameFilters: the same object while they do not change). */
  state: SearchFilters;
  change: (update: (state: SearchState) => SearchState) => void;
}

export const Facets = memo(function Facets({ topics, benchmarks, counts, state, change }: FacetsProps) {
  const panelId = useId();
  const wide = useMediaQuery(WIDE);
  const [open, setOpen] = useState(false);
  const [allBenchmarks, setAllBenchmarks] = useState(false);
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

  const shownBenchmarks = useMemo(() => {
    if (allBenchmarks) return benchmarks;
    // Stable sort: equal counts keep the collection's frequency order.
    const byCount = [...benchmarks].sort((a, b) => (counts.bench.get(b) ?? 0) - (counts.bench.get(a) ?? 0));
    const top = byCount.slice(0, TOP_BENCHMARKS);
    return [...top, ...state.bench.filter((name) => !top.includes(name))];
  }, [allBenchmarks, benchmarks, counts.bench, state.bench]);

  const active = state.topics.length + state.bench.length + (state.code ? 1 : 0);

  return (
    <aside className="facets" aria-label="Filters">
      {/* Without a window (the prerender, wide === null) both heads are written and search.css shows
          the one for the width, as the app then renders it. */}
      {wide !== true && (
        <button
          type="button"
          className={wide === null ? 'button facets-toggle facets-if-narrow' : 'button facets-toggle'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {active > 0 ? `Filters (${active} on)` : 'Filters'}
        </button>
      )}
      {wide !== false && <h2 className={wide === null ? 'facets-title facets-if-wide' : 'facets-title'}>Filters</h2>}
      <div id={panelId} className={wide === null ? 'facets-panel facets-if-wide' : 'facets-panel'} hidden={wide === false && !open}>
        <fieldset className="facet">
          <legend>Topics</legend>
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
        </fieldset>
        <fieldset className="facet">
          <legend>Code</legend>
          <ul className="facet-options">
            <FacetOption value="code" label="Has code" count={counts.code} checked={state.code} onToggle={toggleCode} />
          </ul>
        </fieldset>
        {benchmarks.length > 0 && (
          <fieldset className="facet">
            <legend>Benchmarks &amp; datasets</legend>
            <ul className="facet-options">
              {shownBenchmarks.map((name) => (
                <FacetOption
                  key={name}
                  value={name}
                  label={name}
                  count={counts.bench.get(name) ?? 0}
                  checked={state.bench.includes(name)}
                  onToggle={toggleBench}
                />
              ))}
            </ul>
            {benchmarks.length > TOP_BENCHMARKS && (
              <button
                type="button"
                className="link-button"
                aria-expanded={allBenchmarks}
                onClick={() => setAllBenchmarks((all) => !all)}
              >
                {allBenchmarks ? 'Show fewer' : `Show all ${benchmarks.length}`}
              </button>
            )}
          </fieldset>
        )}
        <button type="button" className="button" onClick={clear} disabled={active === 0}>
          Clear filters
        </button>
      </div>
    </aside>
  );
});
