// The ways out of a search that finds nothing: a corrected query, the filters to drop, the closest words,
// the query without the words no paper has. Worked out only when nothing is found (the page's no-results
// part, loaded when it is needed), not on every keystroke's runSearch.
import { type ClosestWord, closestWords, correctQuery } from './correct';
import type { AnyCorpus, SearchCorpus } from './corpus';
import { applyFilters } from './filters';
import { type Found, matchQuery } from './match';
import { fold } from './normalize';
import { parseQuery } from './query';
import { type ActiveFilter, type SearchState, activeFilters, withoutFilter } from './state';

export interface WaysOut {
  /** A corrected query when this one finds nothing because of a misspelt word, else null. */
  didYouMean: string | null;
  /** Each active filter without which the search finds papers, and how many. */
  withoutFilter: readonly { filter: ActiveFilter; count: number }[];
  /** The words of the papers closest to the query's unknown words (correct.ts), not the corrected query again. */
  closestWords: readonly ClosestWord[];
  /** Words of the query no paper has in any form ("zebrafish"). */
  missing: readonly string[];
  /** The query without the missing words, and how many papers it finds (filters too); null when nothing is left or it finds nothing. */
  withoutMissing: { query: string; count: number } | null;
}

/**
 * waysOut(corpus, { ...EMPTY_SEARCH, q: 'kernl', code: true }) => { didYouMean: "kernel", withoutFilter:
 *   [{ filter: { kind: "code" }, count: 3 }], closestWords: [{ word: "kernels", query: "kernels" }], … }
 * For a search runSearch found nothing for; a query read as runSearch reads it (Chinese in English).
 */
export function waysOut(corpus: AnyCorpus, state: SearchState): WaysOut {
  const q = corpus.chinese?.read(state.q).query ?? state.q;
  const query = parseQuery(q);
  // Words are looked up only once there is an index; the filters' ways out need none.
  const indexed: SearchCorpus | null = corpus.index === null || query.empty ? null : corpus;
  const match = indexed === null ? null : matchQuery(indexed, query);
  const didYouMean = indexed === null ? null : correctQuery(indexed, q, query);
  const missing = match?.missing ?? [];
  return {
    didYouMean,
    withoutFilter: query.wordless ? [] : filtersToDrop(corpus, state, match?.found ?? null, corpus.index === null ? [] : query.excluded),
    closestWords: indexed === null ? [] : closestWords(indexed, q, query).filter((c) => c.query !== didYouMean),
    missing,
    withoutMissing: indexed === null || missing.length === 0 ? null : searchWithout(indexed, state, q, missing),
  };
}

/** The query with the words no paper has taken out, and what it finds with the same filters; null when nothing is left or it finds nothing. */
function searchWithout(corpus: SearchCorpus, state: SearchState, q: string, missing: readonly string[]): { query: string; count: number } | null {
  const drop = new Set(missing.map(fold));
  const rest = q.split(/\s+/).filter((word) => word !== '' && !drop.has(fold(word))).join(' ');
  const query = parseQuery(rest);
  if (query.empty) return null;
  const { found } = matchQuery(corpus, query);
  const count = applyFilters(corpus, state, found, query.excluded).positions.length;
  return count > 0 ? { query: rest, count } : null;
}

/** Each active filter without which the same query finds papers, with their number. */
function filtersToDrop(corpus: AnyCorpus, state: SearchState, found: Found | null, excluded: readonly string[]) {
  return activeFilters(state).flatMap((filter) => {
    const count = applyFilters(corpus, withoutFilter(state, filter), found, excluded).positions.length;
    return count > 0 ? [{ filter, count }] : [];
  });
}
