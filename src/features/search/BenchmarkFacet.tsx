import { useMemo, useState } from 'react';
import { visibleOptions } from '../../lib/search/facetOptions';
import { FacetOption } from './FacetOption';
import { useT } from '../../i18n/i18n';

/** Benchmarks shown before "Show all": the most frequent among the results, plus any chosen. */
export const TOP_BENCHMARKS = 15;

/**
 * At most this many are drawn at once, even after "Show all" or with a filter text: a 5,000-paper list
 * names hundreds of benchmarks, and as many checkboxes make every keystroke's re-render slow. The box
 * finds the others.
 */
export const MAX_SHOWN_BENCHMARKS = 200;

const NO_COUNTS: ReadonlyMap<string, number> = new Map();

interface BenchmarkFacetProps {
  /** Every benchmark of the collection, most frequent first. */
  benchmarks: readonly string[];
  /** Null while the results are pending: the options keep the collection's order, their counts not said. */
  counts: ReadonlyMap<string, number> | null;
  chosen: readonly string[];
  onToggle: (name: string, on: boolean) => void;
}

/** The benchmarks and datasets: the most frequent first, a box that narrows them, and "Show all". */
export function BenchmarkFacet({ benchmarks, counts, chosen, onToggle }: BenchmarkFacetProps) {
  const t = useT();
  const [filter, setFilter] = useState('');
  const [all, setAll] = useState(false);
  const filtering = filter.trim() !== '';
  const limit = all || filtering ? MAX_SHOWN_BENCHMARKS : TOP_BENCHMARKS;
  const { shown, matching } = useMemo(
    () => visibleOptions(benchmarks, counts ?? NO_COUNTS, chosen, filter, limit),
    [benchmarks, counts, chosen, filter, limit],
  );
  const many = benchmarks.length > TOP_BENCHMARKS;
  return (
    <>
      {many && (
        <input
          type="search"
          className="field facet-filter"
          aria-label={t('search.benchmarks.filter')}
          placeholder={t('search.benchmarks.filter')}
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
            lang="en"
            count={counts && (counts.get(name) ?? 0)}
            checked={chosen.includes(name)}
            onToggle={onToggle}
          />
        ))}
      </ul>
      {(all || filtering) && matching > limit && <p className="facet-note">{t('search.benchmarks.topOf', { limit, matching })}</p>}
      {filtering && matching === 0 && <p className="facet-note">{t('search.benchmarks.noMatch')}</p>}
      {many && !filtering && (
        <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all
            ? t('search.benchmarks.showFewer')
            : benchmarks.length <= MAX_SHOWN_BENCHMARKS
              ? t('search.benchmarks.showAll', { count: benchmarks.length })
              : t('search.benchmarks.showTop', { limit: MAX_SHOWN_BENCHMARKS, count: benchmarks.length })}
        </button>
      )}
    </>
  );
}
