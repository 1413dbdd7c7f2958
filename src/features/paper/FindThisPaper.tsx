// "Find this paper": where the published version (its real title, authors, PDF) can be looked up,
// searched by what the list knows of it. Each opens in a new tab: the reader comes back to this page.

import type { Paper } from '../../lib/types';
import { findLinks, findQuery } from '../../lib/findLinks';
import { useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';

export function FindThisPaper({ paper }: { paper: Pick<Paper, 'name' | 'title'> }) {
  const t = useT();
  const links = findLinks(paper).filter((link) => link.url.startsWith('https://'));
  return (
    <section className="paper-section find-paper" role="group" aria-labelledby="find-paper-title">
      <h2 id="find-paper-title">{t('paper.findTitle')}</h2>
      <p className="find-paper-query">
        {/* The query is the paper's own words. */}
        <T id="paper.findQuery" values={{ query: findQuery(paper) }} components={{ 0: <q lang="en" /> }} />
      </p>
      <ul className="paper-links">
        {links.map((link) => (
          <li key={link.site}>
            <a className="button" href={link.url} target="_blank" rel="noopener noreferrer">
              {link.site}
              <span className="visually-hidden"> {t('paper.findNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
