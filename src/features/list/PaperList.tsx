// The home page: the collection's title and every paper as a row, in the list's order.

import type { Collection, Paper, Topic } from '../../lib/types';
import { PaperListItem } from './PaperListItem';
import './list.css';

interface PaperListProps {
  collection: Collection;
  papers: Paper[];
  topics: Topic[];
}

// countLabel(1) => "1 paper"; countLabel(19) => "19 papers"
const countLabel = (n: number) => `${n} ${n === 1 ? 'paper' : 'papers'}`;

export function PaperList({ collection, papers, topics }: PaperListProps) {
  return (
    <>
      <header className="page-header">
        <h1>{collection.title}</h1>
        <p className="page-meta">{countLabel(papers.length)}</p>
      </header>
      {papers.length === 0 ? (
        <p className="notice">This collection has no papers yet.</p>
      ) : (
        <ol className="paper-list" aria-label="Papers">
          {papers.map((paper) => (
            <li key={paper.id}>
              <PaperListItem paper={paper} topics={topics} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
