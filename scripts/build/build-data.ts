// npm run build:data -- [INPUT] [--abstracts FILE] [--out DIR] [--strict]
// Reads a plain-text list of abstracts or a conference's own data (a virtual-site feed, OpenReview notes,
// MiniConf's papers.csv: detected from the content, src/lib/parse/formats/detect.ts), writes DIR/papers.json (and its split for the search page,
// list.json and text.json, with the full-text index search-index.json, and the Chinese glossary
// glossary-zh.json; for the paper pages,
// paper/ID.json, and paper-parts.json from which the service worker makes them offline; for the paper
// map, map.json; for the schedule page, schedule.json).
// Thin shell around src/lib/parse/input.ts.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ListError, formatWarning } from '../../src/lib/errors';
import { parseInput, readAbstracts } from '../../src/lib/parse/input';
import { describeSummary } from '../../src/lib/parse/formats/record';
import { decodeList } from '../../src/lib/parse/decode';
import { isTimeZone } from '../../src/lib/parse/zoneTime';
import { splitForSearch } from '../../src/lib/parse/split';
import { paperFiles } from '../../src/lib/paperFiles';
import { PARTS_SOURCE, paperParts } from '../../src/lib/paperParts';
import { relatedPapers, termVectors } from '../../src/lib/similar';
import { mapFileOf } from './project';
import { scheduleFileOf } from '../../src/lib/schedule/scheduleFile';
import { SCHEDULE_SOURCE } from '../../src/lib/schedule/source';
import { type BuildThreads, PARALLEL_MIN_BYTES, oneThread, twoThreads } from './buildThreads';
import { readInputFile, readJsonFile, writeDirAtomic, writeFileAtomic } from '../shared/files';
import { loadBuildRules, loadChineseGlossary, loadReasonFiller, loadSearchAbbreviations } from './rules';
import { GLOSSARY_SOURCE } from '../../src/lib/search/glossary';
import { fillerTest } from '../../src/lib/fillerWords';
import { type Io, parseCommandLine, runIfMain } from '../shared/cli';

export const DEFAULT_INPUT = 'data/icml-2026.txt';
export const DEFAULT_OUT_DIR = 'public/data';

const USAGE = `usage: npm run build:data -- [INPUT] [--abstracts FILE] [--timezone ZONE] [--out DIR] [--strict] [--threads 1|2]
  INPUT        the list of abstracts, a virtual-site feed, OpenReview notes or MiniConf's papers.csv
               (default: $PAPERS_FILE, else ${DEFAULT_INPUT})
  --abstracts FILE  a feed's abstracts kept apart, matched by event id (default: $ABSTRACTS_FILE)
  --timezone ZONE   the conference's IANA time zone ("America/Vancouver"), for a feed's times written
               without a UTC offset (default: the feed's own "timezone", if any); each such time is a warning
  --out DIR    where the files go (default: ${DEFAULT_OUT_DIR}, where the app loads them from)
  --strict     treat every warning as an error
  --threads N  1 or 2 (default: 2 for an input over ${PARALLEL_MIN_BYTES / 1024} KB on a machine with two cores, else 1); the files are the same
  --rules DIR  where topics.json, benchmarks.json, title-overrides.json, abbreviations.json, filler-words.json and glossary-zh.json live (default: data)`;

/** Runs the data build; returns the exit code. Never throws: every failure is one line on stderr. */
export function buildData(argv: string[], io: Io): number {
  const args = parseCommandLine({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string', default: DEFAULT_OUT_DIR },
      abstracts: { type: 'string' },
      timezone: { type: 'string' },
      strict: { type: 'boolean', default: false },
      rules: { type: 'string', default: 'data' },
      threads: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }, USAGE, io);
  if (typeof args === 'number') return args;
  if (args.positionals.length > 1) {
    io.stderr(`error: expected one input file, got ${args.positionals.length}\n${USAGE}`);
    return 1;
  }
  const threadsOption = args.values.threads;
  if (threadsOption !== undefined && threadsOption !== '1' && threadsOption !== '2') {
    io.stderr(`error: --threads must be 1 or 2, got ${JSON.stringify(threadsOption)}\n${USAGE}`);
    return 1;
  }
  const timeZone = args.values.timezone;
  if (timeZone !== undefined && !isTimeZone(timeZone)) {
    io.stderr(`error: --timezone ${JSON.stringify(timeZone)} is not an IANA time zone this Node knows (e.g. "America/Vancouver")\n${USAGE}`);
    return 1;
  }
  const input = args.positionals[0] ?? (io.env.PAPERS_FILE || DEFAULT_INPUT);
  const outFile = join(args.values.out, 'papers.json');
  let threads: BuildThreads = oneThread();
  try {
    const rules = loadBuildRules(args.values.rules, readJsonFile);
    const abbreviations = loadSearchAbbreviations(args.values.rules, readJsonFile);
    const filler = loadReasonFiller(args.values.rules, readJsonFile);
    const glossary = loadChineseGlossary(args.values.rules, readJsonFile);
    const abstractsFile = args.values.abstracts ?? (io.env.ABSTRACTS_FILE || undefined);
    const abstracts = abstractsFile === undefined ? undefined : readAbstracts(decodeList(readInputFile(abstractsFile), abstractsFile).text, abstractsFile);
    const bytes = readInputFile(input);
    const twoCores = threadsOption === undefined ? bytes.length >= PARALLEL_MIN_BYTES && availableParallelism() > 1 : threadsOption === '2';
    if (twoCores) threads = twoThreads(args.values.rules, rules);
    const { data, warnings, summary } = parseInput(bytes, {
      source: input, ...rules, ...(abstracts === undefined ? {} : { abstracts }), ...(timeZone === undefined ? {} : { timeZone }), ...(threads.describe === undefined ? {} : { describe: threads.describe }),
    });
    for (const warning of warnings) io.stderr(formatWarning(input, warning));
    if (summary !== null) io.stdout(`${input}: ${describeSummary(summary)}`);
    if (args.values.strict && warnings.length > 0) {
      io.stderr(`error: ${input}: ${warnings.length} warning(s) and --strict is set; ${outFile} left untouched`);
      return 1;
    }
    // list.json, text.json and search-index.json serve the search page. The index (the page's own code,
    // run here rather than on a phone) is started first: on two threads the worker builds it meanwhile.
    const { list, text } = splitForSearch(data, abbreviations);
    // For the overview's characteristic terms, worked out in the page.
    if (filler.length > 0) list.fillerWords = filler;
    const searchIndex = threads.startSearchIndex(list, text);
    // Related papers and the map need the whole list: computed once here, from the same TF-IDF vectors.
    const vectors = termVectors(data.papers);
    const related = relatedPapers(data.papers, { vectors, isFiller: fillerTest(filler) });
    for (const paper of data.papers) paper.related = (related.get(paper.id) ?? []).map(({ id, shared }) => ({ id, shared }));
    const paperDir = new Map(paperFiles(data).map((file) => [`${file.paper.id}.json`, JSON.stringify(file)]));
    // What the offline copy keeps of the papers' files, beside list.json and text.json (src/sw/sw.ts).
    const parts = JSON.stringify(paperParts(data));
    const map = JSON.stringify(mapFileOf(data.papers, vectors));
    // The schedule page's presentations, whole (src/lib/schedule/scheduleFile.ts).
    const schedule = JSON.stringify(scheduleFileOf(data.papers));
    // Nothing is written before every file is made: a failure leaves the earlier build whole. papers.json
    // last: its presence means the build finished.
    const index = searchIndex();
    writeDirAtomic(join(args.values.out, 'paper'), paperDir);
    writeFileAtomic(join(args.values.out, PARTS_SOURCE), parts);
    writeFileAtomic(join(args.values.out, 'list.json'), JSON.stringify(list));
    writeFileAtomic(join(args.values.out, 'text.json'), JSON.stringify(text));
    writeFileAtomic(join(args.values.out, 'search-index.json'), index);
    // Loaded by the page only for a query with Chinese in it (src/lib/search/chinese.ts).
    writeFileAtomic(join(args.values.out, GLOSSARY_SOURCE), JSON.stringify({ terms: glossary }));
    writeFileAtomic(join(args.values.out, 'map.json'), map);
    writeFileAtomic(join(args.values.out, SCHEDULE_SOURCE), schedule);
    writeFileAtomic(outFile, JSON.stringify(data));
    io.stdout(`${outFile}: ${data.papers.length} papers, ${data.topics.length} topics from ${input}` +
      (warnings.length > 0 ? ` (${warnings.length} warning(s))` : ''));
    return 0;
  } catch (error) {
    if (error instanceof ListError) {
      io.stderr(`error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    threads.close();
  }
}

runIfMain(import.meta.url, buildData);
