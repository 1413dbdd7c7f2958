import { describe, expect, it } from 'vitest';
import { checkRuleFile } from '../../../src/lib/json';
import { ListError } from '../../../src/lib/errors';

// A format whose check keeps the list and the settings it was given, and refuses an entry that is not a word.
const format = {
  list: 'items',
  settings: ['limit'],
  check: (entries: unknown, fail: (detail: string) => never, file: Record<string, unknown>) => {
    if (!Array.isArray(entries)) return fail('"items" must be a list');
    entries.forEach((entry, i) => typeof entry === 'string' || fail(`item ${i + 1} is not a word`));
    return { entries, limit: file.limit };
  },
};

describe('checkRuleFile', () => {
  it('hands the check the list and the file, an "about" note and the settings allowed', () => {
    expect(checkRuleFile({ about: 'For the curator', items: ['a'], limit: 2 }, 'data/items.json', format)).toEqual({ entries: ['a'], limit: 2 });
  });

  it('names the file in every error, and the entry in the check’s', () => {
    expect(() => checkRuleFile([], 'data/items.json', format)).toThrow(new ListError('expected an object with an "items" list', { source: 'data/items.json' }));
    expect(() => checkRuleFile('show', 'w.json', { ...format, list: 'words' })).toThrow('w.json: expected an object with a "words" list');
    expect(() => checkRuleFile({ items: [], limt: 2 }, 'data/items.json', format)).toThrow('data/items.json: unknown key "limt"');
    expect(() => checkRuleFile({ items: ['a', 3] }, 'data/items.json', format)).toThrow('data/items.json: item 2 is not a word');
  });
});
