// One paper: title (a published one's TeX typeset), its authors, what it is about, the abstract rendered
// faithfully (emphasis, links, KaTeX math), its links (the conference's and the abstract's own), when and
// where it is presented, and the ways to share and cite it. Until the paper's own file is here, what
// list.json has of it (title, topics, first sentence), laid out as the full page will be: nothing moves
// when the rest arrives.

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListPaper, Paper, Topic } from '../../lib/types';
import { abstractWordCount, readingTime } from '../../lib/readingTime';
import { paths } from '../../config/paths';
import { paperAddress } from '../../config/base';
import { searchPath } from '../../lib/search/url';
import { isDerivedTitle } from '../../lib/titleSource';
import { DerivedTitleNote } from '../../components/DerivedTitleNote';
import { TopicList } from '../../components/TopicList';
import { TitleText } from '../../components/TitleText';
import { plainTitle } from '../../lib/titleMarkup';
import { Abstract } from './Abstract';
import { texMath } from './texMath';
import { PaperAuthors } from './PaperAuthors';
import { listedAuthors, pageAuthors } from '../../lib/pageAuthors';
import { PaperLinks, PaperLinksReserve } from './PaperLinks';
import { PaperPresentations } from './PaperPresentations';
import { ShareActions } from './ShareActions';
import { FindThisPaper } from './FindThisPaper';
import { useT } from '../../i18n/i18n';
import './paper.css';

interface PaperPageProps {
  /** The paper from its file; or, while that loads, its entry in list.json. */
  paper: Paper | ListPaper;
  topics: Topic[];
  /** Above the title: the way back and through the results (PaperNav); a link to all papers by default. */
  nav?: ReactNode;
  /** Shown after the abstract: citation, related papers (composed by the route, once the file is here). */
  children?: ReactNode;
  /** Beside Copy link: what the route adds (the reading list's button). */
  actions?: ReactNode;
  /**
   * Set when the paper's file could not be fetched because the network is gone (`paper` is then the
   * list's entry): the page says the abstract comes back with the network, and offers to try again.
   */
  retryAbstract?: () => void;
  /** The names of its authors that other people of the collection share (PaperFile.homonyms). */
  homonyms?: readonly string[];
}

export function PaperPage({ paper, topics, nav, children, actions, retryAbstract, homonyms }: PaperPageProps) {
  const t = useT();
  const full = isFullPaper(paper) ? paper : null;
  const words = full ? abstractWordCount(full.tokens) : 0;
  const url = paperAddress(import.meta.env.BASE_URL, paper.id, window.location.origin);
  // A published title may hold TeX: typeset in the heading, its words where only text goes.
  const title = plainTitle(paper);
  const authors = isFullPaper(paper) ? pageAuthors(paper.authors ?? [], homonyms) : listedAuthors(paper.authors ?? []);
  return (
    <article className="paper" aria-labelledby="paper-title">
      {nav ?? (
        <nav className="back" aria-label={t('paper.breadcrumb')}>
          <Link to={paths.home.href()}>{t('app.allPapersBack')}</Link>
        </nav>
      )}
      <header className="page-header">
        <h1 id="paper-title" lang="en" aria-describedby={isDerivedTitle(paper) ? 'paper-title-source' : undefined}>
          <TitleText paper={paper} math={texMath} />
        </h1>
        {isDerivedTitle(paper) && <DerivedTitleNote id="paper-title-source" />}
        {/* Keyed: another paper's list starts folded again. */}
        <PaperAuthors key={paper.id} authors={authors} />
        <p className="paper-meta">
          {full ? t('paper.meta', { words, minutes: readingTime(words) }) : '\u00a0' /* the line, kept for it */}
        </p>
        <TopicList ids={paper.topics} topics={topics} className="paper-topics" chip={topicLink} />
        <Benchmarks names={paper.benchmarks} />
        <div className="paper-actions">
          {actions}
          <ShareActions title={title} url={url} />
        </div>
      </header>
      {full ? (
        <PaperLinks links={full.links} venueLinks={full.venueLinks} />
      ) : (
        // A code link, or a published paper's OpenReview forum, will be there.
        !isFullPaper(paper) && (paper.code || paper.openreviewId !== undefined) && <PaperLinksReserve />
      )}
      <section className="paper-section" aria-labelledby="abstract-title" aria-busy={full || retryAbstract ? undefined : true}>
        <h2 id="abstract-title">{t('paper.abstract')}</h2>
        <div className="abstract" lang="en">
          {/* The first sentence stays where it is: the abstract's first paragraph begins with it. */}
          {full ? <Abstract tokens={full.tokens} /> : <p>{paper.summary}</p>}
        </div>
        {/* One status region for both notes: going from fetching to offline and back is announced, once. */}
        {!full && (
          <p className="paper-pending" role="status">
            {retryAbstract ? t('paper.abstractOffline') : t('paper.fetchingAbstract')}
          </p>
        )}
        {!full && retryAbstract && (
          <button type="button" className="button button-small" onClick={retryAbstract}>
            {t('paper.retryAbstract')}
          </button>
        )}
      </section>
      {full && <PaperPresentations presentations={full.presentations} paper={{ id: paper.id, title, authors: full.authors ?? [], url }} />}
      {full && <FindThisPaper paper={{ name: full.name, title }} />}
      {children}
    </article>
  );
}

// isFullPaper(file.paper) => true; isFullPaper(list.papers[0]) => false (no abstract tokens).
const isFullPaper = (paper: Paper | ListPaper): paper is Paper => 'tokens' in paper;

// A topic's chip: the search filtered by it, as on a result row the chip shows the same label.
const topicLink = (id: string, label: string) => <Link to={searchPath({ topics: [id] })}>{label}</Link>;

/** The benchmarks the abstract names, labelled, each a link to the search filtered by it. */
function Benchmarks({ names }: { names: string[] }) {
  const t = useT();
  if (names.length === 0) return null;
  return (
    <div className="paper-benchmarks">
      <span id="paper-benchmarks-label">{t('paper.benchmarks')}</span>{' '}
      {/* Benchmark names are the abstracts' words. */}
      <ul className="filter-links" aria-labelledby="paper-benchmarks-label" lang="en">
        {names.map((name) => (
          <li key={name}>
            <Link to={searchPath({ bench: [name] })}>{name}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
