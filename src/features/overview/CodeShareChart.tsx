// The share of papers that link to their code: the percentage in large type, and one bar against the
// whole collection that opens the papers with code.

import { useId } from 'react';
import { formatShare, type CodeShare } from '../../lib/overview/counts';
import { useT } from '../../i18n/i18n';
import { BarList } from './BarChart';

interface CodeShareChartProps {
  share: CodeShare;
  /** The search for papers with code: searchPath({ code: true }). */
  to: string;
}

export function CodeShareChart({ share, to }: CodeShareChartProps) {
  const t = useT();
  const headingId = useId();
  const { withCode, total } = share;
  const percent = formatShare(share.share);
  return (
    <figure className="chart" aria-labelledby={headingId}>
      <figcaption>
        <h2 id={headingId}>{t('overview.codeTitle')}</h2>
      </figcaption>
      {total === 0 ? (
        <p className="chart-empty">{t('overview.noPapers')}</p>
      ) : (
        <>
          <p className="chart-big">{percent}</p>
          <p className="chart-note">{t('overview.codeNote', { withCode, total })}</p>
          <BarList
            bars={[
              {
                key: 'code',
                label: t('overview.withCode'),
                value: withCode,
                valueText: t('overview.withCodeValue', { withCode, total }),
                name: t('overview.withCodeName', { withCode, total, percent }),
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
