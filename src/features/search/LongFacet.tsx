import { useMemo, useState } from 'react';
import { visibleOptions } from '../../lib/search/facetOptions';
import type { Counts, MostCounted } from '../../lib/search/facetOptions';
import { FacetOption } from './FacetOption';
import { useT } from '../../i18n/i18n';

/** Options shown before "Show all": the most frequent among the results, plus any chosen. */
export const TOP_OPTIONS = 15;

/**
 * At most this many are drawn at once, even after "Show all" or with a filter text: a 5,000-paper list
 * names hundreds of benchmarks and a conference tens of thousands of authors, and as many checkboxes make
 * every keystroke's re-render slow. The box finds the others.
 */
export const MAX_SHOWN_OPTIONS = 200;

interface LongFacetProps {
  /** Every option of the collection (values), most frequent first, or in their own order (`byCount` false). */
  options: readonly string[];
  /** Null while the results are pending: the options keep the collection's order, their counts not said. */
  counts: Counts | null;
  chosen: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  /** The filter box's name: "Filter benchmarks". */
  filterLabel: string;
  /** An option's label (what the box filters on too); the value itself by default. */
  labelOf?: (value: string) => string;
  /** The labels' language where they are paper text (benchmarks: 'en'), or each label's. */
  lang?: string | ((value: string) => string | undefined);
  /** False: the options in their own order (sessions by time), not the most results first. */
  byCount?: boolean;
  /** How many are shown before "Show all" (and, with more, the box offered); TOP_OPTIONS by default. */
  top?: number;
  /** How the most counted are picked (visibleOptions): for tens of thousands of options, without sorting them all. */
  mostCounted?: MostCounted;
}

const NO_COUNTS: Counts = new Map();
const itself = (value: string) => value;

/**
 * A long list of options (benchmarks, authors, institutions, sessions): the most frequent first, a box
 * that narrows them, and "Show all".
 */
export function LongFacet({ options, counts, chosen, onToggle, filterLabel, labelOf = itself, lang, byCount = true, top = TOP_OPTIONS, mostCounted }: LongFacetProps) {
  const t = useT();
  const [filter, setFilter] = useState('');
  const [all, setAll] = useState(false);
  const filtering = filter.trim() !== '';
  const limit = all || filtering ? MAX_SHOWN_OPTIONS : top;
  const { shown, matching } = useMemo(
    () => visibleOptions(options, counts ?? NO_COUNTS, chosen, filter, limit, { nameOf: labelOf, byCount: byCount && counts !== null, mostCounted }),
    [options, counts, chosen, filter, limit, labelOf, byCount, mostCounted],
  );
  const many = options.length > top;
  return (
    <>
      {many && (
        <input
          type="search"
          className="field facet-filter"
          aria-label={filterLabel}
          placeholder={filterLabel}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      <ul className="facet-options">
        {shown.map((value) => (
          <FacetOption
            key={value}
            value={value}
            label={labelOf(value)}
            lang={typeof lang === 'function' ? lang(value) : lang}
            count={counts && (counts.get(value) ?? 0)}
            checked={chosen.includes(value)}
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
            : options.length <= MAX_SHOWN_OPTIONS
              ? t('search.benchmarks.showAll', { count: options.length })
              : t('search.benchmarks.showTop', { limit: MAX_SHOWN_OPTIONS, count: options.length })}
        </button>
      )}
    </>
  );
}
