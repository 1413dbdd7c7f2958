// The bar above the reading list that acts on the papers the reader checked: "Select all", set their
// status, or remove them (with Undo, see ReadingEntries). Always shown, its buttons off while nothing is
// selected, so that checking a box moves nothing.

import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { READING_STATUSES } from '../../lib/library/types';
import type { ReadingStatus } from '../../lib/library/types';
import { statusLabel } from './readingStatus';

interface BulkActionsProps {
  /** How many of the papers shown are selected, and how many are shown. */
  selected: number;
  shown: number;
  onSelectAll: (selected: boolean) => void;
  onSetStatus: (status: ReadingStatus) => void;
  onRemove: () => void;
}

export function BulkActions({ selected, shown, onSelectAll, onSetStatus, onRemove }: BulkActionsProps) {
  const id = useId();
  const t = useT();
  const all = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<ReadingStatus>('read');
  const some = selected > 0 && selected < shown;
  // "Mixed" has no attribute: a checkbox is only made indeterminate from script.
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  const none = selected === 0;
  return (
    <div className="bulk-actions" role="group" aria-label={t('library.bulkLabel')}>
      <label className="bulk-select-all">
        <input ref={all} type="checkbox" checked={shown > 0 && selected === shown} onChange={(event) => onSelectAll(event.target.checked)} />{' '}
        {t('library.selectAll')}
      </label>
      <span className="bulk-count">
        {t('library.selectedCount', { count: selected })}
      </span>
      <span className="bulk-status">
        <label htmlFor={`${id}-status`}>{t('library.setTo')}</label>
        <select id={`${id}-status`} className="field" value={status} onChange={(event) => setStatus(event.target.value as ReadingStatus)}>
          {READING_STATUSES.map((choice) => (
            <option key={choice} value={choice}>
              {statusLabel(choice)}
            </option>
          ))}
        </select>
        <button type="button" className="button button-small" disabled={none} onClick={() => onSetStatus(status)}>
          {t('library.setStatus')}
        </button>
      </span>
      <button type="button" className="button button-small" disabled={none} onClick={onRemove}>
        {t('library.removeSelected')}
      </button>
    </div>
  );
}
