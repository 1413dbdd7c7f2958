// Building a search index: with load.ts, the only code that needs MiniSearch itself (through
// IndexReader, its subclass; the rest reads an index it is given), and the code that reads an index (the
// query engine, given with each index: corpus.ts queryEngine). Kept apart so that the search page can
// show its first results before this loads.
// The page builds only the titles index; the full one is built by the data build (search-index.json).
import type { Options } from 'minisearch';
import { IndexReader } from './indexReader';
import { analyzeToken } from './normalize';
import { keepWrittenWords, SEARCH_OPTIONS } from './options';
import type { SearchDoc } from './options';
import { giveWay, INDEX_SLICE_MS } from '../slices';
import { keepQueryEngine } from './corpus';
import { QUERY_ENGINE } from './match';
import type { BuildOptions } from '../slices';

// SEARCH_OPTIONS, with a processTerm that also notes how each new token is written (once per token).
function recordingOptions(words: Map<string, string>): Options<SearchDoc> {
  const seen = new Set<string>();
  const processTerm = (token: string) => {
    const analyzed = analyzeToken(token);
    if (!seen.has(token)) {
      seen.add(token);
      for (const [folded, form] of analyzed.words) {
        const current = words.get(folded);
        // Names keep their case ("KernelBand"), a capital at a sentence start does not ("Model" => "model");
        // a form written in lowercase somewhere wins.
        const lower = form.toLowerCase();
        if (current === undefined) words.set(folded, /\p{Lu}/u.test(form.slice(1)) ? form : lower);
        else if (form === lower && current !== lower) words.set(folded, lower);
      }
    }
    return analyzed.terms;
  };
  return { ...SEARCH_OPTIONS, processTerm };
}

function newIndex(): IndexReader {
  const words = new Map<string, string>();
  const index = new IndexReader(recordingOptions(words));
  keepWrittenWords(index, words);
  keepQueryEngine(index, QUERY_ENGINE);
  return index;
}

/** An index of the given documents, built in one go (tests, small lists, the build). */
export function createIndex(docs: readonly SearchDoc[]): IndexReader {
  const index = newIndex();
  index.addAll(docs);
  return index;
}

/**
 * The same index built a few milliseconds at a time, giving the browser a turn between slices so that
 * the page keeps painting and answering keystrokes while 20,000 abstracts are indexed. Slices are
 * measured in time, not documents: a title takes microseconds, an abstract about half a millisecond,
 * and MiniSearch's addAllAsync (fixed chunks, each followed by a setTimeout that the browser clamps to
 * 4 ms) spent a third of its time waiting.
 */
export async function createIndexAsync(docs: readonly SearchDoc[], options: BuildOptions = {}): Promise<IndexReader> {
  const { sliceMs = INDEX_SLICE_MS, now = () => performance.now(), yieldToBrowser = giveWay, signal } = options;
  const index = newIndex();
  let i = 0;
  while (i < docs.length) {
    signal?.throwIfAborted();
    const end = now() + sliceMs;
    do index.add(docs[i++] as SearchDoc);
    while (i < docs.length && now() < end);
    if (i < docs.length) await yieldToBrowser();
  }
  return index;
}
