// A paper's topics as their labels, in the paper's order (most relevant first).

import type { Topic } from '../lib/types';

interface TopicListProps {
  /** The paper's topic ids. */
  ids: readonly string[];
  /** The taxonomy from papers.json, to turn ids into labels. */
  topics: readonly Topic[];
  className?: string;
  /** Whether the search matched a topic label: that chip is marked, and named "matched: …". */
  isMatched?: (label: string) => boolean;
}

export function TopicList({ ids, topics, className, isMatched }: TopicListProps) {
  const labels = ids.map((id) => ({ id, label: topics.find((t) => t.id === id)?.label ?? id }));
  if (labels.length === 0) return null;
  return (
    <ul className={['topics', className].filter(Boolean).join(' ')} aria-label="Topics">
      {labels.map(({ id, label }) =>
        isMatched?.(label) ? (
          <li key={id} className="topic topic-matched" aria-label={`matched: ${label}`}>
            <mark>{label}</mark>
          </li>
        ) : (
          <li key={id} className="topic">
            {label}
          </li>
        ),
      )}
    </ul>
  );
}
