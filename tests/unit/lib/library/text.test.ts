import { describe, expect, it } from 'vitest';
import { cleanNote, cutText, noteLines, oneLine } from '../../../../src/lib/library/text';

describe('cutText', () => {
  it('cuts at the limit', () => {
    expect(cutText('abcdef', 4)).toBe('abcd');
    expect(cutText('abc', 4)).toBe('abc');
  });

  it('never splits a surrogate pair', () => {
    expect(cutText('ab😀c', 3)).toBe('ab');
    expect(cutText('ab😀c', 4)).toBe('ab😀');
  });
});

describe('oneLine', () => {
  it('collapses whitespace and control characters into single spaces, trimmed', () => {
    expect(oneLine('  Kernel\n bandits\t\u0007x ')).toBe('Kernel bandits x');
  });

  it('replaces lone surrogates', () => {
    expect(oneLine('a\uD800b')).toBe('a\uFFFDb');
  });
});

describe('cleanNote', () => {
  it('keeps line breaks and spacing, drops other controls', () => {
    expect(cleanNote('read §3\r\nthen\u0007 §5 ', 500)).toBe('read §3\nthen §5 ');
  });

  it('turns an all-whitespace note into nothing', () => {
    expect(cleanNote(' \n\t ', 500)).toBe('');
  });

  it('caps the length', () => {
    expect(cleanNote('x'.repeat(600), 500)).toHaveLength(500);
  });
});

describe('noteLines', () => {
  it('counts each line, wrapped at the width', () => {
    expect(noteLines('')).toBe(1);
    expect(noteLines('a short note')).toBe(1);
    expect(noteLines(`one\n${'x'.repeat(130)}`, 60)).toBe(4);
    expect(noteLines('a\n\nb')).toBe(3);
  });
});
