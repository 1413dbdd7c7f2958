// One paper: title, topics, the abstract as plain paragraphs, its links.
// The abstract is `paper.text` rendered as React text; a rich renderer (emphasis, KaTeX) replaces it later.

import { Link } from 'react-router';
import type { Paper, Topic } from '../../lib/types';
import { paths } from '../../config/paths';
import { TopicList } from '../../components/TopicList';
import { PaperLinks } from './PaperLinks';
import './paper.css';

// paragraphs('a\n\n b \n\n\n') => ["a", "b"]
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function PaperPage({ paper, topics }: { paper: Paper; topics: Topic[] }) {
  return (
    <article className="paper" aria-labelledby="paper-title">
      <nav className="back" aria-label="Breadcrumb">
        <Link to={paths.home.href()}>← All papers</Link>
      </nav>
      <header className="page-header">
        <h1 id="paper-title">{paper.title}</h1>
        <TopicList ids={paper.topics} topics={topics} />
      </header>
      <section className="paper-section" aria-labelledby="abstract-title">
        <h2 id="abstract-title">Abstract</h2>
        <div className="abstract">
          {paragraphs(paper.text).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
      </section>
      <PaperLinks links={paper.links} />
    </article>
  );
}
