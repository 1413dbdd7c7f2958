import { Link } from 'react-router';
import type { Paper, Topic } from '../../lib/types';
import { paths } from '../../config/paths';
import { TopicList } from '../../components/TopicList';

/** One row: the title as a link to the paper, its first sentence, its topics. */
export function PaperListItem({ paper, topics }: { paper: Paper; topics: Topic[] }) {
  const headingId = `paper-${paper.id}-title`;
  return (
    <article className="paper-row" aria-labelledby={headingId}>
      <h2 className="paper-row-title" id={headingId}>
        <Link to={paths.paper.href(paper.id)}>{paper.title}</Link>
      </h2>
      {paper.summary && <p className="paper-row-summary">{paper.summary}</p>}
      <TopicList ids={paper.topics} topics={topics} />
    </article>
  );
}
