// How a query's Chinese was read: each known term with the English form searched ("量化 → quantization"),
// and the Chinese words the glossary does not know, so that a search that finds nothing because of
// them says why. Nothing for a query without Chinese. (A misspelt English word: NoResults.tsx, Respelled.)

import type { QueryReading as Reading } from '../../lib/search/chinese';
import { useLocale, useT } from '../../i18n/i18n';

export function QueryReading({ reading }: { reading: Reading | null }) {
  const t = useT();
  const locale = useLocale();
  if (reading === null || (reading.known.length === 0 && reading.unknown.length === 0)) return null;
  // The words as one list in the reader's language ("蛋糕、饼干" / "cake, biscuit").
  const unknown = new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' }).format(reading.unknown);
  return (
    <div className="query-reading" role="note" aria-label={t('query.label')}>
      {reading.known.length > 0 && (
        <p>
          {t('query.searchedAs')}{' '}
          {reading.known.map(({ zh, en }, i) => (
            <span key={zh} className="query-reading-term">
              {i > 0 && ' · '}
              <span lang="zh">{zh}</span> → <span lang="en">{en}</span>
            </span>
          ))}
        </p>
      )}
      {reading.unknown.length > 0 && <p>{t('query.unknown', { words: unknown })}</p>}
    </div>
  );
}
