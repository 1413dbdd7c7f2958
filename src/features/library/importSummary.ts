// What an import did, in sentences (in the active language) for the report under the Import button.

import { formatList, t } from '../../i18n/i18n';
import type { ImportReport, UpdatedEntry } from '../../lib/library/merge';
import { issueText } from './issueText';
import { statusLabel } from './readingStatus';

export interface ImportSummary {
  /** One sentence: what came in. */
  took: string;
  /** One line per paper already listed that took something from the file: what it kept, took or merged. */
  updated: string[];
  /** One line per imported search that had to take another name. */
  renamed: string[];
  /** One line per thing left out, with why (see issueText). */
  skipped: string[];
}

/**
 * The report of an import of `source`, for the reader.
 *   importSummary({ added: { readingList: 2, savedSearches: 1 }, updated: [cfmm], skipped: [], renamed: [] }, 'mine.json').took
 *     => "Imported “mine.json”: 2 papers added, 1 paper updated, 1 saved search added."
 */
export function importSummary(report: ImportReport, source: string): ImportSummary {
  // Each part is a whole phrase of its own: only the list is joined, not words into a sentence.
  const parts: string[] = [];
  if (report.added.readingList > 0) parts.push(t('library.importedPapers', { count: report.added.readingList }));
  if (report.updated.length > 0) parts.push(t('library.updatedPapers', { count: report.updated.length }));
  if (report.added.savedSearches > 0) parts.push(t('library.importedSearches', { count: report.added.savedSearches }));
  const took = parts.length > 0 ? t('library.imported', { source, parts: formatList(parts) }) : t('library.importedNothing', { source });
  return {
    took,
    updated: report.updated.map(updatedLine),
    renamed: report.renamed.map(({ from, to }) => t('library.renamedLine', { from, to })),
    skipped: report.skipped.map(issueText),
  };
}

/**
 * What became of one paper already listed.
 *   updatedLine({ title: 'CFMM', status: { outcome: 'kept', value: 'read' }, note: 'took', … })
 *     => "“CFMM”: kept your status “Read” and took the imported note."
 */
export function updatedLine({ title, status, note }: UpdatedEntry): string {
  const changes: string[] = [];
  const label = statusLabel(status.value);
  if (status.outcome === 'took') changes.push(t('library.tookStatus', { status: label }));
  if (status.outcome === 'kept') changes.push(t('library.keptStatus', { status: label }));
  if (note === 'took') changes.push(t('library.tookNote'));
  if (note === 'merged') changes.push(t('library.mergedNotes'));
  // At most two, joined by the catalog's "and" rather than formatList's: Chinese joins two things done
  // with "，并", where a list's "和" would join names.
  return t('library.updatedLine', { title, changes: changes.join(t('library.andSeparator')) });
}
