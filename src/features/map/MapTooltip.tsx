// The title and topic of the paper under the pointer (or focused), beside its point. Hidden from
// assistive technology: the canvas's live region announces the focused paper instead. useMapFrame
// moves it, through the ref, in the frame that draws its point.

import type { Ref } from 'react';
import type { ListPaper } from '../../lib/types';

interface MapTooltipProps {
  paper: Pick<ListPaper, 'title'> | undefined;
  /** The paper's topic label. */
  topic: string;
  ref: Ref<HTMLDivElement>;
}

export function MapTooltip({ paper, topic, ref }: MapTooltipProps) {
  return (
    <div className="map-tooltip" ref={ref} hidden={!paper} aria-hidden="true">
      {paper && (
        <>
          <span className="map-tooltip-title" lang="en">{paper.title}</span>
          <span className="map-tooltip-topic">{topic}</span>
        </>
      )}
    </div>
  );
}
