// The file formats a list of papers exports to: what each is called on its button, its file extension
// and its media type. No exporter code here, so the search page can name them without loading them.

export type ListFormat = 'bibtex' | 'csv' | 'markdown';

export const LIST_FORMATS: Readonly<Record<ListFormat, { label: string; extension: string; type: string }>> = {
  bibtex: { label: 'BibTeX', extension: 'bib', type: 'application/x-bibtex' },
  csv: { label: 'CSV', extension: 'csv', type: 'text/csv' },
  markdown: { label: 'Markdown', extension: 'md', type: 'text/markdown' },
};

/** The formats in the order they are offered. */
export const FORMAT_ORDER: readonly ListFormat[] = ['bibtex', 'csv', 'markdown'];
