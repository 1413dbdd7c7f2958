// Plain text as the library keeps it: what a person typed, minus what no text field can hold.

/**
 * `text` cut to at most `max` UTF-16 code units, never between the halves of a surrogate pair.
 *   cutText("ab😀", 3) => "ab"
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

// Lone surrogates cannot be encoded as UTF-8 (JSON files, URLs): they become U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * One line of plain text: control characters and line breaks become spaces, runs of whitespace one
 * space, the ends trimmed.
 *   oneLine("  Kernel\n bandits\t") => "Kernel bandits"
 */
export function oneLine(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  return raw.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(LONE_SURROGATE, '\uFFFD').replace(/\s+/g, ' ').trim();
}

/**
 * A note as typed, kept as typed: line breaks stay (CRLF becomes LF), tabs become spaces, other control
 * characters go, and it is cut to `max`. Spacing is not trimmed, so that a note saved on every keystroke
 * keeps the space just typed; an all-whitespace note is ''.
 *   cleanNote("read §3\r\nthen\u0007 §5", 500) => "read §3\nthen §5"
 */
export function cleanNote(raw: string, max: number): string {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what is being removed
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .replace(LONE_SURROGATE, '\uFFFD');
  const cut = cutText(text, max);
  return cut.trim() === '' ? '' : cut;
}

/**
 * About how many lines a note takes in a field `width` characters wide: each of its lines, wrapped.
 * The reading list folds a note past two lines, so this need only be close, never exact.
 *   noteLines("one\n" + "x".repeat(130), 60) => 4
 */
export function noteLines(note: string, width = 60): number {
  return note.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / width)), 0);
}
