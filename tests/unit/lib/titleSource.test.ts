import { describe, expect, it } from 'vitest';
import { derivedTitleHint, isDerivedTitle } from '../../../src/lib/titleSource';

describe('isDerivedTitle', () => {
  it('marks a derived or unknown title, never a curator\'s or a conference\'s', () => {
    expect(isDerivedTitle({ titleSource: 'derived' })).toBe(true);
    expect(isDerivedTitle({})).toBe(true);
    expect(isDerivedTitle({ titleSource: 'override' })).toBe(false);
    expect(isDerivedTitle({ titleSource: 'published' })).toBe(false);
    expect(derivedTitleHint({ titleSource: 'published' })).toBeUndefined();
  });
});
