import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fnv1a32, hashHex } from '../../../src/lib/hash';

describe('fnv1a32', () => {
  it('matches the published FNV-1a test vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('hashes the UTF-8 bytes, so non-ASCII text hashes the same everywhere', () => {
    // "é" is the two bytes c3 a9
    const bytes = [0xc3, 0xa9].reduce((h, b) => Math.imul(h ^ b, 0x01000193) >>> 0, 0x811c9dc5);
    expect(fnv1a32('é')).toBe(bytes);
  });

  it('always returns an unsigned 32-bit integer', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => {
      const h = fnv1a32(s);
      return Number.isInteger(h) && h >= 0 && h <= 0xffffffff;
    }));
  });
});

describe('hashHex', () => {
  it('pads to eight lowercase hex digits', () => {
    expect(hashHex('a')).toBe('e40c292c');
    fc.assert(fc.property(fc.string(), (s) => /^[0-9a-f]{8}$/.test(hashHex(s))));
  });
});
