// JSON for the data build: the parser's error turned into one that names the file, the line and the column.
import { ListError } from '../../errors';
import { lineAt } from '../paragraphs';

/**
 * Where JSON.parse fails in `text`, or null when it parses. V8 gives a character position ("… at
 * position 11") or none at the end of the input; this gives the 1-based line and column.
 *   jsonFailure('{\n  "a": 1,\n}') => { line: 3, column: 1, reason: "Expected double-quoted property name" }
 */
export function jsonFailure(text: string): { line: number; column: number; reason: string } | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /at position (\d+)/.exec(message);
    const position = at === null ? text.length : Number(at[1]);
    const line = lineAt(text, position);
    const lineStart = Math.max(text.lastIndexOf('\n', position - 1), text.lastIndexOf('\r', position - 1)) + 1;
    const reason = message.replace(/\s*in JSON at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)$/, '');
    return { line, column: position - lineStart + 1, reason: at === null ? 'unexpected end of the file' : reason };
  }
}

/**
 * Parses JSON or throws a ListError naming the place:
 *   parseJsonText('{"a":}', 'feed.json') throws "feed.json:1:6: invalid JSON: Unexpected token '}', …"
 */
export function parseJsonText(text: string, source: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const failure = jsonFailure(text)!;
    throw new ListError(`invalid JSON: ${failure.reason}`, { source, line: failure.line, column: failure.column });
  }
}
