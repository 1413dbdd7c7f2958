import { describe, expect, it } from 'vitest';
import { validateTextFile } from '../../../src/lib/textFile';

describe('validateTextFile', () => {
  const text = () => ({ version: 1, ids: ['a', 'b'], texts: ['first', 'second'] });

  it('returns a well-formed file as it is', () => {
    const json = text();
    expect(validateTextFile(json, 'text.json')).toBe(json);
  });

  it('accepts where formulas stand in the texts, and names a range outside its text or paper', () => {
    const json = { ...text(), math: { b: [[0, 3, 'x^2']] } };
    expect(validateTextFile(json, 'text.json')).toBe(json);
    expect(() => validateTextFile({ ...text(), math: { b: [[2, 9, 'x']] } }, 'text.json')).toThrow(
      'text.json: math.b[0] must be [start, end, tex] inside the paper\'s text (got [2,9,"x"])',
    );
    expect(() => validateTextFile({ ...text(), math: { z: [] } }, 'text.json')).toThrow('text.json: math.z names no paper of ids');
    expect(() => validateTextFile({ ...text(), math: [] }, 'text.json')).toThrow('text.json: math must be an object of formulas by paper id');
  });

  it('rejects an unknown version', () => {
    expect(() => validateTextFile({ ...text(), version: 3 }, 'text.json')).toThrow(
      'text.json: unsupported version 3 (this app reads version 1)',
    );
  });

  it('names the entry of the wrong type', () => {
    expect(() => validateTextFile({ ...text(), texts: ['a', 2] }, 'text.json')).toThrow(
      'text.json: texts[1] must be a string (got a number)',
    );
    expect(() => validateTextFile({ ...text(), ids: 'a' }, 'text.json')).toThrow(
      'text.json: ids must be an array (got a string)',
    );
  });

  it('rejects arrays of different lengths', () => {
    expect(() => validateTextFile({ ...text(), texts: ['only one'] }, 'text.json')).toThrow(
      'text.json: texts has 1 entries for 2 ids',
    );
  });
});
