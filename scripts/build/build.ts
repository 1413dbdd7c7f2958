// npm run build [-- --dist DIR] [--skip-data]   (PAPERS_FILE, BASE_PATH and SITE_URL from the env)
// The data (scripts/build/build-data.ts, which writes public/data atomically), then the site built into a fresh
// folder next to DIR (vite build, then scripts/build/prerender.ts) that takes DIR's place whole at the end. A
// running `npm start` serves the old site until that instant and the new one after it; a failed build
// leaves DIR as it was and no folder behind.
import { build as viteBuild } from 'vite';
import { ListError } from '../../src/lib/errors';
import { buildData } from './build-data';
import { buildDirAtomic } from '../shared/files';
import { type Io, parseCommandLine, runIfMain } from '../shared/cli';
import { DEFAULT_DIST_DIR, prerender } from './prerender';

const USAGE = `usage: npm run build -- [--dist DIR] [--skip-data]
  --dist DIR    where the site goes (default: ${DEFAULT_DIST_DIR}); replaced whole when the build succeeds
  --skip-data   use the data already in public/data (from an earlier npm run build:data)
environment:
  PAPERS_FILE   the list of abstracts, a virtual-site feed, OpenReview notes or MiniConf's papers.csv (default: the bundled list)
  BASE_PATH     the sub-path the site lives under (default: /)
  SITE_URL      the site's origin, for canonical links, og:url and sitemap.xml`;

/** The build's steps, injected so that a test can make one fail. Each returns an exit code. */
export interface BuildSteps {
  data: (io: Io) => number;
  site: (outDir: string) => Promise<void>;
  prerender: (outDir: string, io: Io) => number | Promise<number>;
}

export const BUILD_STEPS: BuildSteps = {
  data: (io) => buildData([], io),
  // vite.config.ts reads BASE_PATH; the folder is fresh, so nothing of an earlier build is left in it.
  site: async (outDir) => {
    await viteBuild({ build: { outDir, emptyOutDir: true }, logLevel: 'warn' });
  },
  prerender: (outDir, io) => prerender(['--dist', outDir], io),
};

/** Why a step stopped the build; its own message is already on stderr. */
class StepFailed extends Error {}

/** Runs the build; resolves to the exit code. Never throws for a failed step: a line on stderr. */
export async function build(argv: string[], io: Io, steps: BuildSteps = BUILD_STEPS): Promise<number> {
  const args = parseCommandLine({
    args: argv,
    options: {
      dist: { type: 'string', default: DEFAULT_DIST_DIR },
      'skip-data': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }, USAGE, io);
  if (typeof args === 'number') return args;
  const dist = args.values.dist;
  if (!args.values['skip-data'] && steps.data(io) !== 0) return 1;
  try {
    await buildDirAtomic(dist, async (outDir) => {
      io.stdout(`vite build → ${outDir}`);
      try {
        await steps.site(outDir);
      } catch (error) {
        throw new StepFailed(`vite build: ${(error as Error).message}`);
      }
      if ((await steps.prerender(outDir, io)) !== 0) throw new StepFailed('');
    });
  } catch (error) {
    if (!(error instanceof StepFailed) && !(error instanceof ListError)) throw error;
    if (error.message) io.stderr(`error: ${error.message}`);
    io.stderr(`error: the build failed; ${dist} is left as it was`);
    return 1;
  }
  io.stdout(`${dist}: replaced whole by the new build`);
  return 0;
}

runIfMain(import.meta.url, build);
