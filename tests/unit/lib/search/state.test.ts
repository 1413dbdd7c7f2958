import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, effectiveSort, sameFilters, toggled } from '../../../../src/lib/search/state';

describe('effectiveSort', () => {
  it('is relevance with a query and list order without, unless one is chosen', () => {
    expect(effectiveSort({ ...EMPTY_SEARCH, q: 'kernel' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_SEARCH, q: '  ' })).toBe('list');
    expect(effectiveSort({ ...EMPTY_SEARCH, q: 'kernel', sort: 'title' })).toBe('title');
  });
});

describe('sameFilters', () => {
  it('is one object for equal filters, whatever the query and however the arrays were made', () => {
    const a = sameFilters({ ...EMPTY_SEARCH, q: 'ker', topics: ['theory', 'rl'], bench: ['HLE'] });
    const b = sameFilters({ ...EMPTY_SEARCH, q: 'kernel', topics: ['theory', 'rl'], bench: ['HLE'] });
    expect(b).toBe(a);
    expect(a).toEqual({ topics: ['theory', 'rl'], code: false, bench: ['HLE'], authors: [], institutions: [], types: [], sessions: [], days: [] });
  });

  it('is a new object when any filter differs, the order of topics included', () => {
    const base = { ...EMPTY_SEARCH, topics: ['theory', 'rl'] };
    const filters = sameFilters(base);
    expect(sameFilters({ ...base, topics: ['rl', 'theory'] })).not.toBe(filters);
    expect(sameFilters({ ...base, code: true })).not.toBe(filters);
    expect(sameFilters({ ...base, bench: ['HLE'] })).not.toBe(filters);
    expect(sameFilters({ ...base, authors: ['Ling Yang'] })).not.toBe(filters);
    expect(sameFilters({ ...base, days: ['2026-07-14'] })).not.toBe(filters);
    // Not confused by names that contain separators.
    expect(sameFilters({ ...EMPTY_SEARCH, bench: ['a,b'] })).not.toBe(sameFilters({ ...EMPTY_SEARCH, bench: ['a', 'b'] }));
  });

  it('cannot be changed by its users', () => {
    expect(Object.isFrozen(sameFilters({ ...EMPTY_SEARCH, topics: ['x'] }))).toBe(true);
  });
});

describe('toggled', () => {
  it('adds a value last, once, and removes it', () => {
    expect(toggled(['a'], 'c', true)).toEqual(['a', 'c']);
    expect(toggled(['c', 'a'], 'c', true)).toEqual(['a', 'c']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggled([], 'x', false)).toEqual([]);
  });
});
