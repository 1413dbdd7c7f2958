// A paper's topics as chips with their labels, in the paper's order (most relevant first); on a paper's
// page each chip links to the search filtered by it.

import type { ReactNode } from 'react';
import type { Topic } from '../lib/types';
import { useT, useTopicLabel } from '../i18n/i18n';

interface TopicListProps {
  /** The paper's topic ids. */
  ids: readonly string[];
  /** The taxonomy from papers.json, to turn ids into labels. */
  topics: readonly Topic[];
  className?: string;
  /** Whether the search matched a topic label: that chip is marked, and named "matched: …". */
  isMatched?: (label: string) => boolean;
  /** What a chip holds: by default its label; on a paper's page, a link to the search by that topic. */
  chip?: (id: string, label: string) => ReactNode;
  /**
   * A row of one line (the reading list's FittedTopics): the first `shown` chips show, the others are kept
   * but hidden (so that they can be measured), and `more`, given their labels, is the last item.
   */
  fit?: { shown: number; more: (hidden: string[]) => ReactNode };
}

export function TopicList({ ids, topics, className, isMatched, chip, fit }: TopicListProps) {
  const t = useT();
  const topicLabel = useTopicLabel();
  // Matching is against the English label, the words the search knows; the chip shows the reader's language.
  const labels = ids.map((id) => {
    const topic = topics.find((each) => each.id === id);
    return { id, label: topic?.label ?? id, shown: topic ? topicLabel(topic) : id };
  });
  if (labels.length === 0) return null;
  return (
    <ul className={['topics', className].filter(Boolean).join(' ')} aria-label={t('app.topics')}>
      {labels.map(({ id, label, shown }, i) =>
        isMatched?.(label) ? (
          <li key={id} className="topic topic-matched" aria-label={t('app.topicMatched', { label: shown })}>
            <mark>{shown}</mark>
          </li>
        ) : (
          <li key={id} className="topic" hidden={fit !== undefined && i >= fit.shown}>
            {chip ? chip(id, shown) : shown}
          </li>
        ),
      )}
      {fit?.more(labels.slice(fit.shown).map(({ shown }) => shown))}
    </ul>
  );
}
