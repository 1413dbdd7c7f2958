// The papers most like this one (computed by the data build), each with the words they share.

import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { derivedTitleHint } from '../../lib/titleSource';
import type { TitleSource } from '../../lib/types';

export interface RelatedItem {
  id: string;
  title: string;
  titleSource: TitleSource;
  shared: string[];
}

export function RelatedPapers({ items }: { items: RelatedItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="paper-section" aria-labelledby="related-title">
      <h2 id="related-title">Related papers</h2>
      <ol className="related">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={paths.paper.href(item.id)} title={derivedTitleHint(item)}>
              {item.title}
            </Link>
            {item.shared.length > 0 && <span className="related-shared"> · shares {item.shared.join(', ')}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
