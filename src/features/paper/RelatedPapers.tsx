// The papers most like this one (computed by the data build), each with the words they share.

import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { isDerivedTitle } from '../../lib/titleSource';
import { TitleText } from '../../components/TitleText';
import { texMath } from './texMath';
import { useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';
import type { TitleSource } from '../../lib/types';

export interface RelatedItem {
  id: string;
  title: string;
  titleSource: TitleSource;
  shared: string[];
}

export function RelatedPapers({ items }: { items: RelatedItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="paper-section" aria-labelledby="related-title">
      <h2 id="related-title">{t('paper.related')}</h2>
      <ol className="related">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={paths.paper.href(item.id)} title={isDerivedTitle(item) ? t('app.derivedTitle') : undefined} lang="en">
              <TitleText paper={item} math={texMath} />
            </Link>
            {/* The shared words are the abstracts' own. */}
            {item.shared.length > 0 && (
              <span className="related-shared">
                {' '}
                <T id="paper.sharedWords" values={{ words: item.shared.join(', ') }} components={{ 0: <span lang="en" /> }} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
