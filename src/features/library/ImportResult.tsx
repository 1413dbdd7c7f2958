// What the last import did: a report in a status region (what it took, what it merged into papers already
// listed, what it renamed, what it left out and why), or, for a file that is not a library at all, an
// alert naming the file.

import { useT } from '../../i18n/i18n';
import type { ImportOutcome } from './libraryStore';
import { importSummary } from './importSummary';
import { fileProblemText } from './fileProblem';

export interface ImportAttempt {
  /** Counts the attempts: the same error twice is a new alert, announced again. */
  seq: number;
  /** The file's name. */
  source: string;
  outcome: ImportOutcome;
}

export function ImportResult({ attempt }: { attempt: ImportAttempt | null }) {
  const t = useT();
  const summary = attempt?.outcome.ok ? importSummary(attempt.outcome.report, attempt.source) : null;
  return (
    <>
      {/* Always in the page, so that what appears in it is announced. */}
      <div className="import-report" role="status">
        {summary !== null && (
          <>
            <p>{summary.took}</p>
            {summary.updated.length > 0 && (
              <ul aria-label={t('library.updatedLabel')}>
                {summary.updated.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
            {summary.renamed.length > 0 && (
              <ul aria-label={t('library.renamedLabel')}>
                {summary.renamed.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
            {summary.skipped.length > 0 && (
              <>
                <p>{t('library.skippedIntro', { count: summary.skipped.length })}</p>
                <ul aria-label={t('library.skippedLabel')}>
                  {summary.skipped.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
      {attempt !== null && !attempt.outcome.ok && (
        <div key={attempt.seq} className="notice notice-error library-alert" role="alert">
          <p>{t('library.importFailed', { file: attempt.source })}</p>
          <p className="notice-detail">
            {attempt.outcome.problem ? fileProblemText(attempt.source, attempt.outcome.problem) : attempt.outcome.error}
          </p>
        </div>
      )}
    </>
  );
}
