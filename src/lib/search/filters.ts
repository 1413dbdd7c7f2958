// Filters and facet counts, on papers as list positions. Two kinds of filter hold lists of values:
// - all of: topics, benchmarks, authors, institutions; a paper must have every value chosen;
// - any of: presentation types, sessions and days; a paper must have one of the values chosen (an oral
//   or a spotlight; Tuesday or Wednesday), as choosing two days means either day.
// Then "has code", and the query's exclusions.
import type { ListPaper } from '../types';
import { type AnyCorpus, type Numbered, hasAny, paperTables } from './corpus';
import { type Found, isExcluded } from './match';
import type { Facets } from './run';
import type { ListFilter, SearchState } from './state';

/** The filters of which a paper needs every value chosen. */
export const ALL_OF = ['topics', 'bench', 'authors', 'institutions'] as const satisfies readonly ListFilter[];
/** The filters of which a paper needs one value chosen. */
export const ANY_OF = ['types', 'sessions', 'days'] as const satisfies readonly ListFilter[];
type AnyOf = (typeof ANY_OF)[number];

/** The papers passing the filters, and those missing only an any-of filter: what its options' counts need. */
interface Filtered {
  kept: Found;
  /** Papers that pass every filter but one any-of filter (by position), and which one (its index in ANY_OF). */
  nearly: { positions: Int32Array; filter: Uint8Array };
}

const has = (table: Numbered, p: number, n: number): boolean => {
  for (let k = table.start[p] as number; k < (table.start[p + 1] as number); k++) if (table.of[k] === n) return true;
  return false;
};

function filter(corpus: AnyCorpus, state: SearchState, found: Found | null, excluded: readonly string[]): Filtered {
  const t = paperTables(corpus.papers);
  // By number; an unknown value is -1, which no paper has.
  const allOf = ALL_OF.flatMap((name) => state[name].map((value) => [t[name], t[name].numbers.get(value) ?? -1] as const));
  const anyOf = ANY_OF.flatMap((name, i) => {
    if (state[name].length === 0) return [];
    const table = t[name];
    const chosen = new Uint8Array(table.names.length);
    for (const value of state[name]) {
      const n = table.numbers.get(value);
      if (n !== undefined) chosen[n] = 1;
    }
    return [{ table, chosen, i }];
  });
  const isOut = excluded.length > 0 && corpus.index !== null ? isExcluded(corpus, excluded) : null;
  const size = found === null ? corpus.papers.length : found.positions.length;
  const positions = new Int32Array(size);
  const scores = new Float64Array(size);
  const near: number[] = [];
  const nearFilter: number[] = [];
  let k = 0;
  papers: for (let i = 0; i < size; i++) {
    const p = found === null ? i : (found.positions[i] as number);
    if (state.code && t.code[p] !== 1) continue;
    for (const [table, n] of allOf) if (!has(table, p, n)) continue papers;
    let missed = -1;
    for (const { table, chosen, i: which } of anyOf) {
      if (hasAny(table, p, chosen)) continue;
      if (missed !== -1) continue papers;
      missed = which;
    }
    if (isOut !== null && isOut(p)) continue;
    if (missed !== -1) {
      near.push(p);
      nearFilter.push(missed);
      continue;
    }
    positions[k] = p;
    scores[k] = found === null ? 0 : (found.scores[i] as number);
    k += 1;
  }
  return {
    kept: { positions: positions.subarray(0, k), scores: scores.subarray(0, k) },
    nearly: { positions: Int32Array.from(near), filter: Uint8Array.from(nearFilter) },
  };
}

/** The papers (by list position) that pass the exclusions and every selected filter. */
export function applyFilters(corpus: AnyCorpus, state: SearchState, found: Found | null, excluded: readonly string[]): Found {
  return filter(corpus, state, found, excluded).kept;
}

/**
 * How many results each option of a filter would give, counted when first asked: a keystroke's search
 * pays nothing for the thousands of authors of a conference until the filters column reads them (after
 * the results are drawn), and a page that shows no such filter never does.
 *   counts.get("Ling Yang") => 2
 */
export interface OptionCounts {
  get(value: string): number;
}

function countValues(table: Numbered, positions: Int32Array): Int32Array {
  const counts = new Int32Array(table.names.length);
  for (const p of positions) {
    for (let k = table.start[p] as number; k < (table.start[p + 1] as number); k++) {
      const n = table.of[k] as number;
      counts[n] = (counts[n] as number) + 1;
    }
  }
  return counts;
}

class CountedOptions implements OptionCounts {
  #counts: Int32Array | null = null;

  constructor(
    private readonly table: Numbered,
    /** The papers to count (by position). */
    private readonly positions: Int32Array,
    /** Added to every option's count: the results, for an any-of filter with values chosen. */
    private readonly base: number,
    private readonly chosen: readonly string[],
    private readonly results: number,
  ) {}

  get(value: string): number {
    // A chosen option keeps every current result: its count is theirs, 0 included.
    if (this.chosen.includes(value)) return this.results;
    const n = this.table.numbers.get(value);
    if (n === undefined) return 0;
    this.#counts ??= countValues(this.table, this.positions);
    return this.base + (this.#counts[n] as number);
  }
}

/**
 * Each option's count with that option added to the search, in one pass over the results (and the
 * papers missing only an any-of filter): linear in their number, whatever the number of options.
 * An all-of option: the results that have it. An any-of option, with other values of its filter chosen:
 * the results, and the papers that pass every other filter and have this value (what choosing it too
 * brings in); with none chosen, the results that have it.
 */
function countFacets(papers: readonly ListPaper[], { kept, nearly }: Filtered, state: SearchState): Facets {
  const t = paperTables(papers);
  const results = kept.positions.length;
  const toMap = (name: 'topics' | 'bench') => {
    const counts = countValues(t[name], kept.positions);
    const map = new Map<string, number>();
    counts.forEach((n, i) => n > 0 && map.set(t[name].names[i] as string, n));
    for (const value of state[name]) map.set(value, results);
    return map;
  };
  const allOf = (name: 'authors' | 'institutions') => new CountedOptions(t[name], kept.positions, 0, state[name], results);
  const anyOf = (name: AnyOf) => {
    if (state[name].length === 0) return new CountedOptions(t[name], kept.positions, 0, [], results);
    const which = ANY_OF.indexOf(name);
    return new CountedOptions(t[name], nearly.positions.filter((_, i) => nearly.filter[i] === which), results, state[name], results);
  };
  let code = 0;
  for (const p of kept.positions) code += t.code[p] as number;
  return {
    topics: toMap('topics'),
    code,
    bench: toMap('bench'),
    authors: allOf('authors'),
    institutions: allOf('institutions'),
    types: anyOf('types'),
    sessions: anyOf('sessions'),
    days: anyOf('days'),
  };
}

/** The papers that pass the filters, and the count of every filter option (see countFacets). */
export function filterAndCount(corpus: AnyCorpus, state: SearchState, found: Found | null, excluded: readonly string[]): { kept: Found; facets: Facets } {
  const filtered = filter(corpus, state, found, excluded);
  return { kept: filtered.kept, facets: countFacets(corpus.papers, filtered, state) };
}
