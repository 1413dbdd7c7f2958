// "Export results": the whole filtered set (not one screen of it) as BibTeX, CSV or Markdown. The
// exporters load on the first click, so they cost the search page nothing until then.

import { useState } from 'react';
import type { Collection, ListPaper, Topic } from '../../lib/types';
import { messageOf } from '../../lib/errors';
import { FORMAT_ORDER, LIST_FORMATS } from '../../lib/library/formats';
import type { ListFormat } from '../../lib/library/formats';
import { downloadText } from '../../components/download';
import { paperUrl } from './siteUrl';
import './actions.css';

interface ExportResultsProps {
  /** The results on screen when the reader acts (read then, so typing does not re-render this). */
  current: () => readonly ListPaper[];
  /** Every paper of the collection: BibTeX keys are the ones each paper's own page gives. */
  papers: readonly ListPaper[];
  collection: Collection;
  topics: readonly Topic[];
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

export function ExportResults(props: ExportResultsProps) {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const exportAs = async (format: ListFormat) => {
    const entry = LIST_FORMATS[format];
    const results = props.current();
    const count = results.length;
    if (count === 0) return setSaid('No papers to export: this search finds none.');
    try {
      const text = await render(format, results, props);
      downloadText(text, `${fileStem(props.collection)}-results.${entry.extension}`, entry.type);
      setSaid(`Exported ${count} ${count === 1 ? 'paper' : 'papers'} as ${entry.label}`);
    } catch (error) {
      setSaid(`Couldn’t export: ${messageOf(error)}`);
    }
  };
  return (
    <div className="export-results">
      <button type="button" className="button" aria-expanded={open} aria-controls="export-results-formats" onClick={() => setOpen(!open)}>
        Export results
      </button>
      <div id="export-results-formats" className="export-formats" role="group" aria-label="Export formats" hidden={!open}>
        {FORMAT_ORDER.map((format) => (
          <button key={format} type="button" className="button" onClick={() => void exportAs(format)}>
            Export results as {LIST_FORMATS[format].label}
          </button>
        ))}
      </div>
      <span className="export-status" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
