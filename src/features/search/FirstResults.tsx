// The results as the prerendered first screen of / writes them (see firstScreen.ts): the first few, as a
// plain list in document order, each row in the place where the virtualised list then measures it
// (search.css: .results-first-screen). Only the prerender imports this file: it is no part of what the
// browser loads.

import type { ResultListProps } from './ResultList';
import { ResultRow } from './ResultRow';
import { usePaperLinks } from './usePaperLinks';

export function FirstResults({ results, terms, labelTerms, textOf, topics, rowAction, count }: ResultListProps & { count: number }) {
  const links = usePaperLinks();
  return (
    <ol role="list" className="results results-first-screen" aria-label="Results" hidden={results.length === 0}>
      {results.slice(0, count).map((paper, index) => (
        <li key={paper.id} data-index={index} aria-setsize={results.length} aria-posinset={index + 1} className="results-item">
          <ResultRow
            paper={paper}
            terms={terms}
            labelTerms={labelTerms}
            text={textOf(paper.id)}
            topics={topics}
            href={links.hrefOf(paper.id)}
            action={rowAction}
          />
        </li>
      ))}
    </ol>
  );
}
