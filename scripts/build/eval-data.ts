// npm run eval:data -- LIST [TRUTH] [--rules DIR]
// Parses LIST as the data build does (writing nothing) and says how its derived titles, topics and ids
// hold up: against TRUTH's published titles when given (a JSON array of { "title" } in the list's
// order, as tests/fixtures/real-sample/dev.truth.json), else titles, topics and ids alone.
import { ListError, formatWarning, messageOf } from '../../src/lib/errors';
import { parseAbstractList } from '../../src/lib/parse/parse';
import { readInputFile, readJsonFile } from '../shared/files';
import { type Io, parseCommandLine, runIfMain } from '../shared/cli';
import { loadBuildRules } from './rules';
import { evaluate, report, type Truth } from './evaluate';

const USAGE = `usage: npm run eval:data -- LIST [TRUTH] [--rules DIR]
  LIST         a list of abstracts, in the data build's format
  TRUTH        the published titles: a JSON array of { "title": … }, one per abstract, in the list's order
  --rules DIR  where topics.json, benchmarks.json and title-overrides.json live (default: data)`;

// The published titles, checked: each record must have a title.
function readTruth(path: string): Truth[] {
  const json = readJsonFile(path);
  if (!Array.isArray(json)) throw new ListError('expected a JSON array of { "title": … }', { source: path });
  return json.map((record: unknown, i) => {
    const title = (record as { title?: unknown } | null)?.title;
    if (typeof title !== 'string' || title.trim() === '') throw new ListError(`record ${i + 1} has no "title"`, { source: path });
    return { title };
  });
}

export function evalData(argv: string[], io: Io): number {
  const args = parseCommandLine({
    args: argv,
    allowPositionals: true,
    options: {
      rules: { type: 'string', default: 'data' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }, USAGE, io);
  if (typeof args === 'number') return args;
  const [list, truthFile, ...extra] = args.positionals;
  if (list === undefined || extra.length > 0) {
    io.stderr(`error: expected a list and at most one file of published titles\n${USAGE}`);
    return 1;
  }
  try {
    const rules = loadBuildRules(args.values.rules, readJsonFile);
    const truth = truthFile === undefined ? null : readTruth(truthFile);
    const { data, warnings } = parseAbstractList(readInputFile(list), { source: list, ...rules });
    for (const warning of warnings) io.stderr(formatWarning(list, warning));
    const evaluation = evaluate(data.papers, truth, rules.topicRules.fallback);
    for (const line of report(evaluation)) io.stdout(line);
    return 0;
  } catch (error) {
    io.stderr(`error: ${messageOf(error)}`);
    return 1;
  }
}

runIfMain(import.meta.url, evalData);
