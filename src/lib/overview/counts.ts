// The overview's counts from list.json: papers per topic, the benchmarks most named, the share of
// papers with code. Pure and deterministic: equal counts are ordered by name, never by list order.

import type { ListPaper, Topic } from '../types';
import { lazyCollator } from '../collators';

/** What papersPerTopic reads of list.json; ListFile fits. */
export interface TopicList {
  topics: readonly Topic[];
  papers: readonly Pick<ListPaper, 'topics'>[];
}

export interface TopicCount {
  id: string;
  label: string;
  /** Papers that have the topic (a paper has up to three). */
  papers: number;
}

export interface BenchmarkCount {
  /** The canonical name, as list.json spells it (what the search's `bench` filter takes). */
  name: string;
  /** Papers whose abstract names it. */
  papers: number;
}

export interface CodeShare {
  withCode: number;
  total: number;
  /** withCode / total, in [0, 1]; 0 for an empty list. */
  share: number;
}

// Alphabetical for readers ("CIFAR-10" before "CIFAR-100", "iNaturalist" among the I's); the code point
// order decides whatever the collator calls equal, so the result never depends on the input's order.
const collator = lazyCollator('en', { numeric: true });
export const byName = (a: string, b: string): number => collator(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each topic of the taxonomy that at least one paper has, most papers first, then by label. Topics
 * without papers are left out: their bar would lead to an empty search.
 *   papersPerTopic(list) => [{ id: "rl", label: "Reinforcement learning", papers: 2 }, { id: "agents", … }]
 */
export function papersPerTopic(list: TopicList): TopicCount[] {
  const counts = new Map<string, number>();
  for (const paper of list.papers) {
    for (const id of new Set(paper.topics)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return list.topics
    .map(({ id, label }) => ({ id, label, papers: counts.get(id) ?? 0 }))
    .filter((topic) => topic.papers > 0)
    .sort((a, b) => b.papers - a.papers || byName(a.label, b.label) || byName(a.id, b.id));
}

/**
 * The `n` benchmarks and datasets named by the most papers (a paper naming one twice counts once),
 * then by name.
 *   topBenchmarks(list, 2) => [{ name: "MMLU", papers: 7 }, { name: "GSM8K", papers: 5 }]
 * Throws a RangeError for an `n` that is not a whole number ≥ 0.
 */
export function topBenchmarks(list: { papers: readonly Pick<ListPaper, 'benchmarks'>[] }, n = 15): BenchmarkCount[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`topBenchmarks: n must be a whole number ≥ 0, got ${n}`);
  const counts = new Map<string, number>();
  for (const paper of list.papers) {
    for (const name of new Set(paper.benchmarks)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, papers]) => ({ name, papers }))
    .sort((a, b) => b.papers - a.papers || byName(a.name, b.name))
    .slice(0, n);
}

/**
 * How many papers link to their source code.
 *   codeShare(list) => { withCode: 1, total: 3, share: 0.333… }; codeShare({ papers: [] }) => { withCode: 0, total: 0, share: 0 }
 */
export function codeShare(list: { papers: readonly Pick<ListPaper, 'code'>[] }): CodeShare {
  const total = list.papers.length;
  const withCode = list.papers.filter((paper) => paper.code).length;
  return { withCode, total, share: total === 0 ? 0 : withCode / total };
}

/**
 * A share as a whole percentage, never rounded to a misleading 0% or 100%.
 *   formatShare(1 / 3) => "33%"; formatShare(0.004) => "<1%"; formatShare(0.996) => ">99%"; formatShare(0) => "0%"
 */
export function formatShare(share: number): string {
  if (share > 0 && share < 0.01) return '<1%';
  if (share > 0.99 && share < 1) return '>99%';
  return `${Math.round(share * 100)}%`;
}
