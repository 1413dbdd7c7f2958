// How a query was read: each Chinese term with the English form searched ("量化 → quantization"), the
// Chinese words the glossary does not know, so that a search that finds nothing because of them says
// why, and each word no paper has that was searched as its nearest spelling in the papers
// ("halucination" → "hallucination"). Nothing for a query read as typed.

import type { QueryReading as Reading } from '../../lib/search/chinese';
import type { SearchOutcome } from '../../lib/search/run';
import { formatList, useLocale, useT } from '../../i18n/i18n';

const NO_READING: Reading = { known: [], unknown: [] };

export function QueryReading({ reading: chinese, respelled = [] }: { reading: Reading | null; respelled?: SearchOutcome['respelled'] }) {
  const t = useT();
  const locale = useLocale();
  const reading = chinese ?? NO_READING;
  if (reading.known.length === 0 && reading.unknown.length === 0 && respelled.length === 0) return null;
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
      {respelled.map(({ word, as }) => (
        <p key={word}>
          {t('query.respelled', { word, forms: formatList(as.map((form) => `“${form}”`)) })}
        </p>
      ))}
    </div>
  );
}
