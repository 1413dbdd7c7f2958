// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_LIBRARY, formatIssue } from '../../../../src/lib/library/types';

describe('formatIssue', () => {
  it('puts what before why', () => {
    expect(formatIssue({ what: 'saved search 2', reason: 'its name is empty' })).toBe('saved search 2: its name is empty');
  });
});

describe('EMPTY_LIBRARY', () => {
  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(EMPTY_LIBRARY)).toBe(true);
    expect(EMPTY_LIBRARY).toEqual({ readingList: [], savedSearches: [] });
  });
});
