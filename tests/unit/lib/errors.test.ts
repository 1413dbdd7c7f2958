import { describe, expect, it } from 'vitest';
import { FileError, messageOf } from '../../../src/lib/errors';

describe('messageOf', () => {
  it("gives an error's message, without its name", () => {
    expect(messageOf(new FileError('list.json', 'it is not valid JSON'))).toBe('list.json: it is not valid JSON');
    expect(messageOf(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('gives anything else thrown as text', () => {
    expect(messageOf('offline')).toBe('offline');
    expect(messageOf(404)).toBe('404');
    expect(messageOf(undefined)).toBe('undefined');
  });
});
