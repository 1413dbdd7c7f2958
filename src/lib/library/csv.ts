// Papers as CSV for a spreadsheet: RFC 4180 (CRLF line ends, fields with a comma, quote or line break
// in double quotes, quotes doubled), with a header row, and safe to open: a cell that a spreadsheet
// would run as a formula is defused.

import type { TitleSource } from '../types';
import type { ReadingEntry } from './types';

/** What a CSV row of a paper shows; ListPaper (list.json) has all of it. */
export interface CsvPaper {
  id: string;
  title: string;
  titleSource: TitleSource;
  topics: readonly string[];
  benchmarks: readonly string[];
  code: boolean;
}

export interface CsvOptions {
  /** The address of a paper's page, e.g. (id) => new URL(paths.paper.href(id), origin).href. */
  paperUrl: (id: string) => string;
  /** A topic's label for its id; the id itself by default. */
  topicLabel?: (id: string) => string;
}

const PAPER_HEADER = ['id', 'title', 'title_source', 'url', 'topics', 'benchmarks', 'code'];
const READING_HEADER = [...PAPER_HEADER, 'status', 'note', 'added'];

/**
 * One CSV field. A cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe,
 * which spreadsheets show as text instead of evaluating (CSV injection).
 *   csvCell('say "hi", then') => "\"say \"\"hi\"\", then\""; csvCell("=HYPERLINK(…)") => "'=HYPERLINK(…)"
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text, each line ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * id,title,title_source,url,topics,benchmarks,code: one row per paper, in the order given. title_source
 * is "derived" (from the abstract) or "override" (a curator's title); topics and benchmarks are joined
 * with "; "; code is "yes" or "no".
 */
export function papersCsv(papers: readonly CsvPaper[], options: CsvOptions): string {
  return toCsv([PAPER_HEADER, ...papers.map((paper) => paperCells(paper, paper.id, options))]);
}

/**
 * The reading list with the paper columns, then status, note and added (ISO 8601). `paper` finds an
 * entry's paper in the collection; for one that has left it, topics, benchmarks and code stay empty,
 * the title is the one saved with the entry, and its source "derived" (nothing says a person chose it).
 */
export function readingListCsv(entries: readonly ReadingEntry[], paper: (id: string) => CsvPaper | undefined, options: CsvOptions): string {
  const rows = entries.map((entry) => {
    const found = paper(entry.id);
    const cells = found ? paperCells(found, entry.id, options) : [entry.id, entry.title, 'derived', options.paperUrl(entry.id), '', '', ''];
    return [...cells, entry.status, entry.note, new Date(entry.addedAt).toISOString()];
  });
  return toCsv([READING_HEADER, ...rows]);
}

function paperCells(paper: CsvPaper, id: string, options: CsvOptions): string[] {
  const label = options.topicLabel ?? ((topic: string) => topic);
  return [id, paper.title, paper.titleSource, options.paperUrl(id), paper.topics.map(label).join('; '), paper.benchmarks.join('; '), paper.code ? 'yes' : 'no'];
}
