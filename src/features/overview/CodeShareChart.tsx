// The share of papers that link to their code: the percentage in large type, and one bar against the
// whole collection that opens the papers with code.

import { useId } from 'react';
import { formatShare, type CodeShare } from '../../lib/overview/counts';
import { BarList } from './BarChart';
import { papers } from './wording';

interface CodeShareChartProps {
  share: CodeShare;
  /** The search for papers with code: searchPath({ code: true }). */
  to: string;
}

export function CodeShareChart({ share, to }: CodeShareChartProps) {
  const headingId = useId();
  const { withCode, total } = share;
  const percent = formatShare(share.share);
  return (
    <figure className="chart" aria-labelledby={headingId}>
      <figcaption>
        <h2 id={headingId}>Papers with code</h2>
      </figcaption>
      {total === 0 ? (
        <p className="chart-empty">No papers yet.</p>
      ) : (
        <>
          <p className="chart-big">{percent}</p>
          <p className="chart-note">
            Papers linking to their source code: {withCode} of {total}. The bar opens them.
          </p>
          <BarList
            bars={[
              {
                key: 'code',
                label: 'With code',
                value: withCode,
                valueText: `${withCode} of ${total}`,
                name: `With code: ${withCode} of ${papers(total)} (${percent})`,
                to,
              },
            ]}
            max={total}
          />
        </>
      )}
    </figure>
  );
}
