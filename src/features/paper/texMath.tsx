// A formula typeset by KaTeX, or its source when KaTeX refuses it: for the abstract and the title. The
// only HTML the app ever sets is KaTeX's own output (see src/lib/tex.ts for why it is inert).

import type { ReactNode } from 'react';
import { renderTex } from '../../lib/tex';
import { t } from '../../i18n/i18n';
// Imported by the paper feature only, so KaTeX's styles and fonts go where the paper page goes (into its
// own chunk once the paper route is loaded lazily), never with the search page.
import 'katex/dist/katex.min.css';
import './abstract.css';

/** texMath("x^2", 0) => <span class="math">…KaTeX…</span>; a formula KaTeX rejects => <code>$…$</code> */
export function texMath(tex: string, key: number): ReactNode {
  const result = renderTex(tex);
  if ('error' in result) {
    return (
      <code key={key} className="math-source" title={t('paper.formulaError')}>
        {`$${result.source}$`}
      </code>
    );
  }
  // eslint-disable-next-line no-restricted-syntax -- KaTeX's output, with trust off: see src/lib/tex.ts
  return <span key={key} className="math" dangerouslySetInnerHTML={{ __html: result.html }} />;
}
