// Each topic's characteristic terms, each a link to a search for the word within the topic. They need
// the abstracts (text.json), which arrive after the list: until then the figure says so, and if they
// fail it offers a Retry. The rest of the overview never waits for them.

import { Suspense, use, useId } from 'react';
import { Link } from 'react-router';
import { TERM_RULES, type TermsList, type TopicTerms } from '../../lib/overview/characteristicTerms';
import { searchPath } from '../../lib/search/url';
import type { TextsById } from '../../lib/texts';
import type { Topic } from '../../lib/types';
import { useT, useTopicLabel } from '../../i18n/i18n';
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
  const t = useT();
  const headingId = useId();
  const { texts, written, error, retry } = abstracts;
  return (
    <figure className="chart" aria-labelledby={headingId}>
      <figcaption>
        <h2 id={headingId}>{t('overview.termsTitle')}</h2>
      </figcaption>
      <p className="chart-note">{t('overview.termsNote')}</p>
      {texts ? (
        <Suspense fallback={<Status>{t('overview.termsFinding')}</Status>}>
          <TopicTermLists promise={termsPromise(list, texts, written)} topics={list.topics} />
        </Suspense>
      ) : error !== null ? (
        <div className="chart-error" role="alert">
          <p>
            {t('overview.termsFailed')}{' '}
            <button type="button" className="button" onClick={retry}>
              {t('overview.retry')}
            </button>
          </p>
          <p className="notice-detail">{error}</p>
        </div>
      ) : (
        <Status>{t('overview.termsLoading')}</Status>
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

// `topics`: the list's, for each topic's label in the page's language.
function TopicTermLists({ promise, topics }: { promise: Promise<TopicTerms[]>; topics: readonly Topic[] }) {
  const t = useT();
  const labelOf = useTopicLabel();
  const byTopic = use(promise);
  if (byTopic.length === 0) return <p className="chart-empty">{t('overview.noTopics')}</p>;
  return (
    <div className="topic-terms">
      {byTopic.map((topic) => (
        <TopicTermList key={topic.id} topic={topic} label={labelOf(topics.find((known) => known.id === topic.id) ?? topic)} />
      ))}
    </div>
  );
}

function TopicTermList({ topic, label }: { topic: TopicTerms; label: string }) {
  const t = useT();
  const headingId = useId();
  return (
    <div className="topic-terms-item">
      <h3 id={headingId}>{label}</h3>
      {topic.terms.length === 0 ? (
        <p className="chart-empty">{t(topic.papers < TERM_RULES.minPapers ? 'overview.tooFewPapers' : 'overview.noTermStandsOut')}</p>
      ) : (
        // The terms are words of the abstracts, as written.
        <ul className="terms" aria-labelledby={headingId} lang="en">
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
