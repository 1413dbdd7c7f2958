import { useMemo, useState } from 'react';
import { visibleOptions } from '../../lib/search/facetOptions';
import { FacetOption } from './FacetOption';

/** Benchmarks shown before "Show all": the most frequent among the results, plus any chosen. */
export const TOP_BENCHMARKS = 15;

/**
 * At most this many are drawn at once, even after "Show all" or with a filter text: a 5,000-paper list
 * names hundreds of benchmarks, and as many checkboxes make every keystroke's re-render slow. The box
 * finds the others.
 */
export const MAX_SHOWN_BENCHMARKS = 200;

interface BenchmarkFacetProps {
  /** Every benchmark of the collection, most frequent first. */
  benchmarks: readonly string[];
  counts: ReadonlyMap<string, number>;
  chosen: readonly string[];
  onToggle: (name: string, on: boolean) => void;
}

/** The benchmarks and datasets: the most frequent first, a box that narrows them, and "Show all". */
export function BenchmarkFacet({ benchmarks, counts, chosen, onToggle }: BenchmarkFacetProps) {
  const [filter, setFilter] = useState('');
  const [all, setAll] = useState(false);
  const filtering = filter.trim() !== '';
  const limit = all || filtering ? MAX_SHOWN_BENCHMARKS : TOP_BENCHMARKS;
  const { shown, matching } = useMemo(
    () => visibleOptions(benchmarks, counts, chosen, filter, limit),
    [benchmarks, counts, chosen, filter, limit],
  );
  const many = benchmarks.length > TOP_BENCHMARKS;
  return (
    <>
      {many && (
        <input
          type="search"
          className="facet-filter"
          aria-label="Filter benchmarks"
          placeholder="Filter benchmarks"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      <ul className="facet-options">
        {shown.map((name) => (
          <FacetOption
            key={name}
            value={name}
            label={name}
            count={counts.get(name) ?? 0}
            checked={chosen.includes(name)}
            onToggle={onToggle}
          />
        ))}
      </ul>
      {(all || filtering) && matching > limit && <p className="facet-note">Top {limit} of {matching}: type to find others.</p>}
      {filtering && matching === 0 && <p className="facet-note">No match.</p>}
      {many && !filtering && (
        <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? 'Show fewer' : benchmarks.length <= MAX_SHOWN_BENCHMARKS ? `Show all ${benchmarks.length}` : `Show the top ${MAX_SHOWN_BENCHMARKS} of ${benchmarks.length}`}
        </button>
      )}
    </>
  );
}
