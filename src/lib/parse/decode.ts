// Bytes of a list file to text: strict UTF-8, or an error that says where and why it is not.

import { ListError, type ListWarning } from '../errors';

// Files that are certainly not a text list, by their first bytes.
const MAGIC: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x50, 0x4b, 0x03, 0x04], // ZIP (also docx, xlsx, epub)
  [0x50, 0x4b, 0x05, 0x06], // empty ZIP
  [0x1f, 0x8b], // gzip
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], // xz
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // old MS Office (doc, xls)
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
];
const BOM = [0xef, 0xbb, 0xbf];
/** How much of the file the binary sniffing reads. */
const SNIFF_BYTES = 8192;
/** Share of control bytes (NUL and friends, not tab/LF/CR/FF) from which a file is binary, not text. */
const BINARY_CONTROL_SHARE = 0.1;

/**
 * Decodes a list file as strict UTF-8: never a U+FFFD in place of a bad byte. A UTF-8 byte order mark
 * is removed (with a warning). Throws a ListError for binary, UTF-16, invalid UTF-8 or empty files.
 *   decodeList(new TextEncoder().encode("Title\n\nAbstract."), "a.txt") => { text: "Title\n\nAbstract.", warnings: [] }
 *   decodeList(Uint8Array.of(0x61, 0x0a, 0x62, 0xff), "a.txt") throws "a.txt:2:2: invalid UTF-8 byte 0xff"
 * A few stray NUL bytes are not binary: they decode, and splitParagraphs removes them with a warning.
 */
export function decodeList(bytes: Uint8Array, source: string): { text: string; warnings: ListWarning[] } {
  if (bytes.length === 0) throw new ListError('the file is empty', { source });
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    throw new ListError('looks like UTF-16 text; save the list as UTF-8', { source });
  }
  if (looksBinary(bytes)) throw new ListError('looks like a binary file, not a text list of abstracts', { source });
  const warnings: ListWarning[] = [];
  let body = bytes;
  if (startsWith(bytes, BOM)) {
    body = bytes.subarray(BOM.length);
    warnings.push({ line: 1, code: 'bom', message: 'UTF-8 byte order mark removed' });
  }
  const text = decodeStrict(body, source);
  assertHasText(text, source);
  return { text, warnings };
}

/**
 * Throws unless the text has something besides whitespace and control characters.
 *   assertHasText("", "a.txt") throws "a.txt: the file is empty"
 *   assertHasText(" \n\t\n", "a.txt") throws "a.txt: the file contains only whitespace"
 */
export function assertHasText(text: string, source: string): void {
  if (text === '') throw new ListError('the file is empty', { source });
  if (!/[^\s\p{Cc}]/u.test(text)) throw new ListError('the file contains only whitespace', { source });
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

function looksBinary(bytes: Uint8Array): boolean {
  if (MAGIC.some((magic) => startsWith(bytes, magic))) return true;
  const sample = bytes.subarray(0, SNIFF_BYTES);
  let controls = 0;
  for (const b of sample) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) controls++;
  return controls / sample.length > BINARY_CONTROL_SHARE;
}

function decodeStrict(bytes: Uint8Array, source: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw invalidUtf8(bytes, source);
  }
}

// Chunks for locating a bad byte: a streaming decode finds the chunk, a binary search the byte.
const CHUNK = 1 << 16;

/**
 * The error for bytes that are not UTF-8, naming the line and column (in characters) where the first
 * bad sequence starts and its bytes.
 */
function invalidUtf8(bytes: Uint8Array, source: string): ListError {
  const valid = validPrefixLength(bytes);
  // A sequence may have begun before `valid` and been left incomplete: the error starts at its lead byte.
  const decodedPrefix = utf8(bytes.subarray(0, valid), true);
  const lead = new TextEncoder().encode(decodedPrefix).length;
  const before = utf8(bytes.subarray(0, lead), false);
  const where = { source, ...lineAndColumn(before) };
  const hex = (b: number) => `0x${b.toString(16).padStart(2, '0')}`;
  if (valid === bytes.length) {
    const tail = [...bytes.subarray(lead)].map(hex).join(' ');
    return new ListError(`incomplete UTF-8 sequence ${tail} at the end of the file`, where);
  }
  if (lead === valid) return new ListError(`invalid UTF-8 byte ${hex(bytes[valid]!)}`, where);
  return new ListError(`invalid UTF-8 sequence ${[...bytes.subarray(lead, valid + 1)].map(hex).join(' ')}`, where);
}

// The longest prefix that decodes (as the start of a stream), i.e. the offset of the first byte the
// decoder rejects, or bytes.length when only the end of the file is cut short.
function validPrefixLength(bytes: Uint8Array): number {
  const stream = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let chunk = 0;
  for (; chunk < bytes.length; chunk += CHUNK) {
    try {
      stream.decode(bytes.subarray(chunk, chunk + CHUNK), { stream: true });
    } catch {
      break;
    }
  }
  if (chunk >= bytes.length) return bytes.length;
  // Restart at a character boundary (at most 3 continuation bytes back), then search inside the chunk.
  let from = chunk;
  while (from > 0 && chunk - from < 3 && (bytes[from]! & 0xc0) === 0x80) from--;
  let lo = chunk; // decodes
  let hi = Math.min(bytes.length, chunk + CHUNK); // does not
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (decodes(bytes.subarray(from, mid))) lo = mid;
    else hi = mid;
  }
  return lo;
}

function decodes(bytes: Uint8Array): boolean {
  try {
    utf8(bytes, true);
    return true;
  } catch {
    return false;
  }
}

function utf8(bytes: Uint8Array, stream: boolean): string {
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes, { stream });
}

// Line and column (1-based, in characters) just after `text`; LF, CRLF and a lone CR end a line.
function lineAndColumn(text: string): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: [...text.slice(lineStart)].length + 1 };
}
