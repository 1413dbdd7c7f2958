// MiniConf's papers.csv (the site generator many conferences' virtual sites grew from): a header
// UID,title,authors,abstract,keywords,sessions, then one paper per row, RFC 4180 quoting, "|" between
// the items of authors, keywords and sessions. docs/data.md lists each column and what becomes of it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- papaparse's types (papaparse.d.ts), for every project that compiles this file
/// <reference path="./papaparse.d.ts" />
import Papa from 'papaparse';
import { ListError, type ListWarning } from '../../errors';
import { cleanList, cleanText, compactPresentation, skipCounter, type FormatResult, type PublishedRecord } from './record';

export const MINICONF_COLUMNS = ['UID', 'title', 'authors', 'abstract', 'keywords', 'sessions'] as const;
const REQUIRED = ['uid', 'title', 'abstract'];

/**
 * readMiniConf('UID,title,authors,abstract,keywords,sessions\nP1,"A, B",Ann|Bo,"We …",rl|llm,Poster 1\n', 'papers.csv')
 *   .records[0] => { sourceId: "P1", title: "A, B", authors: [{ name: "Ann" }, { name: "Bo" }], … }
 * Columns are found by name (any case, any order); others are ignored. Throws a ListError for broken
 * quoting or a missing column; a row with the wrong number of fields is skipped with a warning.
 */
export function readMiniConf(text: string, source: string): FormatResult {
  const parsed = Papa.parse(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError !== undefined) {
    throw new ListError(`CSV row ${(quoteError.row ?? 0) + 1}: ${quoteError.message.toLowerCase()} (a field that starts with " must end with ")`, { source });
  }
  const [header = [], ...rows] = parsed.data;
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0) throw new ListError(`CSV header lacks the column(s) ${missing.join(', ')} (expected ${MINICONF_COLUMNS.join(',')})`, { source, line: 1 });
  const column = (row: readonly string[], name: string): string => {
    const at = names.indexOf(name);
    return at < 0 ? '' : row[at] ?? '';
  };

  const warnings: ListWarning[] = [];
  const { skip, skipped } = skipCounter();
  const records: PublishedRecord[] = [];
  rows.forEach((row, index) => {
    const uid = cleanText(column(row, 'uid'));
    if (row.length !== header.length) {
      warnings.push({ line: 0, code: 'field-count', message: `CSV row ${index + 2} (UID ${uid || 'none'}) has ${row.length} fields, the header ${header.length}; skipped` });
      skip('incomplete');
      return;
    }
    records.push({
      index,
      sourceId: uid,
      where: `CSV row ${index + 2} (UID ${uid || 'none'})`,
      title: cleanText(column(row, 'title')),
      abstract: cleanText(column(row, 'abstract')),
      authors: cleanList(column(row, 'authors'), '|').map((name) => ({ name })),
      venueLinks: [],
      presentations: cleanList(column(row, 'sessions'), '|').map((session) =>
        compactPresentation({ type: undefined, session, start: undefined, end: undefined, room: undefined, posterPosition: undefined })),
      keywords: cleanList(column(row, 'keywords'), '|'),
    });
  });
  return { collection: null, records, warnings, summary: { format: 'miniconf', records: rows.length, papers: records.length, skipped } };
}
