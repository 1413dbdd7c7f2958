// The map's text alternative: the papers it highlights, as links grouped under their topic's heading.
// Folded by default (20,000 links are built only once it is opened), one button away from the map.

import { memo, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { TopicGroup } from '../../lib/map/points';
import type { Topic } from '../../lib/types';

interface PapersByTopicProps {
  groups: readonly TopicGroup[];
  topics: readonly Topic[];
  /** Whether the search leaves some papers out (then the list says it shows the matching ones). */
  filtered: boolean;
}

// paperCount(1) => "1 paper"
const paperCount = (n: number) => `${n} ${n === 1 ? 'paper' : 'papers'}`;

export const PapersByTopic = memo(function PapersByTopic({ groups, topics, filtered }: PapersByTopicProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const total = groups.reduce((sum, g) => sum + g.papers.length, 0);
  return (
    <section className="map-list">
      <h2 className="map-list-title">
        <button type="button" className="map-list-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          Papers by topic
        </button>
      </h2>
      <div id={panelId} hidden={!open}>
        {open && (
          <>
            <p className="map-list-summary">
              {filtered
                ? `The ${paperCount(total)} that match, under their first topic.`
                : `All ${paperCount(total)} on the map, under their first topic.`}
            </p>
            {groups.map(({ topic, papers }) => (
              <TopicSection key={topic} label={topics[topic]?.label ?? 'No topic'} papers={papers} />
            ))}
          </>
        )}
      </div>
    </section>
  );
});

function TopicSection({ label, papers }: { label: string; papers: TopicGroup['papers'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="map-list-topic">
        {label} ({papers.length})
      </h3>
      <ul className="map-list-papers">
        {papers.map((paper) => (
          <li key={paper.id}>
            <Link to={paths.paper.href(paper.id)}>{paper.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
