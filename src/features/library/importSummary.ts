// What an import did, in sentences for the report under the Import button.

import type { ImportReport } from '../../lib/library/merge';
import { formatIssue } from '../../lib/library/types';
import { plural } from './wording';

export interface ImportSummary {
  /** One sentence: what came in. */
  took: string;
  /** One line per imported search that had to take another name. */
  renamed: string[];
  /** One line per thing left out, with why (see formatIssue). */
  skipped: string[];
}

/**
 * The report of an import of `source`, for the reader.
 *   importSummary({ added: { readingList: 2, savedSearches: 1 }, updated: 1, skipped: [], renamed: [] }, 'mine.json').took
 *     => "Imported “mine.json”: 2 papers added, 1 paper updated, 1 saved search added."
 */
export function importSummary(report: ImportReport, source: string): ImportSummary {
  const parts: string[] = [];
  if (report.added.readingList > 0) parts.push(`${plural(report.added.readingList, 'paper')} added`);
  if (report.updated > 0) parts.push(`${plural(report.updated, 'paper')} updated`);
  if (report.added.savedSearches > 0) parts.push(`${plural(report.added.savedSearches, 'saved search', 'saved searches')} added`);
  const took = parts.length > 0 ? `Imported “${source}”: ${parts.join(', ')}.` : `Nothing was imported from “${source}”.`;
  return {
    took,
    renamed: report.renamed.map(({ from, to }) => `Saved search “${from}” was added as “${to}”: the name was taken.`),
    skipped: report.skipped.map(formatIssue),
  };
}
