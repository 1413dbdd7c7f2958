// "Export results": opens the formats the whole filtered set (not one screen of it) exports to. Only the
// button is part of the first results' JavaScript; the formats' code (ExportFormats.tsx) is fetched
// once the page is idle, and each exporter on its first click.

import { Suspense, useEffect, useState } from 'react';
import type { Collection, ListPaper, Topic } from '../../lib/types';
import { whenIdle } from '../../components/whenIdle';
import { useT } from '../../i18n/i18n';
import { lazyWithMessages, withMessages } from '../../i18n/withMessages';
import './actions.css';

// Its code comes with the messages it shows on demand (the `later` bundle, src/lib/i18n/bundles.ts).
const loadFormats = () => import('./ExportFormats');
const ExportFormats = lazyWithMessages('later', loadFormats, 'ExportFormats');

export interface ExportResultsProps {
  /**
   * The results on screen when the reader acts (read then, so typing does not re-render this); null while
   * the search is still finding them.
   */
  current: () => readonly ListPaper[] | null;
  /** Every paper of the collection: BibTeX keys are the ones each paper's own page gives. */
  papers: readonly ListPaper[];
  collection: Collection;
  topics: readonly Topic[];
}

export function ExportResults(props: ExportResultsProps) {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const t = useT();
  useEffect(() => whenIdle(() => void withMessages('later', loadFormats)), []);
  return (
    <div className="export-results">
      <button type="button" className="button" aria-expanded={open} aria-controls="export-results-formats" onClick={() => setOpen(!open)}>
        {/* On a phone only its first word shows; its name stays whole. */}
        <span className="phone-only" aria-hidden="true">
          {t('library.exportShort')}
        </span>
        <span className="phone-hidden">{t('library.exportResults')}</span>
      </button>
      <div id="export-results-formats" className="export-formats" role="group" aria-label={t('library.exportFormatsLabel')} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <ExportFormats {...props} say={setSaid} />
          </Suspense>
        )}
      </div>
      <span className="export-status" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
