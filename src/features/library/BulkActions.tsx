// The bar above the reading list that acts on the papers the reader checked: "Select all", set their
// status, or remove them (with Undo, see ReadingEntries). Always shown, its buttons off while nothing is
// selected, so that checking a box moves nothing.

import { useEffect, useId, useRef, useState } from 'react';
import { READING_STATUSES } from '../../lib/library/types';
import type { ReadingStatus } from '../../lib/library/types';
import { STATUS_LABELS } from './readingStatus';
import { plural } from './wording';

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
  const all = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<ReadingStatus>('read');
  const some = selected > 0 && selected < shown;
  // "Mixed" has no attribute: a checkbox is only made indeterminate from script.
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  const none = selected === 0;
  return (
    <div className="bulk-actions" role="group" aria-label="Selected papers">
      <label className="bulk-select-all">
        <input ref={all} type="checkbox" checked={shown > 0 && selected === shown} onChange={(event) => onSelectAll(event.target.checked)} /> Select all
      </label>
      <span className="bulk-count">
        {plural(selected, 'paper')} selected
      </span>
      <span className="bulk-status">
        <label htmlFor={`${id}-status`}>Set to</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as ReadingStatus)}>
          {READING_STATUSES.map((choice) => (
            <option key={choice} value={choice}>
              {STATUS_LABELS[choice]}
            </option>
          ))}
        </select>
        <button type="button" className="button button-small" disabled={none} onClick={() => onSetStatus(status)}>
          Set status
        </button>
      </span>
      <button type="button" className="button button-small" disabled={none} onClick={onRemove}>
        Remove selected
      </button>
    </div>
  );
}
