import { describe, expect, it } from 'vitest';
import { shortName } from '../../../src/lib/collection';

describe('shortName', () => {
  it('joins venue and year', () => {
    expect(shortName({ title: 'ICML 2026 论文列表', venue: 'ICML', year: 2026 })).toBe('ICML 2026');
  });

  it('uses what it has', () => {
    expect(shortName({ title: 'ICML list', venue: 'ICML', year: null })).toBe('ICML');
  });

  it('falls back to the title', () => {
    expect(shortName({ title: 'My reading', venue: null, year: null })).toBe('My reading');
  });
});
