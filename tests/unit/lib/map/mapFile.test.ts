import { describe, expect, it } from 'vitest';
import { validateMapFile } from '../../../../src/lib/loadPageFiles';

const VALID = { version: 1, ids: ['cfmm', 'kernelband'], x: [0, 1], y: [0.25, 0.5] };

const errorOf = (json: unknown): string => {
  try {
    validateMapFile(json, 'map.json');
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('validateMapFile', () => {
  it('accepts a map and returns it typed', () => {
    expect(validateMapFile(VALID, 'map.json')).toBe(VALID);
    expect(validateMapFile({ version: 1, ids: [], x: [], y: [] }, 'map.json').ids).toEqual([]);
  });

  it('names the file and the field of the first problem', () => {
    expect(errorOf(null)).toBe('map.json: expected an object (got null)');
    expect(errorOf({ ...VALID, version: 2 })).toBe('map.json: unsupported version 2 (this app reads version 1)');
    expect(errorOf({ version: 1, x: [], y: [] })).toBe('map.json: ids is missing');
    expect(errorOf({ ...VALID, ids: ['cfmm', ''] })).toBe('map.json: ids[1] is empty');
    expect(errorOf({ ...VALID, x: 'left' })).toBe('map.json: x must be an array (got a string)');
    expect(errorOf({ ...VALID, y: [0.2, '0.5'] })).toBe('map.json: y[1] must be a number (got a string)');
    expect(errorOf({ ...VALID, x: [1.5, 0] })).toBe('map.json: x[0] must be a number from 0 to 1 (got 1.5)');
    expect(errorOf({ ...VALID, y: [0, -0.1] })).toBe('map.json: y[1] must be a number from 0 to 1 (got -0.1)');
    expect(errorOf({ ...VALID, x: [0] })).toBe('map.json: x has 1 entries for 2 ids');
    expect(errorOf({ ...VALID, y: [0, 0, 0] })).toBe('map.json: y has 3 entries for 2 ids');
    expect(errorOf({ ...VALID, ids: ['cfmm', 'cfmm'] })).toBe('map.json: ids[1] "cfmm" duplicates ids[0]');
  });

  it('is a PapersFileError, as the other data files\' errors are', () => {
    expect(() => validateMapFile({}, 'map.json')).toThrow(expect.objectContaining({ name: 'PapersFileError', source: 'map.json' }));
  });
});
