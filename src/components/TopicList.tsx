// A paper's topics as their labels, in the paper's order (most relevant first).

import type { Topic } from '../lib/types';

interface TopicListProps {
  /** The paper's topic ids. */
  ids: readonly string[];
  /** The taxonomy from papers.json, to turn ids into labels. */
  topics: readonly Topic[];
  className?: string;
}

export function TopicList({ ids, topics, className }: TopicListProps) {
  const labels = ids.map((id) => ({ id, label: topics.find((t) => t.id === id)?.label ?? id }));
  if (labels.length === 0) return null;
  return (
    <ul className={['topics', className].filter(Boolean).join(' ')} aria-label="Topics">
      {labels.map(({ id, label }) => (
        <li key={id} className="topic">
          {label}
        </li>
      ))}
    </ul>
  );
}
