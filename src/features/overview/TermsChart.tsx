// Each topic's characteristic terms, each a link to a search for the word within the topic. They need
// the abstracts (text.json), which arrive after the list: until then the figure says so, and if they
// fail it offers a Retry. The rest of the overview never waits for them.

import { Suspense, use, useId } from 'react';
import { Link } from 'react-router';
import { TERM_RULES, type TermsList, type TopicTerms } from '../../lib/overview/characteristicTerms';
import { searchPath } from '../../lib/search/url';
import type { TextsById } from '../../lib/texts';
import { termsPromise } from './termsPromise';

/** Where the abstracts stand, as the catalog tells it. */
export interface Abstracts {
  /** Each paper's plain text by id; null until text.json is in. */
  texts: TextsById | null;
  /** How the collection writes each folded word ("llms" => "LLMs"), from the full search index. */
  written?: ReadonlyMap<string, string> | undefined;
  /** Why text.json could not be loaded, or null. */
  error: string | null;
  retry: () => void;
}

export function TermsChart({ list, abstracts }: { list: TermsList; abstracts: Abstracts }) {
  const headingId = useId();
  const { texts, written, error, retry } = abstracts;
  return (
    <figure className="chart" aria-labelledby={headingId}>
      <figcaption>
        <h2 id={headingId}>Characteristic terms by topic</h2>
      </figcaption>
      <p className="chart-note">
        Words a topic’s abstracts use more often than the others do, the surest first. Each opens a search for the word within the topic.
      </p>
      {texts ? (
        <Suspense fallback={<Status>Finding each topic’s characteristic terms…</Status>}>
          <TopicTermLists promise={termsPromise(list, texts, written)} />
        </Suspense>
      ) : error !== null ? (
        <div className="chart-error" role="alert">
          <p>
            The abstracts couldn’t be loaded, so the characteristic terms can’t be shown.{' '}
            <button type="button" className="button" onClick={retry}>
              Retry
            </button>
          </p>
          <p className="notice-detail">{error}</p>
        </div>
      ) : (
        <Status>Loading the abstracts to find each topic’s characteristic terms…</Status>
      )}
    </figure>
  );
}

function Status({ children }: { children: string }) {
  return (
    <p className="chart-status" role="status">
      {children}
    </p>
  );
}

function TopicTermLists({ promise }: { promise: Promise<TopicTerms[]> }) {
  const topics = use(promise);
  if (topics.length === 0) return <p className="chart-empty">No paper has a topic yet.</p>;
  return (
    <div className="topic-terms">
      {topics.map((topic) => (
        <TopicTermList key={topic.id} topic={topic} />
      ))}
    </div>
  );
}

function TopicTermList({ topic }: { topic: TopicTerms }) {
  const headingId = useId();
  return (
    <div className="topic-terms-item">
      <h3 id={headingId}>{topic.label}</h3>
      {topic.terms.length === 0 ? (
        <p className="chart-empty">{topic.papers < TERM_RULES.minPapers ? 'Too few papers to tell.' : 'No word stands out.'}</p>
      ) : (
        <ul className="terms" aria-labelledby={headingId}>
          {topic.terms.map((term) => (
            <li key={term.word}>
              <Link to={searchPath({ q: term.word, topics: [topic.id] })} className="term-link">
                {term.word}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
