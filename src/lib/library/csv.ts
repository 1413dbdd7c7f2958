// Papers as CSV for a spreadsheet: RFC 4180 (CRLF line ends, fields with a comma, quote or line break
// in double quotes, quotes doubled), with a header row, and safe to open: a cell that a spreadsheet
// would run as a formula is defused.
//
// A conference's own data adds an `authors` column after title_source. It is there when any paper of
// the file comes with an author list (published data, even one whose list is empty), and in no file of a
// bare list of abstracts, whose exports stay as they were: one file has one set of columns, and a
// script that reads a bare list's file by position is not broken by a column its papers cannot fill.

import { authorName } from '../authors';
import type { ListAuthor, TitleSource } from '../types';
import type { ReadingEntry } from './types';

/** What a CSV row of a paper shows; ListPaper (list.json) has all of it. */
export interface CsvPaper {
  id: string;
  title: string;
  titleSource: TitleSource;
  topics: readonly string[];
  benchmarks: readonly string[];
  code: boolean;
  /** The authors in order, for published data (list.json has them); absent for a bare list. */
  authors?: readonly ListAuthor[];
}

export interface CsvOptions {
  /** The address of a paper's page, e.g. (id) => new URL(paths.paper.href(id), origin).href. */
  paperUrl: (id: string) => string;
  /** A topic's label for its id; the id itself by default. */
  topicLabel?: (id: string) => string;
}

const READING_COLUMNS = ['status', 'note', 'added'];

// paperHeader(false) => id,title,title_source,url,topics,benchmarks,code; with authors, "authors" after title_source.
const paperHeader = (withAuthors: boolean) => ['id', 'title', 'title_source', ...(withAuthors ? ['authors'] : []), 'url', 'topics', 'benchmarks', 'code'];

/** Whether a file of these papers has the authors column: whether any of them is published data. */
const hasAuthors = (papers: readonly (CsvPaper | undefined)[]) => papers.some((paper) => paper?.authors !== undefined);

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
 * is "derived" (from the abstract), "override" (a curator's title) or "published" (the conference's);
 * topics and benchmarks are joined with "; "; code is "yes" or "no". Published data has an authors
 * column after title_source, the names joined with "; " (see the top of the file).
 */
export function papersCsv(papers: readonly CsvPaper[], options: CsvOptions): string {
  const withAuthors = hasAuthors(papers);
  return toCsv([paperHeader(withAuthors), ...papers.map((paper) => paperCells(paper, paper.id, withAuthors, options))]);
}

/**
 * The reading list with the paper columns, then status, note and added (ISO 8601). `paper` finds an
 * entry's paper in the collection; for one that has left it, authors, topics, benchmarks and code stay empty,
 * the title is the one saved with the entry, and its source "derived" (nothing says a person chose it).
 */
export function readingListCsv(entries: readonly ReadingEntry[], paper: (id: string) => CsvPaper | undefined, options: CsvOptions): string {
  const found = entries.map((entry) => paper(entry.id));
  const withAuthors = hasAuthors(found);
  const rows = entries.map((entry, i) => {
    const listed = found[i];
    const cells = listed ? paperCells(listed, entry.id, withAuthors, options) : [entry.id, entry.title, 'derived', ...(withAuthors ? [''] : []), options.paperUrl(entry.id), '', '', ''];
    return [...cells, entry.status, entry.note, new Date(entry.addedAt).toISOString()];
  });
  return toCsv([[...paperHeader(withAuthors), ...READING_COLUMNS], ...rows]);
}

function paperCells(paper: CsvPaper, id: string, withAuthors: boolean, options: CsvOptions): string[] {
  const label = options.topicLabel ?? ((topic: string) => topic);
  const authors = withAuthors ? [(paper.authors ?? []).map(authorName).join('; ')] : [];
  return [id, paper.title, paper.titleSource, ...authors, options.paperUrl(id), paper.topics.map(label).join('; '), paper.benchmarks.join('; '), paper.code ? 'yes' : 'no'];
}
