import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadRuleFile } from '../../../../scripts/build/rules';
import { readJsonFile } from '../../../../scripts/shared/files';
import { loadFillerWords } from '../../../../src/lib/fillerWords';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rules-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const load = (missing?: unknown) => loadRuleFile(dir, 'filler-words.json', loadFillerWords, readJsonFile, missing);

describe('loadRuleFile', () => {
  it('reads, parses and checks DIR/NAME', () => {
    writeFileSync(join(dir, 'filler-words.json'), JSON.stringify({ about: '…', words: ['show'] }));
    expect(load()).toEqual(['show']);
  });

  it('names the file when it is not JSON, and the file and the entry when an entry is wrong', () => {
    const file = join(dir, 'filler-words.json');
    writeFileSync(file, '{ "words": [');
    expect(load).toThrow(new RegExp(`^${file}: invalid JSON \\(`));
    writeFileSync(file, JSON.stringify({ words: ['show', 'Two words'] }));
    expect(load).toThrow(`${file}: words[1] must be one lowercase word (got "Two words")`);
  });

  it('reads a missing optional file as what stands for it, and names a missing required one', () => {
    expect(load({ words: [] })).toEqual([]);
    expect(() => load()).toThrow(`${join(dir, 'filler-words.json')}: no such file`);
  });
});
