// What every script's main function gets, and how a file runs it when executed directly.
import { pathToFileURL } from 'node:url';

/** A script's outside world, injected so that tests run it without touching the real one. */
export interface Io {
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  env: Record<string, string | undefined>;
}

/**
 * Runs `main` with the process's arguments and streams when `moduleUrl` is the file node was started
 * with (not when a test imports it), and sets the exit code it returns.
 *   runIfMain(import.meta.url, buildData)
 */
export function runIfMain(moduleUrl: string, main: (argv: string[], io: Io) => number): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  process.exitCode = main(process.argv.slice(2), {
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
    env: process.env,
  });
}
