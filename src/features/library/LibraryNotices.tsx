// What the reader must know about their saved library, on every page: stored data that could not all be
// read (with the untouched copy to download), and storage that is not saving (private mode, full).
// Shown only once the library is loaded, so their code loads with it, not before the first results.

import { Suspense } from 'react';
import { WithLibrary } from './LibraryProvider';
import { lazyWithMessages } from '../../i18n/withMessages';

// Its code comes with the messages it shows on demand (the `later` bundle, src/lib/i18n/bundles.ts).
const Notices = lazyWithMessages('later', () => import('./LibraryNoticesBody'), 'Notices');

export function LibraryNotices() {
  return (
    <WithLibrary>
      <Suspense fallback={null}>
        <Notices />
      </Suspense>
    </WithLibrary>
  );
}
