// npx tsx scripts/bench/build-sized.ts (--papers N | --input FILE) [--from DIR] [--dist DIR] [--seed N]
// The production site (already built into --from, as `npm run build` makes dist/) with a synthetic list of
// N papers in place of the bundled one: its data built as build-data builds it, then every page
// prerendered. The end-to-end tests serve one at 5,000 papers (playwright.config.ts), to check what a
// real conference's size does to the pages; --dist is replaced whole, or left as it was on failure.
// With --input, the data is built from that file instead (any input build-data reads): the end-to-end tests'
// published conference (a virtual-site feed) is made so.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { messageOf } from '../../src/lib/errors';
import { buildData } from '../build/build-data';
import { prerender } from '../build/prerender';
import { type Io, parseCommandLine, runIfMain } from '../shared/cli';
import { buildDirAtomic } from '../shared/files';
import { generateList } from './synthetic';

const USAGE = `usage: npx tsx scripts/bench/build-sized.ts (--papers N | --input FILE) [--from DIR] [--dist DIR] [--seed N]
  --papers N   how many synthetic abstracts (npm run gen:list makes the same list)
  --input FILE the input to build the data from instead (a list, a virtual-site feed, OpenReview notes, papers.csv)
  --from DIR   the built site to start from (default: dist)
  --dist DIR   where the sized site goes (default: dist-N); replaced whole when the build succeeds
  --seed N     the generator's seed (default: its own)`;

/**
 * The built site `from` copied into `dir` with the data in `dataDir` in place of its own (the bundled
 * list's data and paper pages go), every page prerendered from that data; resolves to the prerender's exit
 * code. The benchmark makes each of its sites with it too.
 */
export async function siteWithData(from: string, dataDir: string, dir: string, io: Io): Promise<number> {
  cpSync(from, dir, { recursive: true });
  for (const stale of ['data', 'paper']) rmSync(join(dir, stale), { recursive: true, force: true });
  cpSync(dataDir, join(dir, 'data'), { recursive: true });
  return prerender(['--dist', dir, '--data', dataDir], io);
}

export async function buildSized(argv: string[], io: Io): Promise<number> {
  const args = parseCommandLine({
    args: argv,
    options: {
      papers: { type: 'string' },
      input: { type: 'string' },
      from: { type: 'string', default: 'dist' },
      dist: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }, USAGE, io);
  if (typeof args === 'number') return args;
  const { input } = args.values;
  const papers = Number(args.values.papers);
  if (input === undefined && (!Number.isInteger(papers) || papers < 1)) {
    io.stderr(`error: --papers takes a whole number of papers, got ${JSON.stringify(args.values.papers)}\n${USAGE}`);
    return 1;
  }
  const seed = args.values.seed === undefined ? undefined : Number(args.values.seed);
  if (input !== undefined && args.values.dist === undefined) {
    io.stderr(`error: --input needs --dist (where the site goes)\n${USAGE}`);
    return 1;
  }
  const out = args.values.dist ?? `dist-${papers}`;
  const work = mkdtempSync(join(os.tmpdir(), 'sized-'));
  try {
    let list = input;
    if (list === undefined) {
      list = join(work, `synthetic-${papers}.txt`);
      writeFileSync(list, generateList(papers, seed));
    }
    const data = join(work, 'data');
    if (buildData([list, '--out', data], io) !== 0) return 1;
    let failed = false;
    await buildDirAtomic(out, async (dir) => {
      failed = (await siteWithData(args.values.from, data, dir, io)) !== 0;
      if (failed) throw new Error('prerender failed');
    });
    io.stdout(`${out}: the site of ${args.values.from} with ${input ?? `${papers} synthetic papers`}`);
    return 0;
  } catch (error) {
    io.stderr(`error: ${messageOf(error)}`);
    return 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runIfMain(import.meta.url, buildSized);
