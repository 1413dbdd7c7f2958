// The data build on one thread or two. With two, a worker (buildWorker.ts) describes the first half of
// the papers while the main thread describes the second, then builds the search index while the main
// thread relates papers, draws the map and encodes the files. Both run the same src/lib code, and the
// answers are put back in the list's order: the files are the same either way.
import { describePapers, describeRecords, type BuildRules, type Describers } from '../../src/lib/parse/parse';
import { createIndex } from '../../src/lib/search/build';
import { searchDocs } from '../../src/lib/search/options';
import { encodeIndex } from '../../src/lib/search/serialize';
import { shareOut } from '../../src/lib/shareOut';
import { PaperTexts, packTexts } from '../../src/lib/texts';
import type { ListFile, TextFile } from '../../src/lib/types';
import { SyncWorker } from '../shared/syncWorker';

/** Below this many bytes of input (some 200 abstracts) the build stays on one thread: starting a worker would take longer than it saves. */
export const PARALLEL_MIN_BYTES = 256 * 1024;

export interface BuildThreads {
  /** For ParseOptions.describe; undefined on one thread (parse describes the papers itself). */
  describe: Describers | undefined;
  /** Starts search-index.json's content; the function returns it (waiting for the worker if it is not done). */
  startSearchIndex: (list: ListFile, text: TextFile) => () => string;
  close: () => void;
}

/** search-index.json's content: the page's full-text index, built with the page's own code. */
export function searchIndexFile(list: ListFile, text: TextFile): string {
  return JSON.stringify(encodeIndex(createIndex(searchDocs(list, new PaperTexts(packTexts(text))))));
}

export function oneThread(): BuildThreads {
  return {
    describe: undefined,
    startSearchIndex: (list, text) => () => searchIndexFile(list, text),
    close: () => {},
  };
}

/** Two threads; `rulesDir` is where the worker reads the same rules as `rules` from. */
export function twoThreads(rulesDir: string, rules: BuildRules): BuildThreads {
  const worker = new SyncWorker(new URL('./buildWorker.ts', import.meta.url));
  return {
    describe: {
      papers: (abstracts) => {
        const [theirs, ours] = shareOut(abstracts, 2) as [typeof abstracts[number][], typeof abstracts[number][]];
        const job = worker.post('papers', { rulesDir, abstracts: theirs });
        const described = describePapers(ours, rules);
        return [...worker.wait<ReturnType<typeof describePapers>>(job), ...described];
      },
      records: (records) => {
        const [theirs, ours] = shareOut(records, 2) as [typeof records[number][], typeof records[number][]];
        const job = worker.post('records', { rulesDir, records: theirs });
        const described = describeRecords(ours, rules);
        return [...worker.wait<ReturnType<typeof describeRecords>>(job), ...described];
      },
    },
    startSearchIndex: (list, text) => {
      const job = worker.post('searchIndex', { list, text });
      return () => worker.wait<string>(job);
    },
    close: () => worker.close(),
  };
}
