import { describe, expect, it } from 'vitest';
import { EMPTY_LIBRARY } from '../../../../src/lib/library/types';

describe('EMPTY_LIBRARY', () => {
  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(EMPTY_LIBRARY)).toBe(true);
    expect(EMPTY_LIBRARY).toEqual({ readingList: [], savedSearches: [] });
  });
});
