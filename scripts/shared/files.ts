// File helpers shared by the command-line scripts: clear errors that name the file, atomic writes.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { ListError } from '../../src/lib/errors';

/**
 * Reads a whole input file as bytes, turning the file system's errors into one-line ListErrors:
 *   readInputFile('nowhere.txt') throws "nowhere.txt: no such file"
 */
export function readInputFile(path: string): Uint8Array {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(path).isDirectory();
  } catch (error) {
    throw new ListError(describeFsError(error), { source: path });
  }
  if (isDirectory) throw new ListError('is a directory, expected a text file', { source: path });
  try {
    return readFileSync(path);
  } catch (error) {
    throw new ListError(describeFsError(error), { source: path });
  }
}

/** Reads and parses a JSON file; a missing optional file gives `fallback`. */
export function readJsonFile(path: string, fallback?: unknown): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (fallback !== undefined && (error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw new ListError(describeFsError(error), { source: path });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ListError(`invalid JSON (${(error as Error).message})`, { source: path });
  }
}

/**
 * Writes through a temporary file in the same folder and a rename, so that a reader (or a failed
 * build) never sees a half-written file and an earlier output survives any error.
 */
export function writeFileAtomic(path: string, content: string | Uint8Array): void {
  const dir = dirname(path);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new ListError(describeFsError(error), { source: dir });
  }
  const temporary = join(dir, `.${basename(path)}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new ListError(describeFsError(error), { source: path });
  }
}

/**
 * Replaces directory `path` with one holding `files` (name => content), all or nothing: the files are
 * written to a sibling directory first, which then takes the old one's place.
 *   writeDirAtomic('public/data/paper', new Map([['cfmm.json', '{…}']]))
 */
export function writeDirAtomic(path: string, files: ReadonlyMap<string, string>): void {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(temporary, { recursive: true });
    for (const [name, content] of files) {
      if (name.includes('/') || name.includes('\\') || name.startsWith('.')) throw new Error(`unsafe file name ${JSON.stringify(name)}`);
      writeFileSync(join(temporary, name), content);
    }
  } catch (error) {
    try {
      rmSync(temporary, { recursive: true, force: true });
    } catch {
      // the first error is the one to tell
    }
    throw new ListError(error instanceof Error && !(error as NodeJS.ErrnoException).code ? error.message : describeFsError(error), { source: path });
  }
  replaceDir(path, temporary);
}

/**
 * Puts directory `next` in the place of directory `path` (which need not exist) and removes the old one:
 * two renames, microseconds apart, since no rename exchanges two non-empty directories; a reader sees
 * the old folder or the new one, never a mix (a static server waits out the instant between). On failure
 * the old folder is back at `path`, `next` is gone, and the ListError names `path`.
 *   replaceDir('dist', 'dist.tmp-4242-x1y2z3')
 */
export function replaceDir(path: string, next: string): void {
  const old = `${path}.old-${process.pid}`;
  try {
    rmSync(old, { recursive: true, force: true });
    if (existsSync(path)) renameSync(path, old);
    renameSync(next, path);
  } catch (error) {
    // Put things back as they were, as far as the file system lets us; the first error is the one to tell.
    try {
      rmSync(next, { recursive: true, force: true });
      if (!existsSync(path) && existsSync(old)) renameSync(old, path);
    } catch {
      // nothing more to do
    }
    throw new ListError(describeFsError(error), { source: path });
  }
  // The new folder is in place; an old one that will not go is only clutter (the next build retries).
  try {
    rmSync(old, { recursive: true, force: true });
  } catch {
    // left for the next build
  }
}

/**
 * Builds a new version of directory `path` in a fresh sibling (`dist.tmp-<pid>-<random>`) with `build`,
 * then puts it in place whole (replaceDir): whoever serves `path` meanwhile keeps serving the old one.
 * If `build` throws, `path` is left as it was, the sibling is removed and the error passes through.
 * Leftovers of a build that was killed (its process gone) are removed first.
 *   await buildDirAtomic('dist', async (dir) => { await viteBuild(dir); prerender(dir); })
 */
export async function buildDirAtomic(path: string, build: (dir: string) => Promise<void>): Promise<void> {
  removeLeftovers(path);
  let temporary: string;
  try {
    temporary = mkdtempSync(`${path}.tmp-${process.pid}-`);
  } catch (error) {
    throw new ListError(describeFsError(error), { source: dirname(path) });
  }
  try {
    await build(temporary);
  } catch (error) {
    try {
      rmSync(temporary, { recursive: true, force: true });
    } catch {
      // the build's error is the one to tell
    }
    throw error;
  }
  replaceDir(path, temporary);
}

// removeLeftovers('dist') removes dist.tmp-<pid>-… and dist.old-<pid> whose process no longer runs.
function removeLeftovers(path: string): void {
  const dir = dirname(path);
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return; // no folder, no leftovers (mkdtemp will say what is wrong)
  }
  for (const entry of entries) {
    const match = /^(.*)\.(?:tmp|old)-(\d+)(?:-[^/]*)?$/.exec(entry);
    if (match?.[1] !== basename(path) || isRunning(Number(match[2]))) continue;
    rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function describeFsError(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory, expected a file';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    default:
      return (error as Error).message;
  }
}
