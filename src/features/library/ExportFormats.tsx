// The buttons "Export results" opens (ExportResults.tsx): the whole filtered set (not one screen of it)
// as BibTeX, CSV or Markdown. Each exporter loads on its first click.

import type { Collection, ListPaper } from '../../lib/types';
import { messageOf } from '../../lib/errors';
import { FORMAT_ORDER, LIST_FORMATS } from '../../lib/library/formats';
import type { ListFormat } from '../../lib/library/formats';
import { downloadText } from '../../components/download';
import { paperUrl } from './siteUrl';
import type { ExportResultsProps } from './ExportResults';

export interface ExportFormatsProps extends ExportResultsProps {
  /** Says how an export went, in the status line beside "Export results". */
  say: (message: string) => void;
}

async function render(format: ListFormat, results: readonly ListPaper[], props: ExportResultsProps): Promise<string> {
  const { papers, collection, topics } = props;
  if (format === 'bibtex') return (await import('../../lib/library/bibtexList')).papersBibtex(results, collection, { paperUrl, collection: papers });
  if (format === 'csv') {
    const labels = new Map(topics.map((t) => [t.id, t.label]));
    return (await import('../../lib/library/csv')).papersCsv(results, { paperUrl, topicLabel: (id) => labels.get(id) ?? id });
  }
  return (await import('../../lib/library/markdown')).papersMarkdown(results, { paperUrl, heading: collection.title });
}

// fileStem({ title: 'ICML 2026 Papers' }) => "icml-2026-papers"
const fileStem = (collection: Collection) =>
  collection.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'papers';

export function ExportFormats(props: ExportFormatsProps) {
  const { say } = props;
  const exportAs = async (format: ListFormat) => {
    const entry = LIST_FORMATS[format];
    const results = props.current();
    const count = results.length;
    if (count === 0) return say('No papers to export: this search finds none.');
    try {
      const text = await render(format, results, props);
      downloadText(text, `${fileStem(props.collection)}-results.${entry.extension}`, entry.type);
      say(`Exported ${count} ${count === 1 ? 'paper' : 'papers'} as ${entry.label}`);
    } catch (error) {
      say(`Couldn’t export: ${messageOf(error)}`);
    }
  };
  return FORMAT_ORDER.map((format) => (
    <button key={format} type="button" className="button" onClick={() => void exportAs(format)}>
      Export results as {LIST_FORMATS[format].label}
    </button>
  ));
}
