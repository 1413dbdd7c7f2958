// A decoded list as blank-line-separated paragraphs, whitespace normalised, oddities reported by line.

import type { ListWarning } from '../errors';

export interface Paragraph {
  /** The paragraph on one line: wrapped lines joined by one space, runs of spaces collapsed, trimmed. */
  text: string;
  /** 1-based line of the input where the paragraph starts. */
  line: number;
}

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- the same, without the global flag's lastIndex state
const HAS_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Two spaces in a row, or any space that is not a plain one: worth a replace.
const MESSY_SPACE = /\s\s|[^\S ]/;

/**
 * Splits a list into paragraphs at blank (or whitespace-only) lines. Line endings may be LF, CRLF or CR
 * and tabs become spaces: each kind is reported once, at its first line. Control characters (a stray
 * NUL…) are removed, form and vertical feeds become spaces: reported on every line that has them.
 *   splitParagraphs("Title\n\nWe wrap\n  lines.\r\n").paragraphs
 *     => [{ text: "Title", line: 1 }, { text: "We wrap lines.", line: 3 }]
 * One pass over the lines: linear in the size of the list.
 */
export function splitParagraphs(text: string): { paragraphs: Paragraph[]; warnings: ListWarning[] } {
  const warnings: ListWarning[] = [...lineEndingWarnings(text)];
  const paragraphs: Paragraph[] = [];
  let lines: string[] = [];
  let start = 0;
  let tabs: { first: number; lines: number } | null = null;
  const flush = () => {
    if (lines.length > 0) paragraphs.push({ text: lines.join(' '), line: start });
    lines = [];
  };
  // Whole-text checks first, so the common clean list costs one cheap pass per kind.
  const hasControl = HAS_CONTROL.test(text);
  const hasTab = text.includes('\t');
  const hasReplacement = text.includes('\uFFFD');
  const rows = (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text).split('\n');
  for (let index = 0; index < rows.length; index++) {
    const line = index + 1;
    const raw = rows[index]!;
    let clean = raw;
    if (hasControl && HAS_CONTROL.test(raw)) {
      warnings.push({ line, code: 'control-char', message: controlMessage(raw) });
      clean = raw.replace(CONTROL, (c) => (c === '\f' || c === '\v' ? ' ' : ''));
    }
    if (hasTab && raw.includes('\t')) tabs = tabs === null ? { first: line, lines: 1 } : { first: tabs.first, lines: tabs.lines + 1 };
    if (hasReplacement && raw.includes('\uFFFD')) {
      warnings.push({ line, code: 'replacement-char', message: 'U+FFFD replacement character: the text was damaged by an earlier wrong decoding' });
    }
    clean = MESSY_SPACE.test(clean) ? clean.replace(/\s+/g, ' ').trim() : clean.trim();
    if (clean === '') {
      flush();
      continue;
    }
    if (lines.length === 0) start = line;
    lines.push(clean);
  }
  flush();
  if (tabs !== null) {
    warnings.push({ line: tabs.first, code: 'tab', message: `tab characters replaced by spaces (on ${plural(tabs.lines, 'line')})` });
  }
  return { paragraphs, warnings: warnings.sort((a, b) => a.line - b.line) };
}

// CRLF and lone-CR line endings, each reported once with the first line that has it.
function lineEndingWarnings(text: string): ListWarning[] {
  const warnings: ListWarning[] = [];
  const crlf = text.indexOf('\r\n');
  if (crlf !== -1) {
    warnings.push({ line: lineAt(text, crlf), code: 'crlf', message: 'Windows (CRLF) line endings read as LF' });
  }
  const cr = /\r(?!\n)/.exec(text);
  if (cr !== null) {
    warnings.push({ line: lineAt(text, cr.index), code: 'cr', message: 'old Mac (CR) line endings read as LF' });
  }
  return warnings;
}

/**
 * The 1-based line of a string index; LF, CRLF and a lone CR each end a line.
 *   lineAt("a\r\nb\rc", 5) => 3
 */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
  }
  return line;
}

function controlMessage(line: string): string {
  const found = line.match(CONTROL) ?? [];
  const kinds = [...new Set(found)].map((c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  const shown = kinds.length > 3 ? `${kinds.slice(0, 3).join(', ')}, …` : kinds.join(', ');
  return `${plural(found.length, 'control character')} removed (${shown})`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
