// Filters (topics, benchmarks, code, exclusions, and a conference's own: conference.ts) and facet counts,
// on papers as list positions.
import { type AnyCorpus, type ConferenceFilters, has, paperTables, queryEngine } from './corpus';
import type { Found } from './match';
import type { Facets, OptionCounts } from './run';
import type { SearchState } from './state';

const NONE: OptionCounts = { get: () => 0 };
const NO_COUNTS = { authors: NONE, institutions: NONE, types: NONE, sessions: NONE, days: NONE };
// A conference's filters chosen for a list without its data (or without its code): no paper passes them.
const NOBODY: ConferenceFilters = { keep: () => false, counts: () => NO_COUNTS };

function filter(corpus: AnyCorpus, state: SearchState, found: Found | null, excluded: readonly string[]): { kept: Found; conference: ConferenceFilters | null } {
  const t = paperTables(corpus.papers);
  // An unknown option is -1, which no paper has.
  const topics = state.topics.map((name) => t.topics.numbers.get(name) ?? -1);
  const bench = state.bench.map((name) => t.bench.numbers.get(name) ?? -1);
  const conference =
    corpus.conference?.filter(corpus.papers, state) ??
    (state.authors.length + state.institutions.length + state.types.length + state.sessions.length + state.days.length > 0 ? NOBODY : null);
  const keep = conference?.keep ?? null;
  const isOut = excluded.length > 0 && corpus.index !== null ? queryEngine(corpus.index).isExcluded(corpus, excluded) : null;
  const size = found === null ? corpus.papers.length : found.positions.length;
  const positions = new Int32Array(size);
  const scores = new Float64Array(size);
  let k = 0;
  papers: for (let i = 0; i < size; i++) {
    const p = found === null ? i : (found.positions[i] as number);
    if (state.code && t.code[p] !== 1) continue;
    for (const n of topics) if (!has(t.topics, p, n)) continue papers;
    for (const n of bench) if (!has(t.bench, p, n)) continue papers;
    // The conference's last: it notes the papers that miss only one of its any-of filters, for their counts.
    if ((isOut !== null && isOut(p)) || (keep !== null && !keep(p))) continue;
    positions[k] = p;
    scores[k] = found === null ? 0 : (found.scores[i] as number);
    k += 1;
  }
  return { kept: { positions: positions.subarray(0, k), scores: scores.subarray(0, k) }, conference };
}

/** The papers (by list position) that pass the exclusions and every selected filter. */
export function applyFilters(corpus: AnyCorpus, state: SearchState, found: Found | null, excluded: readonly string[]): Found {
  return filter(corpus, state, found, excluded).kept;
}

/**
 * The papers that pass the filters, and each option's count with that option added: topics and
 * benchmarks in one pass over the results, linear in their number, whatever the number of options; a
 * conference's options by conference.ts, counted when first read.
 */
export function filterAndCount(corpus: AnyCorpus, state: SearchState, found: Found | null, excluded: readonly string[]): { kept: Found; facets: Facets } {
  const { kept, conference } = filter(corpus, state, found, excluded);
  const t = paperTables(corpus.papers);
  const toMap = (name: 'topics' | 'bench') => {
    const table = t[name];
    const counts = new Int32Array(table.names.length);
    for (const p of kept.positions) {
      for (let j = table.start[p] as number; j < (table.start[p + 1] as number); j++) {
        const n = table.of[j] as number;
        counts[n] = (counts[n] as number) + 1;
      }
    }
    const map = new Map<string, number>();
    counts.forEach((n, i) => n > 0 && map.set(table.names[i] as string, n));
    // A selected option keeps every current result: its count is theirs, 0 included.
    for (const value of state[name]) map.set(value, kept.positions.length);
    return map;
  };
  let code = 0;
  for (const p of kept.positions) code += t.code[p] as number;
  const more = conference?.counts(kept.positions) ?? NO_COUNTS;
  return { kept, facets: { topics: toMap('topics'), code, bench: toMap('bench'), ...more } };
}
