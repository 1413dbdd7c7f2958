// The data build's second thread (run by scripts/shared/syncWorker.ts, wired by buildThreads.ts): part
// of the papers described, and the search index built while the main thread relates papers and draws
// the map. The same src/lib code as the main thread's; the rules read again from their folder (their
// compiled term sets do not survive a structured clone).
import { describePapers, describeRecords, type BuildRules, type ListAbstract, type RecordAbstract } from '../../src/lib/parse/parse';
import type { ListFile, TextFile } from '../../src/lib/types';
import { readJsonFile } from '../shared/files';
import { searchIndexFile } from './buildThreads';
import { loadBuildRules } from './rules';

const rulesByDir = new Map<string, BuildRules>();

function rulesIn(dir: string): BuildRules {
  let rules = rulesByDir.get(dir);
  if (rules === undefined) rulesByDir.set(dir, (rules = loadBuildRules(dir, readJsonFile)));
  return rules;
}

export const handlers = {
  papers: ({ rulesDir, abstracts }: { rulesDir: string; abstracts: ListAbstract[] }) => describePapers(abstracts, rulesIn(rulesDir)),
  records: ({ rulesDir, records }: { rulesDir: string; records: RecordAbstract[] }) => describeRecords(records, rulesIn(rulesDir)),
  /** search-index.json's content, as build-data.ts would write it. */
  searchIndex: ({ list, text }: { list: ListFile; text: TextFile }) => searchIndexFile(list, text),
};
