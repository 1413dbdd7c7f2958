// File helpers shared by the command-line scripts: clear errors that name the file, atomic writes.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
export function writeFileAtomic(path: string, content: string): void {
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
  const old = `${path}.${process.pid}.old`;
  try {
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(temporary, { recursive: true });
    for (const [name, content] of files) {
      if (name.includes('/') || name.includes('\\') || name.startsWith('.')) throw new Error(`unsafe file name ${JSON.stringify(name)}`);
      writeFileSync(join(temporary, name), content);
    }
    rmSync(old, { recursive: true, force: true });
    if (existsSync(path)) renameSync(path, old);
    renameSync(temporary, path);
    rmSync(old, { recursive: true, force: true });
  } catch (error) {
    // Put things back as they were, as far as the file system lets us; the first error is the one to tell.
    try {
      rmSync(temporary, { recursive: true, force: true });
      if (!existsSync(path) && existsSync(old)) renameSync(old, path);
    } catch {
      // nothing more to do
    }
    throw new ListError(error instanceof Error && !(error as NodeJS.ErrnoException).code ? error.message : describeFsError(error), { source: path });
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
