// A horizontal bar chart whose bars are links: a figure with a heading, then a list of rows, each a
// link named in full ("Reinforcement learning: 42 papers") holding its label, its value as text, and a
// bar drawn in SVG. Bars are scaled in percent of the row's width, so they fit any screen.

import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { scaleLinear } from 'd3-scale';
import { useT } from '../../i18n/i18n';

export interface Bar {
  /** Unique within the chart. */
  key: string;
  /** What the row says: "Reinforcement learning". */
  label: string;
  /** The label's language when it is not the page's: "en" for a benchmark's name (paper text). */
  lang?: string;
  value: number;
  /** The value as the row shows it; `value`, formatted for the page's language, by default. */
  valueText?: string;
  /** The link's accessible name: "Reinforcement learning: 42 papers". */
  name: string;
  /** Where the bar leads, a path inside the app: searchPath({ topics: ['rl'] }). */
  to: string;
}

interface BarChartProps {
  title: string;
  /** A sentence under the heading: what the bars count and where they lead. */
  note?: ReactNode;
  bars: readonly Bar[];
  /** The value of a full-width bar; the largest value by default. */
  max?: number;
  /** What the figure says when there are no bars. */
  empty: string;
}

export function BarChart({ title, note, bars, max, empty }: BarChartProps) {
  const headingId = useId();
  return (
    <figure className="chart" aria-labelledby={headingId}>
      <figcaption>
        <h2 id={headingId}>{title}</h2>
      </figcaption>
      {note && <p className="chart-note">{note}</p>}
      {bars.length === 0 ? <p className="chart-empty">{empty}</p> : <BarList bars={bars} max={max} />}
    </figure>
  );
}

/** The rows of a chart, without the figure (the code share's single bar uses it too). */
export function BarList({ bars, max }: { bars: readonly Bar[]; max?: number | undefined }) {
  const t = useT();
  // A domain of [0, 0] would draw every bar half-long.
  const top = Math.max(max ?? Math.max(0, ...bars.map((bar) => bar.value)), 1);
  const x = scaleLinear().domain([0, top]).range([0, 100]).clamp(true);
  return (
    <ul className="bars">
      {bars.map((bar) => (
        <li key={bar.key}>
          <Link to={bar.to} className="bar-link" aria-label={bar.name}>
            <span className="bar-label" lang={bar.lang}>
              {bar.label}
            </span>
            <span className="bar-value">{bar.valueText ?? t('overview.barValue', { value: bar.value })}</span>
            <svg className="bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect className="bar-track" width="100" height="1" />
              {/* However small, a bar that counts something stays visible. */}
              <rect className="bar-fill" width={bar.value > 0 ? Math.max(x(bar.value), 0.75) : 0} height="1" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
