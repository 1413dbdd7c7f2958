// The map's key: one button per topic, in its colour, which also filters by that topic (the search
// page's topic filter: the same address, the same meaning, a paper must have every topic chosen).

import { memo, useId } from 'react';
import type { Topic } from '../../lib/types';
import { useT, useTopicLabel } from '../../i18n/i18n';

interface MapLegendProps {
  topics: readonly Topic[];
  /** Each topic's colour, in `topics` order. */
  colours: readonly string[];
  /** The chosen topic ids. */
  selected: readonly string[];
  onToggle: (id: string, on: boolean) => void;
}

export const MapLegend = memo(function MapLegend({ topics, colours, selected, onToggle }: MapLegendProps) {
  const t = useT();
  const labelOf = useTopicLabel();
  const titleId = useId();
  return (
    <section className="map-legend" aria-labelledby={titleId}>
      <h2 id={titleId} className="map-legend-title">
        {t('map.legendTitle')}
      </h2>
      <p className="map-legend-hint">{t('map.legendHint')}</p>
      <ul className="map-legend-items">
        {topics.map((topic, i) => {
          const on = selected.includes(topic.id);
          return (
            <li key={topic.id}>
              <button type="button" className="map-legend-item" aria-pressed={on} onClick={() => onToggle(topic.id, !on)}>
                <span className="map-swatch" style={{ background: colours[i] }} aria-hidden="true" />
                {labelOf(topic)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
