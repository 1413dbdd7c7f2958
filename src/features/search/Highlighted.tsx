import type { Segment } from '../../lib/search/highlight';

/** Text with its matches in <mark>: React elements from segments, never HTML. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, i) => (segment.hit ? <mark key={i}>{segment.text}</mark> : segment.text));
}
