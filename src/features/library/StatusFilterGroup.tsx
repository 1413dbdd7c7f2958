// "Show: All (5) · To read (3) · Reading (1) · Read (1)": radio buttons that filter the reading list,
// each with how many papers it shows.

import { useId } from 'react';
import { useT } from '../../i18n/i18n';
import { filterLabel, STATUS_FILTERS } from './readingStatus';
import type { StatusFilter } from './readingStatus';

interface StatusFilterGroupProps {
  value: StatusFilter;
  counts: Readonly<Record<StatusFilter, number>>;
  onChange: (filter: StatusFilter) => void;
}

export function StatusFilterGroup({ value, counts, onChange }: StatusFilterGroupProps) {
  const name = useId();
  const t = useT();
  return (
    <fieldset className="status-filter">
      <legend>{t('library.filterLegend')}</legend>
      {STATUS_FILTERS.map((filter) => (
        <label key={filter} className="status-filter-option">
          <input type="radio" name={name} value={filter} checked={value === filter} onChange={() => onChange(filter)} />{' '}
          {filterLabel(filter, counts[filter])}
        </label>
      ))}
    </fieldset>
  );
}
