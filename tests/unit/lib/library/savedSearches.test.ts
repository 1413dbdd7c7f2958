import { describe, expect, it } from 'vitest';
import {
  cleanSearch,
  deleteSearch,
  freeName,
  renameSearch,
  sameSearch,
  saveSearch,
  validateSearchName,
} from '../../../../src/lib/library/savedSearches';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import type { SavedSearch } from '../../../../src/lib/library/types';

const GAN = { ...EMPTY_SEARCH, q: 'gan' };
const names = (list: readonly SavedSearch[]) => list.map((saved) => saved.name);

function saved(...list: [string, number][]): SavedSearch[] {
  return list.map(([name, createdAt]) => ({ name, search: { ...EMPTY_SEARCH, q: name.toLowerCase() }, createdAt }));
}

describe('validateSearchName', () => {
  it('returns the name trimmed and single-spaced', () => {
    expect(validateSearchName('  Kernel\t\n bandits ', [])).toEqual({ ok: true, name: 'Kernel bandits' });
  });

  it('refuses an empty name', () => {
    expect(validateSearchName(' \n ', [])).toEqual({ ok: false, error: { code: 'empty' } });
  });

  it('refuses a name over 80 characters, saying how long it is', () => {
    expect(validateSearchName('x'.repeat(80), []).ok).toBe(true);
    expect(validateSearchName('x'.repeat(95), [])).toEqual({ ok: false, error: { code: 'tooLong', max: 80, length: 95 } });
  });

  it('refuses a name another search has, ignoring case, naming it as spelled', () => {
    expect(validateSearchName('gans ', ['Bandits', 'GANs'])).toEqual({ ok: false, error: { code: 'taken', name: 'GANs' } });
  });

  it('lets a rename keep or re-case its own name', () => {
    expect(validateSearchName('gans', ['GANs', 'Bandits'], 'GANs')).toEqual({ ok: true, name: 'gans' });
    expect(validateSearchName('bandits', ['GANs', 'Bandits'], 'GANs').ok).toBe(false);
  });
});

describe('freeName', () => {
  it('numbers a taken name from 2, ignoring case', () => {
    expect(freeName('GANs', new Set(['bandits']))).toBe('GANs');
    expect(freeName('GANs', new Set(['gans']))).toBe('GANs (2)');
    expect(freeName('GANs', new Set(['gans', 'gans (2)']))).toBe('GANs (3)');
  });

  it('cuts a long name so that the number fits', () => {
    const name = freeName('x'.repeat(80), new Set(['x'.repeat(80)]));
    expect(name).toBe(`${'x'.repeat(76)} (2)`);
  });
});

describe('cleanSearch and sameSearch', () => {
  it('normalise the query and repeated filters', () => {
    expect(cleanSearch({ ...EMPTY_SEARCH, q: 'gan\t', topics: ['rl', 'rl', ''], code: true, bench: ['MMLU', 'MMLU'], sort: 'title' })).toEqual({
      ...EMPTY_SEARCH,
      q: 'gan ',
      topics: ['rl'],
      code: true,
      bench: ['MMLU'],
      sort: 'title',
    });
  });

  it('tell searches apart by what their address would say', () => {
    expect(sameSearch({ ...GAN, topics: ['rl', 'rl'] }, { ...GAN, topics: ['rl'] })).toBe(true);
    expect(sameSearch(GAN, { ...GAN, code: true })).toBe(false);
    expect(sameSearch({ ...GAN, topics: ['rl', 'theory'] }, { ...GAN, topics: ['theory', 'rl'] })).toBe(false);
  });
});

describe('saveSearch', () => {
  it('appends the search under its clean name', () => {
    const result = saveSearch(saved(['Bandits', 1]), ' GANs ', { ...GAN, topics: ['rl', 'rl'] }, 50);
    expect(result).toEqual({
      ok: true,
      name: 'GANs',
      list: [...saved(['Bandits', 1]), { name: 'GANs', search: { ...GAN, topics: ['rl'] }, createdAt: 50 }],
    });
  });

  it('keeps the order saved even when the clock went back', () => {
    const result = saveSearch(saved(['Bandits', 100]), 'GANs', GAN, 50);
    expect(result.ok && result.list[1]!.createdAt).toBe(101);
  });

  it('says why a name cannot be used, and changes nothing', () => {
    expect(saveSearch(saved(['GANs', 1]), 'gans', GAN, 50)).toEqual({ ok: false, error: { code: 'taken', name: 'GANs' } });
  });
});

describe('renameSearch', () => {
  const list = saved(['Bandits', 1], ['GANs', 2]);

  it('renames in place', () => {
    const result = renameSearch(list, 'bandits', 'Kernel  bandits');
    expect(result.ok && names(result.list)).toEqual(['Kernel bandits', 'GANs']);
    expect(result.ok && result.list[0]!.search).toEqual(list[0]!.search);
  });

  it('refuses a taken name or a search that does not exist', () => {
    expect(renameSearch(list, 'Bandits', 'gans')).toEqual({ ok: false, error: { code: 'taken', name: 'GANs' } });
    expect(renameSearch(list, 'Nope ', 'X')).toEqual({ ok: false, error: { code: 'missing', name: 'Nope' } });
  });
});

describe('deleteSearch', () => {
  it('deletes by name, ignoring case', () => {
    const list = saved(['Bandits', 1], ['GANs', 2]);
    expect(names(deleteSearch(list, 'gans'))).toEqual(['Bandits']);
    expect(deleteSearch(list, 'nope')).toBe(list);
  });
});
