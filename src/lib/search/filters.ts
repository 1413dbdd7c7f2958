// Filters (topics, benchmarks, code, exclusions) and facet counts, on papers as list positions.
import type { ListPaper } from '../types';
import { type AnyCorpus, paperTables } from './corpus';
import { type Found, isExcluded } from './match';
import type { Facets } from './run';
import type { SearchState } from './state';

/** The papers (by list position) that pass the exclusions and every selected filter. */
export function applyFilters(corpus: AnyCorpus, state: SearchState, found: Found | null, excluded: readonly string[]): Found {
  const t = paperTables(corpus.papers);
  // An unknown option is -1, which no paper has.
  const topics = state.topics.map((name) => t.topics.indexOf(name));
  const bench = state.bench.map((name) => t.benchmarks.indexOf(name));
  const isOut = excluded.length > 0 && corpus.index !== null ? isExcluded(corpus, excluded) : null;
  const has = (start: Int32Array, of: Int32Array, p: number, n: number) => {
    for (let k = start[p] as number; k < (start[p + 1] as number); k++) if (of[k] === n) return true;
    return false;
  };
  const keep = (p: number) => {
    if (state.code && t.code[p] !== 1) return false;
    for (const n of topics) if (!has(t.topicStart, t.topicOf, p, n)) return false;
    for (const n of bench) if (!has(t.benchStart, t.benchOf, p, n)) return false;
    return isOut === null || !isOut(p);
  };
  const size = found === null ? corpus.papers.length : found.positions.length;
  const positions = new Int32Array(size);
  const scores = new Float64Array(size);
  let k = 0;
  for (let i = 0; i < size; i++) {
    const p = found === null ? i : (found.positions[i] as number);
    if (!keep(p)) continue;
    positions[k] = p;
    scores[k] = found === null ? 0 : (found.scores[i] as number);
    k += 1;
  }
  return { positions: positions.subarray(0, k), scores: scores.subarray(0, k) };
}

function increment(counts: Int32Array, i: number): void {
  counts[i] = (counts[i] as number) + 1;
}

/** One pass over the results: linear in their number, whatever the number of topics and benchmarks. */
export function countFacets(papers: readonly ListPaper[], positions: Int32Array, state: SearchState): Facets {
  const t = paperTables(papers);
  const topicCount = new Int32Array(t.topics.length);
  const benchCount = new Int32Array(t.benchmarks.length);
  let code = 0;
  for (const p of positions) {
    code += t.code[p] as number;
    for (let k = t.topicStart[p] as number; k < (t.topicStart[p + 1] as number); k++) increment(topicCount, t.topicOf[k] as number);
    for (let k = t.benchStart[p] as number; k < (t.benchStart[p + 1] as number); k++) increment(benchCount, t.benchOf[k] as number);
  }
  const toMap = (names: readonly string[], counts: Int32Array, selected: readonly string[]) => {
    const map = new Map<string, number>();
    counts.forEach((n, i) => n > 0 && map.set(names[i] as string, n));
    // A selected option keeps every current result: its count is theirs, 0 included.
    for (const name of selected) map.set(name, positions.length);
    return map;
  };
  return { topics: toMap(t.topics, topicCount, state.topics), code, bench: toMap(t.benchmarks, benchCount, state.bench) };
}

