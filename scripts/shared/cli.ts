// What every script's main function gets, and how a file runs it when executed directly.
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A script's outside world, injected so that tests run it without touching the real one. */
export interface Io {
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  env: Record<string, string | undefined>;
}

/**
 * Runs `main` with the process's arguments and streams when `moduleUrl` is the file node was started
 * with (not when a test imports it), and sets the exit code it returns (or resolves to).
 *   runIfMain(import.meta.url, buildData)
 */
export function runIfMain(moduleUrl: string, main: (argv: string[], io: Io) => number | Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const code = main(process.argv.slice(2), {
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
    env: process.env,
  });
  if (typeof code === 'number') process.exitCode = code;
  else void code.then((exit) => (process.exitCode = exit));
}

/**
 * parseArgs, with the scripts' shared handling of bad options and --help: returns the parsed
 * arguments, or the exit code to return at once (after printing the error or the usage).
 *   const args = parseCommandLine({ args: argv, options: { help: { type: 'boolean' } } }, USAGE, io);
 *   if (typeof args === 'number') return args;
 */
export function parseCommandLine<T extends ParseArgsConfig & { options: { help: { type: 'boolean' } } }>(
  config: T,
  usage: string,
  io: Io,
): ReturnType<typeof parseArgs<T>> | number {
  let args: ReturnType<typeof parseArgs<T>>;
  try {
    args = parseArgs(config);
  } catch (error) {
    io.stderr(`error: ${(error as Error).message}\n${usage}`);
    return 1;
  }
  if ((args.values as { help?: boolean }).help) {
    io.stdout(usage);
    return 0;
  }
  return args;
}
