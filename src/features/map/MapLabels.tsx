// The regions' topic labels, laid over the canvas rather than drawn on it, so that points never cover
// them: each on a backdrop of the page's background, ignoring the pointer (a click or a drag goes through
// to the map beneath). useMapFrame puts them in place in the frame that draws the points, and hides
// those that find no free place (placeLabels). Hidden from assistive technology: the legend names the
// topics, and the list by topic holds the same papers.

import type { Ref } from 'react';
import type { RegionLabel } from '../../lib/map/labels';

interface MapLabelsProps {
  labels: readonly RegionLabel[];
  ref: Ref<HTMLDivElement>;
}

export function MapLabels({ labels, ref }: MapLabelsProps) {
  return (
    <div className="map-labels" ref={ref} aria-hidden="true">
      {labels.map((label) => (
        <span key={label.topic} className="map-label" data-topic={label.topic}>
          {label.text}
        </span>
      ))}
    </div>
  );
}
