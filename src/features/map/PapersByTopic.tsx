// The map's text alternative: the papers it highlights, as links grouped under their topic's heading.
// Folded by default (20,000 links are built only once it is opened), one button away from the map.

import { memo, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { TopicGroup } from '../../lib/map/points';
import type { Topic } from '../../lib/types';
import { useT, useTopicLabel } from '../../i18n/i18n';

interface PapersByTopicProps {
  groups: readonly TopicGroup[];
  topics: readonly Topic[];
  /** Whether the search leaves some papers out (then the list says it shows the matching ones). */
  filtered: boolean;
}

export const PapersByTopic = memo(function PapersByTopic({ groups, topics, filtered }: PapersByTopicProps) {
  const t = useT();
  const labelOf = useTopicLabel();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const total = groups.reduce((sum, g) => sum + g.papers.length, 0);
  return (
    <section className="map-list">
      <h2 className="map-list-title">
        <button type="button" className="map-list-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {t('map.listToggle')}
        </button>
      </h2>
      <div id={panelId} hidden={!open}>
        {open && (
          <>
            <p className="map-list-summary">
              {t(filtered ? 'map.listMatching' : 'map.listAll', { count: total })}
            </p>
            {groups.map(({ topic, papers }) => {
              const known = topics[topic];
              return <TopicSection key={topic} label={known ? labelOf(known) : t('map.noTopic')} papers={papers} />;
            })}
          </>
        )}
      </div>
    </section>
  );
});

function TopicSection({ label, papers }: { label: string; papers: TopicGroup['papers'] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="map-list-topic">
        {t('map.topicHeading', { topic: label, count: papers.length })}
      </h3>
      <ul className="map-list-papers">
        {papers.map((paper) => (
          <li key={paper.id}>
            <Link to={paths.paper.href(paper.id)} lang="en">
              {paper.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
