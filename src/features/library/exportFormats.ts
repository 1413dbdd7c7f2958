// The reading list as files for other tools: BibTeX for a reference manager, CSV for a spreadsheet,
// Markdown for notes. Pure but for the words (the file's name, the heading, topic labels), which are in
// the interface's language: the page hands in the entries, list.json and how to make a paper's address.

import { t, topicLabel } from '../../i18n/i18n';
import type { Locale } from '../../lib/i18n/locale';
import { isoDay } from '../../lib/dates';
import { shortName } from '../../lib/collection';
import { papersBibtex } from '../../lib/library/bibtexList';
import { readingListCsv } from '../../lib/library/csv';
import { readingListMarkdown } from '../../lib/library/markdown';
import type { ReadingEntry } from '../../lib/library/types';
import type { ListFile } from '../../lib/types';

import { LIST_FORMATS } from '../../lib/library/formats';
import type { ListFormat } from '../../lib/library/formats';

export interface ListExportContext {
  /**
   * list.json: topics, names, authors and the collection. BibTeX needs it; CSV and Markdown do without
   * (saved titles, and no authors: the reading list keeps a paper's id and title only), which the page
   * allows only when list.json failed to load, never while it is on its way.
   */
  list: ListFile | null;
  /** A paper page's absolute address. */
  paperUrl: (id: string) => string;
  /** Now, in epoch milliseconds, for the file's name. */
  now: number;
  /** The interface's language, for topic labels (English when not given). */
  locale?: Locale;
}

export interface ListExport {
  text: string;
  fileName: string;
  type: string;
}

/** listFileName('csv', Date.UTC(2026, 4, 1)) => "reading-list-2026-05-01.csv" */
export function listFileName(format: ListFormat, now: number): string {
  return `${t('library.listFileName', { date: isoDay(now) })}.${LIST_FORMATS[format].extension}`;
}

/**
 * The reading list, in its order, as a file of `format`. A paper that has left list.json is exported
 * with the title saved with it. Throws for BibTeX without list.json (its keys and venue come from it).
 */
export function exportReadingList(format: ListFormat, entries: readonly ReadingEntry[], context: ListExportContext): ListExport {
  const { list, paperUrl } = context;
  const byId = new Map(list?.papers.map((paper) => [paper.id, paper]));
  let text: string;
  if (format === 'bibtex') {
    if (list === null) throw new Error('exportReadingList: BibTeX needs list.json');
    // A paper that has left the list keeps its saved title, with no source: cited as derived.
    const papers = entries.map((entry) => byId.get(entry.id) ?? { id: entry.id, title: entry.title });
    text = papersBibtex(papers, list.collection, { paperUrl, collection: list.papers });
  } else if (format === 'csv') {
    const labels = new Map(list?.topics.map((topic) => [topic.id, topicLabel(topic, context.locale ?? 'en')]));
    text = readingListCsv(entries, (id) => byId.get(id), { paperUrl, topicLabel: (id) => labels.get(id) ?? id });
  } else {
    // The title the reading list shows (the paper's current one), whether it is derived, and its authors.
    const shown = entries.map((entry) => {
      const paper = byId.get(entry.id);
      return paper ? { ...entry, title: paper.title, titleSource: paper.titleSource, authors: paper.authors } : entry;
    });
    text = readingListMarkdown(shown, { paperUrl, heading: list === null ? t('library.pageTitle') : t('library.docTitle', { title: t('library.pageTitle'), collection: shortName(list.collection) }) });
  }
  return { text, fileName: listFileName(format, context.now), type: LIST_FORMATS[format].type };
}
