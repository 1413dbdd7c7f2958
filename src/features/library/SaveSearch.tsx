// "Save search": names the current search (query, filters, sort) and keeps it in the library. The name
// is checked as the reader types it (trimmed, at most 80 characters, not one already used). Offered once
// the library is loaded, so its code loads with the library, not before the first results.

import { Suspense, lazy } from 'react';
import type { SaveSearchProps } from './SaveSearchForm';
import { WithLibrary } from './LibraryProvider';
import './actions.css';

const SaveSearchForm = lazy(async () => ({ default: (await import('./SaveSearchForm')).SaveSearchForm }));

export function SaveSearch({ current }: SaveSearchProps) {
  return (
    <WithLibrary>
      <Suspense fallback={null}>
        <SaveSearchForm current={current} />
      </Suspense>
    </WithLibrary>
  );
}
