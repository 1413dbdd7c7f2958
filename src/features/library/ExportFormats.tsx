// The buttons "Export results" opens (ExportResults.tsx): the whole filtered set (not one screen of it)
// as BibTeX, CSV or Markdown. Each exporter loads on its first click.

import type { Collection, ListPaper } from '../../lib/types';
import { messageOf } from '../../lib/errors';
import { FORMAT_ORDER, LIST_FORMATS } from '../../lib/library/formats';
import type { ListFormat } from '../../lib/library/formats';
import { downloadText } from '../../components/download';
import { t, topicLabel, useLocale, useT } from '../../i18n/i18n';
import type { Locale } from '../../lib/i18n/locale';
import { paperUrl } from './siteUrl';
import type { ExportResultsProps } from './ExportResults';

export interface ExportFormatsProps extends ExportResultsProps {
  /** Says how an export went, in the status line beside "Export results". */
  say: (message: string) => void;
}

async function render(format: ListFormat, results: readonly ListPaper[], props: ExportResultsProps, locale: Locale): Promise<string> {
  const { papers, collection, topics } = props;
  if (format === 'bibtex') return (await import('../../lib/library/bibtexList')).papersBibtex(results, collection, { paperUrl, collection: papers });
  if (format === 'csv') {
    // Topic labels in the interface's language, as the results show them.
    const labels = new Map(topics.map((topic) => [topic.id, topicLabel(topic, locale)]));
    return (await import('../../lib/library/csv')).papersCsv(results, { paperUrl, topicLabel: (id) => labels.get(id) ?? id });
  }
  return (await import('../../lib/library/markdown')).papersMarkdown(results, { paperUrl, heading: collection.title });
}

// fileStem({ title: 'ICML 2026 Papers' }) => "icml-2026-papers"; the file's name is then "icml-2026-papers-results".
const fileStem = (collection: Collection) => collection.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'papers';

export function ExportFormats(props: ExportFormatsProps) {
  const { say } = props;
  const translate = useT();
  const locale = useLocale();
  const exportAs = async (format: ListFormat) => {
    const entry = LIST_FORMATS[format];
    const results = props.current();
    if (results === null) return say(t('library.exportPending'));
    const count = results.length;
    if (count === 0) return say(t('library.exportNone'));
    try {
      const text = await render(format, results, props, locale);
      downloadText(text, `${t('library.resultsFileName', { stem: fileStem(props.collection) })}.${entry.extension}`, entry.type);
      say(t('library.exported', { count, format: entry.label }));
    } catch (error) {
      say(t('library.exportFailed', { error: messageOf(error) }));
    }
  };
  return FORMAT_ORDER.map((format) => (
    <button key={format} type="button" className="button" onClick={() => void exportAs(format)}>
      {translate('library.exportResultsAs', { format: LIST_FORMATS[format].label })}
    </button>
  ));
}
