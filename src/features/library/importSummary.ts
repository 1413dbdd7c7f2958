// What an import did, in sentences for the report under the Import button.

import type { ImportReport, UpdatedEntry } from '../../lib/library/merge';
import { formatIssue } from '../../lib/library/types';
import { STATUS_LABELS } from './readingStatus';
import { plural } from './wording';

export interface ImportSummary {
  /** One sentence: what came in. */
  took: string;
  /** One line per paper already listed that took something from the file: what it kept, took or merged. */
  updated: string[];
  /** One line per imported search that had to take another name. */
  renamed: string[];
  /** One line per thing left out, with why (see formatIssue). */
  skipped: string[];
}

/**
 * The report of an import of `source`, for the reader.
 *   importSummary({ added: { readingList: 2, savedSearches: 1 }, updated: [cfmm], skipped: [], renamed: [] }, 'mine.json').took
 *     => "Imported “mine.json”: 2 papers added, 1 paper updated, 1 saved search added."
 */
export function importSummary(report: ImportReport, source: string): ImportSummary {
  const parts: string[] = [];
  if (report.added.readingList > 0) parts.push(`${plural(report.added.readingList, 'paper')} added`);
  if (report.updated.length > 0) parts.push(`${plural(report.updated.length, 'paper')} updated`);
  if (report.added.savedSearches > 0) parts.push(`${plural(report.added.savedSearches, 'saved search', 'saved searches')} added`);
  const took = parts.length > 0 ? `Imported “${source}”: ${parts.join(', ')}.` : `Nothing was imported from “${source}”.`;
  return {
    took,
    updated: report.updated.map(updatedLine),
    renamed: report.renamed.map(({ from, to }) => `Saved search “${from}” was added as “${to}”: the name was taken.`),
    skipped: report.skipped.map(formatIssue),
  };
}

/**
 * What became of one paper already listed.
 *   updatedLine({ title: 'CFMM', status: { outcome: 'kept', value: 'read' }, note: 'took', … })
 *     => "“CFMM”: kept your status “Read” and took the imported note."
 */
export function updatedLine({ title, status, note }: UpdatedEntry): string {
  const parts: string[] = [];
  const label = STATUS_LABELS[status.value];
  if (status.outcome === 'took') parts.push(`took the imported status “${label}”`);
  if (status.outcome === 'kept') parts.push(`kept your status “${label}”`);
  if (note === 'took') parts.push('took the imported note');
  if (note === 'merged') parts.push('merged the two notes (the older one below the newer, marked)');
  return `“${title}”: ${parts.join(' and ')}.`;
}
