import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evalData } from '../../../../scripts/build/eval-data';

function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = evalData(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), env: {} });
  return { code, out, err };
}

const DEV = 'tests/fixtures/real-sample/dev.txt';
const DEV_TRUTH = 'tests/fixtures/real-sample/dev.truth.json';

describe('eval:data', () => {
  it('prints names, recall, rejected titles, topic shares and filler ids for the development set', () => {
    const { code, out } = run([DEV, DEV_TRUTH]);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^56 papers, 56 derived titles$/);
    for (const start of ['published names found in derived titles: ', 'mean content-word recall of the published titles: 0.', 'titles a reader would reject: ', 'catch-all alone: ', 'largest topic: ', 'ids with filler words: ']) {
      expect(out.some((line) => line.startsWith(start))).toBe(true);
    }
  });

  it('measures the bundled list without published titles', () => {
    const { code, out } = run(['data/icml-2026.txt']);
    expect(code).toBe(0);
    expect(out).toContain('titles a reader would reject: 0 of 19 (0.0%)');
  });

  it('names the file and the record when published titles are malformed, and the counts when they do not match', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ title: 'One' }, { name: 'no title' }]));
    expect(run([DEV, bad]).err).toEqual([`error: ${bad}: record 2 has no "title"`]);
    const short = join(dir, 'short.json');
    writeFileSync(short, JSON.stringify([{ title: 'One' }]));
    const { code, err } = run([DEV, short]);
    expect(code).toBe(1);
    expect(err.at(-1)).toContain('the list has 56 papers and the published titles 1');
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks for a list', () => {
    const { code, err } = run([]);
    expect(code).toBe(1);
    expect(err[0]).toContain('usage: npm run eval:data -- LIST [TRUTH]');
  });
});
