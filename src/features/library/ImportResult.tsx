// What the last import did: a report in a status region (what it took, what it merged into papers already
// listed, what it renamed, what it left out and why), or, for a file that is not a library at all, an
// alert naming the file.

import type { ImportOutcome } from './libraryStore';
import { importSummary } from './importSummary';
import { plural } from './wording';

export interface ImportAttempt {
  /** Counts the attempts: the same error twice is a new alert, announced again. */
  seq: number;
  /** The file's name. */
  source: string;
  outcome: ImportOutcome;
}

export function ImportResult({ attempt }: { attempt: ImportAttempt | null }) {
  const summary = attempt?.outcome.ok ? importSummary(attempt.outcome.report, attempt.source) : null;
  return (
    <>
      {/* Always in the page, so that what appears in it is announced. */}
      <div className="import-report" role="status">
        {summary !== null && (
          <>
            <p>{summary.took}</p>
            {summary.updated.length > 0 && (
              <ul aria-label="Updated papers">
                {summary.updated.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
            {summary.renamed.length > 0 && (
              <ul aria-label="Renamed">
                {summary.renamed.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
            {summary.skipped.length > 0 && (
              <>
                <p>Skipped {plural(summary.skipped.length, 'item')}:</p>
                <ul aria-label="Skipped">
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
          <p>Couldn’t import “{attempt.source}”: nothing was changed.</p>
          <p className="notice-detail">{attempt.outcome.error}</p>
        </div>
      )}
    </>
  );
}
