// "Save search": names the current search (query, filters, sort) and keeps it in the library. The name
// is checked as the reader types it (trimmed, at most 80 characters, not one already used). Offered once
// the library is loaded, so its code loads with the library, not before the first results; until then
// an unseen box of the button's size keeps its place, so Export beside it and the rows below stay put.

import { Suspense } from 'react';
import { useT } from '../../i18n/i18n';
import { lazyWithMessages } from '../../i18n/withMessages';
import type { SaveSearchProps } from './SaveSearchForm';
import { WithLibrary } from './LibraryProvider';
import './actions.css';

// Its code comes with the messages it shows on demand (the `later` bundle, src/lib/i18n/bundles.ts).
const SaveSearchForm = lazyWithMessages('later', () => import('./SaveSearchForm'), 'SaveSearchForm');

// Laid out as SaveSearchForm's closed state is: the button in a block of its own.
function Pending() {
  return (
    <div className="save-search" aria-hidden="true">
      <span className="button save-search-pending">{useT()('library.saveSearch')}</span>
    </div>
  );
}
const pending = <Pending />;

export function SaveSearch({ current }: SaveSearchProps) {
  return (
    <WithLibrary fallback={pending}>
      <Suspense fallback={pending}>
        <SaveSearchForm current={current} />
      </Suspense>
    </WithLibrary>
  );
}
