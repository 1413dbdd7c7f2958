// The collection at a glance: papers per topic, the benchmarks most named, the share of papers with
// code, and each topic's characteristic terms. Every bar and term leads to the search it summarises.

import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { ListFile } from '../../lib/types';
import { codeShare, papersPerTopic, topBenchmarks } from '../../lib/overview/counts';
import { searchPath } from '../../lib/search/url';
import { topicLabel, useLocale, useT } from '../../i18n/i18n';
import { BarChart, type Bar } from './BarChart';
import { CodeShareChart } from './CodeShareChart';
import './overview.css';

/** How many benchmarks the chart shows, at most. */
const BENCHMARKS_SHOWN = 15;

interface OverviewPageProps {
  list: ListFile;
  /** The characteristic terms' figure (TermsChart): it needs the abstracts, which come later. */
  terms: ReactNode;
}

export function OverviewPage({ list, terms }: OverviewPageProps) {
  const t = useT();
  const locale = useLocale();
  const topics = useMemo(() => papersPerTopic(list), [list]);
  const benchmarks = useMemo(() => topBenchmarks(list, BENCHMARKS_SHOWN), [list]);
  const topicById = useMemo(() => new Map(list.topics.map((topic) => [topic.id, topic])), [list]);
  const code = useMemo(() => codeShare(list), [list]);

  const topicBars = topics.map((topic): Bar => {
    const label = topicLabel(topicById.get(topic.id) ?? topic, locale);
    return {
      key: topic.id,
      label,
      value: topic.papers,
      name: t('overview.barName', { label, count: topic.papers }),
      to: searchPath({ topics: [topic.id] }),
    };
  });
  const benchmarkBars = benchmarks.map(
    (bench): Bar => ({
      key: bench.name,
      label: bench.name,
      lang: 'en',
      value: bench.papers,
      name: t('overview.barName', { label: bench.name, count: bench.papers }),
      to: searchPath({ bench: [bench.name] }),
    }),
  );

  return (
    <article className="overview">
      <header className="page-header">
        <h1>{t('overview.title')}</h1>
        <p className="page-meta">{t('overview.meta', { collection: list.collection.title, papers: list.papers.length, topics: topics.length })}</p>
      </header>
      <div className="charts">
        <BarChart title={t('overview.perTopicTitle')} note={t('overview.perTopicNote')} bars={topicBars} empty={t('overview.noTopics')} />
        <BarChart
          title={t('overview.benchmarksTitle')}
          note={t('overview.benchmarksNote', { count: BENCHMARKS_SHOWN })}
          bars={benchmarkBars}
          empty={t('overview.noBenchmarks')}
        />
        <CodeShareChart share={code} to={searchPath({ code: true })} />
        {terms}
      </div>
    </article>
  );
}
