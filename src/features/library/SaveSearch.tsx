// "Save search": names the current search (query, filters, sort) and keeps it in the library. The name
// is checked as the reader types it (trimmed, at most 80 characters, not one already used). Offered once
// the library is loaded, so its code loads with the library, not before the first results; until then
// an unseen box of the button's size keeps its place, so Export beside it and the rows below stay put.

import { Suspense, lazy } from 'react';
import { T } from '../../i18n/i18n';
import type { SaveSearchProps } from './SaveSearchForm';
import { WithLibrary } from './LibraryProvider';
import './actions.css';

const SaveSearchForm = lazy(async () => ({ default: (await import('./SaveSearchForm')).SaveSearchForm }));

// Laid out as SaveSearchForm's closed state is: the button in a block of its own.
const pending = (
  <div className="save-search" aria-hidden="true">
    <span className="button save-search-pending">
      <T id="library.saveSearch" />
    </span>
  </div>
);

export function SaveSearch({ current }: SaveSearchProps) {
  return (
    <WithLibrary fallback={pending}>
      <Suspense fallback={pending}>
        <SaveSearchForm current={current} />
      </Suspense>
    </WithLibrary>
  );
}
