// The first search after a page load runs cold: V8 has not compiled the search and highlighting code
// yet, and their caches are empty. warmUp runs a few searches of the collection's own words while the
// page is idle, so that the reader's first keystrokes cost what the later ones do (npm run bench: the
// first three keystrokes of a load were its slowest, 12–30 ms against a median of 5 ms).
import { snippet } from './highlight';
import { type SearchCorpus, runSearch } from './run';
import { EMPTY_SEARCH } from './state';

/**
 * warmUpQueries(corpus) => e.g. ["KernelBand optimizes", "KernelBand opt"]: the opening words of the
 * first title with a word in it, whole and with the last one cut to a prefix. [] for an empty list.
 */
export function warmUpQueries(corpus: SearchCorpus): string[] {
  for (const paper of corpus.papers) {
    const words = paper.title.match(/[\p{L}\p{N}]{4,}/gu) ?? [];
    if (words.length === 0) continue;
    const two = words.slice(0, 2);
    const last = two.at(-1) as string;
    return [two.join(' '), [...two.slice(0, -1), last.slice(0, 3)].join(' ')];
  }
  return [];
}

/** Runs the searches and snippets a first query needs, and discards them; returns how many results each found. */
export function warmUp(corpus: SearchCorpus, rows = 8): number[] {
  return warmUpQueries(corpus).map((q) => {
    const outcome = runSearch(corpus, { ...EMPTY_SEARCH, q });
    for (const paper of outcome.results.slice(0, rows)) snippet(corpus.textOf(paper.id) ?? paper.summary, outcome.highlightTerms);
    return outcome.results.length;
  });
}
