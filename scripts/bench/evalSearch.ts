// npm run eval:search -- [--count N] [--no-write]
// Runs the judged query set (searchQueries.ts) on the bundled list and on a list of N (default 5,000)
// abstracts recombined from the real ones the project holds (the bundled list, the development sample
// and the held-out sample), and prints per query the precision of the first 10 results, how many
// papers are shown against how many contain the words, and where the expected paper ranks. Writes the
// tables into docs/benchmarks.md between its search-quality markers (npm run bench keeps them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAbstractList } from '../../src/lib/parse/parse';
import { splitForSearch } from '../../src/lib/parse/split';
import { createIndex } from '../../src/lib/search/build';
import { searchDocs } from '../../src/lib/search/options';
import { abbreviationTable } from '../../src/lib/search/abbreviations';
import type { SearchCorpus } from '../../src/lib/search/corpus';
import { runSearch } from '../../src/lib/search/run';
import { waysOut } from '../../src/lib/search/waysOut';
import { EMPTY_SEARCH } from '../../src/lib/search/state';
import { readJsonFile, writeFileAtomic } from '../shared/files';
import { type Io, parseCommandLine, runIfMain } from '../shared/cli';
import { loadBuildRules, loadSearchAbbreviations } from '../build/rules';
import { recombinedList } from './synthetic';
import { JUDGED_QUERIES } from './searchQueries';
import { type JudgedPaper, type QueryScore, SECTION_END, SECTION_START, judgedPaper, scoreQuery, scoreTable, withSection } from './searchEval';

const ROOT = join(import.meta.dirname, '..', '..');
/** The real abstracts the recombined list is made of. */
export const REAL_LISTS = ['data/icml-2026.txt', 'tests/fixtures/real-sample/dev.txt', 'tests/fixtures/heldout-arxiv/list.txt'];
const REPORT = join(ROOT, 'docs', 'benchmarks.md');

const USAGE = `usage: npm run eval:search -- [--count N] [--no-write]
  --count N    papers in the recombined list (default 5000)
  --no-write   print only; leave docs/benchmarks.md as it is`;

/** The abstracts of a list file: its paragraphs after the header. */
function abstractsOf(path: string): string[] {
  return readFileSync(join(ROOT, path), 'utf8').split(/\r?\n\s*\r?\n/).slice(1).map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p !== '');
}

/** The search corpus of a list's text, built with the project's rules, as the data build and the page build it. */
function corpusOf(text: string, source: string): { corpus: SearchCorpus; judged: Map<string, JudgedPaper> } {
  const rules = loadBuildRules(join(ROOT, 'data'), readJsonFile);
  const abbreviations = loadSearchAbbreviations(join(ROOT, 'data'), readJsonFile);
  const { data } = parseAbstractList(text, { source, ...rules });
  const { list, text: texts } = splitForSearch(data, abbreviations);
  const byText = new Map(texts.ids.map((id, i) => [id, texts.texts[i] ?? '']));
  const index = createIndex(searchDocs(list, byText));
  const corpus: SearchCorpus = {
    papers: list.papers,
    byId: new Map(list.papers.map((p) => [p.id, p])),
    index,
    textOf: (id) => byText.get(id),
    fullText: true,
    abbreviations,
  };
  const judged = new Map(list.papers.map((p) => [p.id, judgedPaper(p.title, byText.get(p.id) ?? '')]));
  return { corpus, judged };
}

function evaluate(corpus: SearchCorpus, judged: Map<string, JudgedPaper>): QueryScore[] {
  const table = abbreviationTable(corpus.abbreviations ?? []);
  return JUDGED_QUERIES.map((query) => {
    const outcome = runSearch(corpus, { ...EMPTY_SEARCH, q: query.q });
    // What the page offers when nothing is found.
    const didYouMean = outcome.results.length === 0 ? waysOut(corpus, { ...EMPTY_SEARCH, q: query.q }).didYouMean : null;
    const notes = [
      ...(outcome.missing.length > 0 ? [`no paper mentions ${outcome.missing.map((w) => `“${w}”`).join(', ')}`] : []),
      ...outcome.respelled.map((r) => `“${r.word}” searched as ${r.as.map((w) => `“${w}”`).join(', ')}`),
      ...(didYouMean !== null ? [`did you mean “${didYouMean}”`] : []),
    ];
    return scoreQuery(query, outcome.results.map((p) => p.id), judged, table, notes.join('; '));
  });
}

export async function main(argv: string[], io: Io): Promise<number> {
  const args = parseCommandLine({ args: argv, options: { count: { type: 'string', default: '5000' }, 'no-write': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } }, USAGE, io);
  if (typeof args === 'number') return args;
  const count = Number(args.values.count);
  if (!Number.isInteger(count) || count < 1) {
    io.stderr(`error: --count must be a positive integer, got ${JSON.stringify(args.values.count)}`);
    return 1;
  }
  const real = REAL_LISTS.flatMap(abstractsOf);
  const sections: string[] = [];
  for (const [title, text, source] of [
    ['The bundled list (19 papers)', readFileSync(join(ROOT, 'data/icml-2026.txt'), 'utf8'), 'data/icml-2026.txt'],
    [`${count.toLocaleString('en')} papers recombined from ${real.length} real abstracts`, recombinedList(real, count), 'recombined'],
  ] as const) {
    const started = performance.now();
    const { corpus, judged } = corpusOf(text, source);
    const scores = evaluate(corpus, judged);
    const table = scoreTable(title, scores);
    io.stdout(`${table}\n\n(${corpus.papers.length} papers, built and searched in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
    sections.push(table);
  }
  if (!args.values['no-write']) {
    const section = `${SECTION_START}\n## Search quality (npm run eval:search)\n\nThe judged queries of scripts/bench/searchQueries.ts; a result counts when each query word stands in its title or abstract by stem, as the word being completed, or as an abbreviation's long form (scripts/bench/searchEval.ts).\n\n${sections.join('\n\n')}\n${SECTION_END}`;
    writeFileAtomic(REPORT, withSection(readFileSync(REPORT, 'utf8'), section));
    io.stdout(`wrote the search-quality section of ${REPORT.replace(`${ROOT}/`, '')}\n`);
  }
  return 0;
}

runIfMain(import.meta.url, main);
