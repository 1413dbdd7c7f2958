import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assertHasText, decodeList } from '../../../../src/lib/parse/decode';
import { ListError } from '../../../../src/lib/errors';
import { listErrorOf } from '../fixtures/listErrorOf';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...utf8(part)] : part)));

const errorOf = listErrorOf;

describe('decodeList', () => {
  it('decodes UTF-8 text as is, with no warnings', () => {
    expect(decodeList(utf8('ICML 2026 论文列表\n\nWe propose X.\n'), 'icml.txt')).toEqual({
      text: 'ICML 2026 论文列表\n\nWe propose X.\n',
      warnings: [],
    });
  });

  it('removes a UTF-8 byte order mark and says so', () => {
    expect(decodeList(bytes([0xef, 0xbb, 0xbf], 'Title\n\nAbstract.'), 'a.txt')).toEqual({
      text: 'Title\n\nAbstract.',
      warnings: [{ line: 1, code: 'bom', message: 'UTF-8 byte order mark removed' }],
    });
  });

  it('names the line, column and value of an invalid byte', () => {
    const error = errorOf(() => decodeList(bytes('Title\n\nWe propose ', [0xff], ' it.'), 'icml.txt'));
    expect(error.message).toBe('icml.txt:3:12: invalid UTF-8 byte 0xff');
    expect([error.source, error.line, error.column]).toEqual(['icml.txt', 3, 12]);
  });

  it('counts columns in characters, not bytes', () => {
    expect(errorOf(() => decodeList(bytes('论文', [0xc0, 0x80]), 'a.txt')).message).toBe('a.txt:1:3: invalid UTF-8 byte 0xc0');
  });

  it('counts CRLF and lone CR line endings as one line each', () => {
    expect(errorOf(() => decodeList(bytes('a\r\nb\rc\n', [0xfe]), 'a.txt')).message).toBe('a.txt:4:1: invalid UTF-8 byte 0xfe');
  });

  it('points at the start of a broken multi-byte sequence', () => {
    // "€" is e2 82 ac; here its last byte became "A".
    expect(errorOf(() => decodeList(bytes('xy', [0xe2, 0x82], 'A'), 'a.txt')).message).toBe(
      'a.txt:1:3: invalid UTF-8 sequence 0xe2 0x82 0x41',
    );
  });

  it('rejects encoded surrogates and overlong forms', () => {
    expect(errorOf(() => decodeList(bytes('a', [0xed, 0xa0, 0x80]), 'a.txt')).message).toBe('a.txt:1:2: invalid UTF-8 sequence 0xed 0xa0');
    expect(errorOf(() => decodeList(bytes('a', [0xe0, 0x80, 0x80]), 'a.txt')).message).toBe('a.txt:1:2: invalid UTF-8 sequence 0xe0 0x80');
  });

  it('reports a sequence cut short by the end of the file', () => {
    expect(errorOf(() => decodeList(bytes('Title\nab', [0xe2, 0x82]), 'a.txt')).message).toBe(
      'a.txt:2:3: incomplete UTF-8 sequence 0xe2 0x82 at the end of the file',
    );
  });

  it('finds a bad byte deep in a large file, past the first chunks', () => {
    const line = 'We propose a method that works. '.repeat(40) + '\n';
    const text = utf8(`${line.repeat(5000)}ok `);
    const big = new Uint8Array(text.length + 1);
    big.set(text);
    big[text.length] = 0x80;
    expect(errorOf(() => decodeList(big, 'big.txt')).message).toBe('big.txt:5001:4: invalid UTF-8 byte 0x80');
  });

  it('finds a bad byte right after a multi-byte character split across chunks', () => {
    const prefix = 'a'.repeat((1 << 16) - 1); // "é" (c3 a9) straddles the first chunk boundary
    expect(errorOf(() => decodeList(bytes(prefix, 'é', [0xff]), 'a.txt')).message).toBe(`a.txt:1:${(1 << 16) + 1}: invalid UTF-8 byte 0xff`);
  });

  it('never lets a replacement character in', () => {
    const error = errorOf(() => decodeList(bytes('a', [0xff], 'b'), 'a.txt'));
    expect(error.message).not.toContain('\uFFFD');
  });

  it.each([
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['PDF', [...utf8('%PDF-1.7\n')]],
    ['ZIP', [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]],
    ['gzip', [0x1f, 0x8b, 0x08, 0x00]],
    ['ELF', [0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01]],
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0]],
  ])('rejects a %s file by its magic number', (_kind, magic) => {
    expect(errorOf(() => decodeList(bytes(magic, 'rest of the file'), 'paper.pdf')).message).toBe(
      'paper.pdf: looks like a binary file, not a text list of abstracts',
    );
  });

  it('rejects a file that is mostly control bytes', () => {
    const noise = Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? 0x00 : 0x41 + (i % 26)));
    expect(errorOf(() => decodeList(Uint8Array.from(noise), 'x.bin')).message).toBe(
      'x.bin: looks like a binary file, not a text list of abstracts',
    );
  });

  it('keeps a text with a few stray NUL bytes (splitParagraphs removes them)', () => {
    const text = 'Title\n\nWe propose\0 a method. It works.\0\n';
    expect(decodeList(utf8(text), 'a.txt').text).toBe(text);
  });

  it('rejects UTF-16 text with a clear hint', () => {
    expect(errorOf(() => decodeList(Uint8Array.of(0xff, 0xfe, 0x41, 0x00), 'a.txt')).message).toBe(
      'a.txt: looks like UTF-16 text; save the list as UTF-8',
    );
  });

  it('rejects an empty file', () => {
    expect(errorOf(() => decodeList(new Uint8Array(0), 'a.txt')).message).toBe('a.txt: the file is empty');
    expect(errorOf(() => decodeList(Uint8Array.of(0xef, 0xbb, 0xbf), 'a.txt')).message).toBe('a.txt: the file is empty');
  });

  it('rejects a file of whitespace only', () => {
    expect(errorOf(() => decodeList(utf8(' \n\t\r\n\u3000\n'), 'a.txt')).message).toBe('a.txt: the file contains only whitespace');
  });

  it('either decodes or throws a ListError, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (input) => {
        try {
          const { text } = decodeList(input, 'any.txt');
          expect(text).not.toContain('\uFFFD');
        } catch (error) {
          expect(error).toBeInstanceOf(ListError);
        }
      }),
    );
  });

  it('decodes any valid UTF-8 text back to itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }).filter((s) => /[^\s\p{Cc}]/u.test(s) && !/\p{Cc}/u.test(s) && !s.startsWith('\uFEFF')), (text) => {
        expect(decodeList(utf8(text), 'a.txt').text).toBe(text);
      }),
    );
  });
});

describe('assertHasText', () => {
  it('accepts text with a visible character', () => {
    expect(() => assertHasText('\n x \n', 'a.txt')).not.toThrow();
  });

  it('rejects empty text and text of whitespace or controls only', () => {
    expect(() => assertHasText('', 'a.txt')).toThrow('a.txt: the file is empty');
    expect(() => assertHasText('\n\n \0\t', 'a.txt')).toThrow('a.txt: the file contains only whitespace');
  });
});
