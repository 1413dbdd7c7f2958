// JSON for the data build: the parser's error turned into one that names the file, the line and the column.
// V8 gives a position for some errors only ("Unexpected token '}', "…" is not valid JSON" has none), so
// the place comes from a small scanner of our own (firstJsonError), run only once JSON.parse has failed.
import { ListError } from '../../errors';
import { lineAt } from '../paragraphs';

/**
 * Where JSON.parse fails in `text`, or null when it parses: the 1-based line and column, and why.
 *   jsonFailure('{\n  "a": 1,\n}') => { line: 3, column: 1, reason: "Expected double-quoted property name" }
 */
export function jsonFailure(text: string): { line: number; column: number; reason: string } | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = Math.min(firstJsonError(text), text.length);
    const line = lineAt(text, position);
    const lineStart = Math.max(text.lastIndexOf('\n', position - 1), text.lastIndexOf('\r', position - 1)) + 1;
    const reason = position >= text.length
      ? 'unexpected end of the file'
      : message.replace(/\s*in JSON at position \d+.*$/, '').replace(/, ".*" is not valid JSON$/s, '');
    return { line, column: position - lineStart + 1, reason };
  }
}

/**
 * The index of the first character that makes `text` invalid JSON (text.length when it ends too soon).
 *   firstJsonError('{"a":}') => 5
 */
export function firstJsonError(text: string): number {
  let i = 0;
  class Stop extends Error {}
  const fail = (): never => {
    throw new Stop();
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const literal = (word: string) => {
    for (const c of word) if (text.charAt(i) === c) i++; else fail();
  };
  const string = () => {
    if (text.charAt(i) !== '"') fail();
    i++;
    for (;;) {
      if (i >= text.length) fail();
      const c = text.charCodeAt(i);
      if (c === 0x22) return void i++;
      if (c < 0x20) fail();
      if (c === 0x5c) {
        i++;
        const e = text.charAt(i);
        if (e === 'u') {
          for (let k = 1; k <= 4; k++) if (!/[0-9a-fA-F]/.test(text.charAt(i + k))) { i += k; fail(); }
          i += 5;
        } else if ('"\\/bfnrt'.includes(e) && e !== '') i++;
        else fail();
      } else i++;
    }
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (match === null || match[0] === '' || match[0] === '-') fail();
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const c = text.charAt(i);
    if (c === '{') {
      i++;
      space();
      if (text.charAt(i) === '}') return void i++;
      for (;;) {
        space();
        string();
        space();
        if (text.charAt(i) !== ':') fail();
        i++;
        value();
        space();
        if (text.charAt(i) === '}') return void i++;
        if (text.charAt(i) !== ',') fail();
        i++;
      }
    }
    if (c === '[') {
      i++;
      space();
      if (text.charAt(i) === ']') return void i++;
      for (;;) {
        value();
        space();
        if (text.charAt(i) === ']') return void i++;
        if (text.charAt(i) !== ',') fail();
        i++;
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    return number();
  };
  try {
    value();
    space();
    return i < text.length ? i : text.length;
  } catch (error) {
    if (error instanceof Stop) return i;
    throw error;
  }
}

/**
 * Parses JSON or throws a ListError naming the place:
 *   parseJsonText('{"a":}', 'feed.json') throws "feed.json:1:6: invalid JSON: Unexpected token '}'"
 */
export function parseJsonText(text: string, source: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const failure = jsonFailure(text)!;
    throw new ListError(`invalid JSON: ${failure.reason}`, { source, line: failure.line, column: failure.column });
  }
}
