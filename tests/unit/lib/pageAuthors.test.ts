import { describe, expect, it } from 'vitest';
import { authorValueOf, listedAuthors, pageAuthors } from '../../../src/lib/pageAuthors';

describe('authorValueOf', () => {
  it("names a homonym's author by key, anyone else by name, as list.json does", () => {
    expect(authorValueOf({ name: 'Min Zhang', key: '~Min_Zhang7' }, ['Min Zhang'])).toBe('~Min_Zhang7');
    expect(authorValueOf({ name: 'Ling Yang', key: '~Ling_Yang1' }, ['Min Zhang'])).toBe('Ling Yang');
    expect(authorValueOf({ name: 'Min Zhang' }, undefined)).toBe('Min Zhang');
  });
});

describe('pageAuthors and listedAuthors', () => {
  it('give the same names and values from the paper file and from list.json', () => {
    const file = pageAuthors([{ name: 'Ling Yang', key: 'feed:1', institution: 'MIT' }, { name: 'Min Zhang', key: 'feed:7', institution: '' }], ['Min Zhang']);
    expect(file).toEqual([{ name: 'Ling Yang', value: 'Ling Yang', institution: 'MIT' }, { name: 'Min Zhang', value: 'feed:7' }]);
    expect(listedAuthors(['Ling Yang', { name: 'Min Zhang', key: 'feed:7' }])).toEqual(file.map(({ name, value }) => ({ name, value })));
  });
});
