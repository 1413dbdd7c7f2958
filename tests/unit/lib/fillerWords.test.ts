import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillerTest, loadFillerWords } from '../../../src/lib/fillerWords';

const DATA_FILE = 'data/filler-words.json';
const bundled = () => loadFillerWords(JSON.parse(readFileSync(DATA_FILE, 'utf8')), DATA_FILE);

describe('loadFillerWords', () => {
  it('reads data/filler-words.json, which holds the filler the issue names', () => {
    expect(bundled()).toEqual(expect.arrayContaining(['show', 'problem', 'remains', 'promising', 'directly', 'propose', 'approach', 'results']));
  });

  it('names the file and the entry for a word that is not one lowercase word', () => {
    expect(() => loadFillerWords({ words: ['show', 'Two words'] }, 'f.json')).toThrow('f.json: words[1] must be one lowercase word (got "Two words")');
    expect(() => loadFillerWords({ words: 'show' }, 'f.json')).toThrow('f.json: "words" must be a list');
    expect(() => loadFillerWords({ word: [] }, 'f.json')).toThrow('f.json: unknown key "word"');
  });
});

describe('fillerTest', () => {
  it('compares by stem: one entry covers the forms of its word, and nothing else', () => {
    const isFiller = fillerTest(['show', 'promising']);
    expect(['show', 'shows', 'showing', 'promising', 'promise'].map(isFiller)).toEqual([true, true, true, true, true]);
    expect(['shower', 'kernel'].map(isFiller)).toEqual([false, false]);
    expect(fillerTest()('show')).toBe(false);
  });
});
