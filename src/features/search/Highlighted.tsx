import type { Segment } from '../../lib/search/highlight';

/**
 * Text with its matches in <mark>: React elements from segments, never HTML. A formula shows as its TeX
 * source, as the author wrote it, in a code span (its words, "O(max omega-2 …)", read as noise).
 */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, i) => {
    const content = segment.math === undefined ? segment.text : <code className="snippet-math">{segment.math}</code>;
    return segment.hit ? <mark key={i}>{content}</mark> : segment.math === undefined ? segment.text : <span key={i}>{content}</span>;
  });
}
