// The one error type of the data build, and the warnings it reports.

/**
 * Thrown for input the data build cannot turn into papers. The message names the input and the place:
 *   new ListError('bad byte', { source: 'icml.txt', line: 42, column: 7 }).message
 *     => "icml.txt:42:7: bad byte"
 */
export class ListError extends Error {
  readonly source: string;
  readonly line: number | null;
  readonly column: number | null;

  constructor(detail: string, where: { source: string; line?: number; column?: number }) {
    super(`${formatPlace(where.source, where.line, where.column)}: ${detail}`);
    this.name = 'ListError';
    this.source = where.source;
    this.line = where.line ?? null;
    this.column = where.column ?? null;
  }
}

/**
 * Thrown for a file the app cannot read (a data file, an imported library). The message names the file:
 *   new FileError('list.json', 'it is not valid JSON').message => "list.json: it is not valid JSON"
 */
export class FileError extends Error {
  readonly source: string;
  readonly detail: string;

  constructor(source: string, detail: string) {
    super(`${source}: ${detail}`);
    this.name = 'FileError';
    this.source = source;
    this.detail = detail;
  }
}

/** A repair the build made, or an oddity it noticed, at a 1-based line of the input (0: not at a line). */
export interface ListWarning {
  line: number;
  /** Stable machine-readable kind, e.g. 'crlf', 'run-together', 'duplicate-abstract'. */
  code: string;
  message: string;
}

// formatPlace('a.txt', 3) => "a.txt:3"; formatPlace('a.txt') => "a.txt"
export function formatPlace(source: string, line?: number | null, column?: number | null): string {
  if (line == null) return source;
  return column == null ? `${source}:${line}` : `${source}:${line}:${column}`;
}

// formatWarning('a.txt', { line: 3, code: 'crlf', message: 'CRLF line endings' }) => "a.txt:3: warning: CRLF line endings"
export function formatWarning(source: string, warning: ListWarning): string {
  return `${formatPlace(source, warning.line > 0 ? warning.line : null)}: warning: ${warning.message}`;
}

/**
 * What went wrong, for the reader: an error's message, or whatever else was thrown as text.
 *   messageOf(new FileError('list.json', 'not found')) => "list.json: not found"; messageOf('offline') => "offline"
 */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
