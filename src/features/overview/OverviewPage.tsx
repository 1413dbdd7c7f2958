// The collection at a glance: papers per topic, the benchmarks most named, the share of papers with
// code, and each topic's characteristic terms. Every bar and term leads to the search it summarises.

import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { ListFile } from '../../lib/types';
import { codeShare, papersPerTopic, topBenchmarks } from '../../lib/overview/counts';
import { searchPath } from '../../lib/search/url';
import { BarChart, type Bar } from './BarChart';
import { CodeShareChart } from './CodeShareChart';
import { papers } from './wording';
import './overview.css';

interface OverviewPageProps {
  list: ListFile;
  /** The characteristic terms' figure (TermsChart): it needs the abstracts, which come later. */
  terms: ReactNode;
}

export function OverviewPage({ list, terms }: OverviewPageProps) {
  const topics = useMemo(() => papersPerTopic(list), [list]);
  const benchmarks = useMemo(() => topBenchmarks(list), [list]);
  const code = useMemo(() => codeShare(list), [list]);

  const topicBars = topics.map(
    (topic): Bar => ({
      key: topic.id,
      label: topic.label,
      value: topic.papers,
      name: `${topic.label}: ${papers(topic.papers)}`,
      to: searchPath({ topics: [topic.id] }),
    }),
  );
  const benchmarkBars = benchmarks.map(
    (bench): Bar => ({
      key: bench.name,
      label: bench.name,
      value: bench.papers,
      name: `${bench.name}: ${papers(bench.papers)}`,
      to: searchPath({ bench: [bench.name] }),
    }),
  );

  return (
    <article className="overview">
      <header className="page-header">
        <h1>Overview</h1>
        <p className="page-meta">
          {list.collection.title} at a glance: {papers(list.papers.length)} in {topics.length === 1 ? '1 topic' : `${topics.length} topics`}.
        </p>
      </header>
      <div className="charts">
        <BarChart
          title="Papers per topic"
          note="A paper has up to three topics. Each bar opens the papers of its topic."
          bars={topicBars}
          empty="No paper has a topic yet."
        />
        <BarChart
          title="Most named benchmarks and datasets"
          note="Up to 15, by the number of abstracts that name them. Each bar opens those papers."
          bars={benchmarkBars}
          empty="No abstract names a benchmark or dataset we know."
        />
        <CodeShareChart share={code} to={searchPath({ code: true })} />
        {terms}
      </div>
    </article>
  );
}
