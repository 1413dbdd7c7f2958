// The results as the prerendered first screen of / writes them (see firstScreen.ts): the first few, as a
// plain list in document order, each row in the place where the virtualised list then measures it
// (search.css: .results-first-screen). Only the prerender imports this file: it is no part of what the
// browser loads.

import { itemPlace, resultRow, type ResultListProps } from './ResultList';
import { usePaperLinks } from './usePaperLinks';
import { useT } from '../../i18n/i18n';

export function FirstResults(props: ResultListProps & { count: number }) {
  const { results, count } = props;
  const links = usePaperLinks();
  const t = useT();
  return (
    <ol role="list" className="results results-first-screen" aria-label={t('search.results.list')} hidden={results.length === 0}>
      {results.slice(0, count).map((paper, index) => (
        <li key={paper.id} {...itemPlace(index, results.length)} className="results-item">
          {resultRow(props, paper, links.hrefOf(paper.id))}
        </li>
      ))}
    </ol>
  );
}
