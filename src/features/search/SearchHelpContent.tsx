// The body of "Search help": the query syntax and the keys. A chunk of its own, loaded once the page is
// idle (or when the panel first opens), so that it does not weigh on the first results.

import { Fragment } from 'react';
import { useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';
import type { MessageId } from '../../i18n/i18n';

// Each example is a query as typed against the papers' English, so it stays as written in every language.
const SYNTAX: readonly { exampleQuery: string; says: MessageId }[] = [
  { exampleQuery: 'kernel bandit', says: 'search.help.everyWord' },
  { exampleQuery: 'tranformer', says: 'search.help.typos' },
  { exampleQuery: 'RL', says: 'search.help.abbreviations' },
  { exampleQuery: '"flow matching"', says: 'search.help.phrase' },
  { exampleQuery: '-diffusion', says: 'search.help.exclude' },
  { exampleQuery: 'title:regret', says: 'search.help.inTitle' },
];

// For a list with authors (a conference's own data): searching by name, and author:.
const PEOPLE: readonly { exampleQuery: string; says: MessageId }[] = [
  { exampleQuery: 'Ling Yang', says: 'search.help.names' },
  { exampleQuery: 'author:"Ling Yang"', says: 'search.help.byAuthor' },
];

export default function SearchHelpContent({ people = false }: { people?: boolean }) {
  const t = useT();
  return (
    <>
      <dl className="search-help-list">
        {(people ? [...SYNTAX, ...PEOPLE] : SYNTAX).map(({ exampleQuery, says }) => (
          <Fragment key={exampleQuery}>
            <dt>
              <code lang="en">{exampleQuery}</code>
            </dt>
            {/* The spelled-out form is what the search finds: English, whatever the page's language. */}
            <dd>
              <T id={says} components={{ 0: <span lang="en" /> }} />
            </dd>
          </Fragment>
        ))}
      </dl>
      <h3>{t('search.help.keys')}</h3>
      <dl className="search-help-list">
        <dt>
          <kbd>/</kbd>
        </dt>
        <dd>{t('search.help.slash')}</dd>
        <dt>
          <kbd>↓</kbd> <kbd>↑</kbd>
        </dt>
        <dd>{t('search.help.arrows')}</dd>
        <dt>
          <kbd>j</kbd> <kbd>k</kbd>
        </dt>
        <dd>{t('search.help.nextPrevious')}</dd>
        <dt>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the key's name as printed on the keyboard, in every language */}
          <kbd>Enter</kbd>
        </dt>
        <dd>{t('search.help.enter')}</dd>
        <dt>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the key's name as printed on the keyboard, in every language */}
          <kbd>Esc</kbd>
        </dt>
        <dd>{t('search.help.escape')}</dd>
      </dl>
    </>
  );
}
