import { describe, expect, it } from 'vitest';
import { authorName, authorValue, homonyms, institutionsOf, listAuthors, shortAuthors } from '../../../src/lib/authors';

describe('homonyms', () => {
  it('is the names the data gives two or more keys', () => {
    const papers = [
      { authors: [{ name: 'Min Zhang', key: '~Min_Zhang1' }, { name: 'Ling Yang', key: '~Ling_Yang1' }] },
      { authors: [{ name: 'Min Zhang', key: '~Min_Zhang7' }, { name: 'Ling Yang', key: '~Ling_Yang1' }] },
      // Without a key, a name may be anyone who has it: it tells no one apart.
      { authors: [{ name: 'Ling Yang' }] },
      {},
    ];
    expect(homonyms(papers)).toEqual(new Set(['Min Zhang']));
  });
});

describe('listAuthors and authorValue', () => {
  it("keep a key only for a homonym's author, which the address then names", () => {
    const listed = listAuthors([{ name: 'Ling Yang', key: '~Ling_Yang1' }, { name: 'Min Zhang', key: '~Min_Zhang7' }, { name: 'Min Zhang' }], new Set(['Min Zhang']));
    expect(listed).toEqual(['Ling Yang', { name: 'Min Zhang', key: '~Min_Zhang7' }, 'Min Zhang']);
    expect(listed.map(authorName)).toEqual(['Ling Yang', 'Min Zhang', 'Min Zhang']);
    expect(listed.map(authorValue)).toEqual(['Ling Yang', '~Min_Zhang7', 'Min Zhang']);
  });
});

describe('institutionsOf', () => {
  it('lists each institution once, in the order of the authors', () => {
    expect(institutionsOf([{ name: 'A', institution: 'MIT' }, { name: 'B' }, { name: 'C', institution: 'ETH Zürich' }, { name: 'D', institution: 'MIT' }, { name: 'E', institution: '' }])).toEqual([
      'MIT',
      'ETH Zürich',
    ]);
  });
});

describe('shortAuthors', () => {
  it('shows the first three and counts the rest', () => {
    expect(shortAuthors(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'])).toEqual({ shown: ['A', 'B', 'C'], more: 7 });
  });

  it('shows a fourth name rather than "+1"', () => {
    expect(shortAuthors(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B', 'C', 'D'], more: 0 });
    expect(shortAuthors([])).toEqual({ shown: [], more: 0 });
  });
});
