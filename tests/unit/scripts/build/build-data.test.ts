import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateListFile } from '../../../../src/lib/loadPapers';
import { validateMapFile, validatePaperFile, validatePapersFile } from '../../../../src/lib/loadPageFiles';
import { validateTextFile } from '../../../../src/lib/textFile';
import { createIndex } from '../../../../src/lib/search/build';
import { loadIndex } from '../../../../src/lib/search/load';
import { searchDocs } from '../../../../src/lib/search/options';
import { checkIndexMatchesList, readIndexFile } from '../../../../src/lib/search/serialize';
import { buildData } from '../../../../scripts/build/build-data';
import { fillerTest, loadFillerWords } from '../../../../src/lib/fillerWords';
import { loadGlossaryTerms } from '../../../../src/lib/search/glossary';
import { PaperFileMaker, validatePaperPartsFile } from '../../../../src/lib/paperParts';

let dir: string;
let out: string[];
let err: string[];

function run(argv: string[], env: Record<string, string | undefined> = {}) {
  out = [];
  err = [];
  return buildData(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), env });
}

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const ABSTRACT = 'We introduce KernelBand, a framework that formulates kernel optimization as a bandit problem. It works well.';

// Every folder a test builds into lives under one, removed at the end (a run made 37 and left them).
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'build-data-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeEach(() => {
  dir = mkdtempSync(join(root, 'test-'));
});

// The bundled list built once with the rules in data/, for the tests that only read what the build
// wrote (each build takes a third of a second or more); a test that changes the input, the rules or the
// folder builds its own.
let bundled: { dir: string; out: string[] } | undefined;
function bundledBuild(): { dir: string; out: string[] } {
  if (bundled === undefined) {
    const into = mkdtempSync(join(root, 'bundled-'));
    expect(run(['data/icml-2026.txt', '--out', into])).toBe(0);
    bundled = { dir: into, out };
  }
  return bundled;
}

describe('buildData', () => {
  it('writes papers.json for the bundled list', () => {
    const { dir, out } = bundledBuild();
    const data = JSON.parse(readFileSync(join(dir, 'papers.json'), 'utf8'));
    expect(data.version).toBe(1);
    expect(data.collection).toEqual({ title: 'ICML 2026 论文列表', venue: 'ICML', year: 2026 });
    expect(data.papers).toHaveLength(19);
    // The bundled list has no title overrides: every title is derived, and the files say so.
    expect(data.papers.every((p: { titleSource: unknown }) => p.titleSource === 'derived')).toBe(true);
    const list = JSON.parse(readFileSync(join(dir, 'list.json'), 'utf8'));
    expect(list.papers.every((p: { titleSource: unknown }) => p.titleSource === 'derived')).toBe(true);
    expect(out.join('\n')).toMatch(/papers\.json: 19 papers/);
    expect(readdirSync(dir).sort()).toEqual(['glossary-zh.json', 'list.json', 'map.json', 'paper', 'paper-parts.json', 'papers.json', 'schedule.json', 'search-index.json', 'text.json']);
  });

  it('writes the full-text index of list.json and text.json, as the page would build it', () => {
    const { dir } = bundledBuild();
    const read = (name: string): unknown => JSON.parse(readFileSync(join(dir, name), 'utf8'));
    const list = validateListFile(read('list.json'), 'list.json');
    const text = validateTextFile(read('text.json'), 'text.json');
    const packed = readIndexFile(read('search-index.json'), 'search-index.json');
    checkIndexMatchesList(packed, list.papers.map((p) => p.id), 'search-index.json');
    const built = createIndex(searchDocs(list, new Map(text.ids.map((id, i) => [id, text.texts[i] ?? '']))));
    expect(JSON.stringify(loadIndex(packed))).toBe(JSON.stringify(built));
  });

  it('writes one file per paper, with what its page shows', () => {
    const { dir } = bundledBuild();
    const data = validatePapersFile(JSON.parse(readFileSync(join(dir, 'papers.json'), 'utf8')), 'papers.json');
    expect(readdirSync(join(dir, 'paper')).sort()).toEqual(data.papers.map((p) => `${p.id}.json`).sort());
    const keys = new Set<string>();
    for (const paper of data.papers) {
      const file = validatePaperFile(JSON.parse(readFileSync(join(dir, 'paper', `${paper.id}.json`), 'utf8')), `${paper.id}.json`);
      expect(file.paper).toEqual(paper);
      expect(file.related.map((r) => r.id)).toEqual(paper.related?.map((r) => r.id));
      expect(file.related.every((r) => r.title === data.papers.find((p) => p.id === r.id)?.title)).toBe(true);
      expect(file.related.every((r) => r.titleSource === 'derived')).toBe(true);
      keys.add(file.citeKey);
    }
    expect(keys.size).toBe(data.papers.length);
  });

  it('carries a curator\'s title, marked as an override, into papers.json, list.json and the paper file', () => {
    const rules = join(dir, 'rules');
    mkdirSync(rules);
    for (const name of ['topics.json', 'benchmarks.json']) writeFileSync(join(rules, name), readFileSync(join('data', name)));
    writeFileSync(join(rules, 'title-overrides.json'), JSON.stringify({ kernelband: 'KernelBand: Kernel Optimization as a Bandit' }));
    const input = file('list.txt', `ICML 2026\n\n${ABSTRACT}\n`);
    expect(run([input, '--out', join(dir, 'out'), '--rules', rules])).toBe(0);
    const read = (name: string) => JSON.parse(readFileSync(join(dir, 'out', name), 'utf8'));
    const expected = { title: 'KernelBand: Kernel Optimization as a Bandit', titleSource: 'override' };
    expect(read('papers.json').papers[0]).toMatchObject(expected);
    expect(read('list.json').papers[0]).toMatchObject(expected);
    expect(read('paper/kernelband.json').paper).toMatchObject(expected);
  });

  it('replaces the paper files as a whole: none of an earlier list is left behind', () => {
    mkdirSync(join(dir, 'paper'), { recursive: true });
    writeFileSync(join(dir, 'paper', 'stale.json'), '{}');
    expect(run(['data/icml-2026.txt', '--out', dir])).toBe(0);
    expect(readdirSync(join(dir, 'paper'))).not.toContain('stale.json');
    expect(readdirSync(dir).filter((name) => name.includes('.tmp') || name.includes('.old'))).toEqual([]);
  });

  it('gives papers their related papers: up to 5 others of the list, each with shared words', () => {
    const { dir } = bundledBuild();
    const data = validatePapersFile(JSON.parse(readFileSync(join(dir, 'papers.json'), 'utf8')), 'papers.json');
    const ids = new Set(data.papers.map((p) => p.id));
    expect(data.papers.filter((paper) => (paper.related?.length ?? 0) > 0).length).toBeGreaterThan(data.papers.length / 2);
    for (const paper of data.papers) {
      expect(paper.related?.length).toBeLessThanOrEqual(5);
      for (const other of paper.related ?? []) {
        expect(ids.has(other.id) && other.id !== paper.id).toBe(true);
        expect(other.shared.length).toBeGreaterThan(0);
      }
    }
  });

  it('never gives a word of data/filler-words.json as a shared word, and carries the list in list.json for the overview', () => {
    const { dir } = bundledBuild();
    const filler = loadFillerWords(JSON.parse(readFileSync('data/filler-words.json', 'utf8')), 'data/filler-words.json');
    const isFiller = fillerTest(filler);
    const data = validatePapersFile(JSON.parse(readFileSync(join(dir, 'papers.json'), 'utf8')), 'papers.json');
    const shared = data.papers.flatMap((paper) => (paper.related ?? []).flatMap((other) => other.shared));
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.filter(isFiller)).toEqual([]);
    expect(validateListFile(JSON.parse(readFileSync(join(dir, 'list.json'), 'utf8')), 'list.json').fillerWords).toEqual(filler);
  });

  it('writes map.json: a place in [0, 1] for every paper, in list.json\'s order, the same on every build', () => {
    const { dir } = bundledBuild();
    const map = validateMapFile(JSON.parse(readFileSync(join(dir, 'map.json'), 'utf8')), 'map.json');
    const list = validateListFile(JSON.parse(readFileSync(join(dir, 'list.json'), 'utf8')), 'list.json');
    expect(map.ids).toEqual(list.papers.map((p) => p.id));
    expect(map.x.some((x, i) => x !== map.x[0] || map.y[i] !== map.y[0])).toBe(true);
    const again = mkdtempSync(join(root, 'again-'));
    expect(run(['data/icml-2026.txt', '--out', again])).toBe(0);
    expect(readFileSync(join(again, 'map.json'), 'utf8')).toBe(readFileSync(join(dir, 'map.json'), 'utf8'));
  });

  it('carries the checked abbreviations of data/abbreviations.json in list.json, for the search', () => {
    const { dir } = bundledBuild();
    const list = validateListFile(JSON.parse(readFileSync(join(dir, 'list.json'), 'utf8')), 'list.json');
    expect(list.abbreviations).toContainEqual({ short: 'RL', long: ['reinforcement learning'], exactCase: false });
    expect(list.abbreviations?.length).toBeGreaterThanOrEqual(40);
  });

  it('stops at a mistake in abbreviations.json, naming the file and the entry, and writes nothing', () => {
    const rules = join(dir, 'rules');
    mkdirSync(rules);
    for (const name of ['topics.json', 'benchmarks.json']) copyFileSync(join('data', name), join(rules, name));
    const abbreviations = join(rules, 'abbreviations.json');
    writeFileSync(abbreviations, JSON.stringify({ abbreviations: [{ short: 'RL', long: ['reinforcement learning'] }, { short: 'rl', long: ['robot learning'] }] }));
    expect(run(['data/icml-2026.txt', '--out', join(dir, 'out'), '--rules', rules])).toBe(1);
    expect(err).toEqual([`error: ${abbreviations}: abbreviation 2 ("rl"): "rl" is already abbreviation 1`]);
    expect(readdirSync(dir)).not.toContain('out');
  });

  it('writes the checked terms of data/glossary-zh.json for the page, without the file\'s about', () => {
    const { dir } = bundledBuild();
    const built = JSON.parse(readFileSync(join(dir, 'glossary-zh.json'), 'utf8'));
    const source = loadGlossaryTerms(JSON.parse(readFileSync('data/glossary-zh.json', 'utf8')), 'data/glossary-zh.json');
    expect(loadGlossaryTerms(built, 'glossary-zh.json')).toEqual(source);
    expect(built).not.toHaveProperty('about');
  });

  it('stops at a duplicate in glossary-zh.json, naming the file and the entry, and writes nothing', () => {
    const rules = join(dir, 'rules');
    mkdirSync(rules);
    for (const name of ['topics.json', 'benchmarks.json']) copyFileSync(join('data', name), join(rules, name));
    const glossary = join(rules, 'glossary-zh.json');
    writeFileSync(glossary, JSON.stringify({ terms: [{ zh: '量化', en: 'quantization' }, { zh: '剪枝', en: 'pruning', variants: ['量化'] }] }));
    expect(run(['data/icml-2026.txt', '--out', join(dir, 'out'), '--rules', rules])).toBe(1);
    expect(err).toEqual([`error: ${glossary}: term 2 ("剪枝"): "量化" is already term 1`]);
    expect(readdirSync(dir)).not.toContain('out');
  });

  it('reads the list named by PAPERS_FILE when no input is given', () => {
    const list = file('mine.txt', `My list\n\n${ABSTRACT}\n`);
    expect(run(['--out', dir], { PAPERS_FILE: list })).toBe(0);
    const data = JSON.parse(readFileSync(join(dir, 'papers.json'), 'utf8'));
    expect(data.collection.title).toBe('My list');
    expect(data.papers.map((p: { id: string }) => p.id)).toEqual(['kernelband']);
  });

  it('names a missing file in one line and exits 1', () => {
    expect(run([join(dir, 'nowhere.txt'), '--out', dir])).toBe(1);
    expect(err).toEqual([`error: ${join(dir, 'nowhere.txt')}: no such file`]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('rejects a directory', () => {
    expect(run([dir, '--out', dir])).toBe(1);
    expect(err).toEqual([`error: ${dir}: is a directory, expected a text file`]);
  });

  it('rejects an empty file', () => {
    const empty = file('empty.txt', '');
    expect(run([empty, '--out', dir])).toBe(1);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain(`${empty}: `);
    expect(err[0]).toMatch(/empty/);
  });

  it('rejects invalid UTF-8 with line and column', () => {
    const bad = file('bad.txt', Uint8Array.from([...Buffer.from('Header\n\nab'), 0xff, 0x41]));
    expect(run([bad, '--out', dir])).toBe(1);
    expect(err).toEqual([`error: ${bad}:3:3: invalid UTF-8 byte 0xff`]);
  });

  // Each build of the pair on its own test: four builds, one starting a worker, are slow on a busy machine.
  const filesIn = (root: string): Map<string, string> => new Map(
    readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .map((e) => [join(e.parentPath, e.name).slice(root.length), readFileSync(join(e.parentPath, e.name), 'utf8')]),
  );
  it.each(['data/icml-2026.txt', 'tests/fixtures/published/icml-2026-orals-posters.json'])('writes the same files from %s on two threads as on one', (input) => {
    const one = join(dir, 'one');
    const two = join(dir, 'two');
    expect(run([input, '--out', one, '--threads', '1'])).toBe(0);
    const outOnOne = out;
    expect(run([input, '--out', two, '--threads', '2'])).toBe(0);
    expect(filesIn(two)).toEqual(filesIn(one));
    expect(out.map((line) => line.replace(two, one))).toEqual(outOnOne);
    // Two whole builds and a worker that loads the build's modules afresh: 5-8 s alone, 30 s and more
    // beside the typecheck and the lint on two cores.
  }, 120_000);

  it('stops a failed build on two threads with the same one line, writing nothing', () => {
    const bad = file('bad.txt', Uint8Array.from([...Buffer.from('Header\n\nab'), 0xff, 0x41]));
    expect(run([bad, '--out', join(dir, 'out'), '--threads', '2'])).toBe(1);
    expect(err).toEqual([`error: ${bad}:3:3: invalid UTF-8 byte 0xff`]);
    expect(() => readdirSync(join(dir, 'out'))).toThrow();
  });

  it('takes 1 or 2 threads, nothing else', () => {
    expect(run(['--threads', '3', '--out', dir])).toBe(1);
    expect(err[0]?.split('\n')[0]).toBe('error: --threads must be 1 or 2, got "3"');
  });

  it('leaves an earlier papers.json untouched when the input is bad', () => {
    const previous = file('papers.json', '{"previous":true}');
    expect(run([file('header-only.txt', 'ICML 2026\n\n'), '--out', dir])).toBe(1);
    expect(readFileSync(previous, 'utf8')).toBe('{"previous":true}');
    expect(readdirSync(dir).sort()).toEqual(['header-only.txt', 'papers.json']);
  });

  it('prints each repair as a warning with its line, and --strict makes them fatal', () => {
    const list = file('crlf.txt', `Title\r\n\r\n${ABSTRACT}\r\n`);
    expect(run([list, '--out', join(dir, 'out')])).toBe(0);
    expect(err.some((l) => l.startsWith(`${list}:1: warning:`))).toBe(true);
    expect(run([list, '--out', join(dir, 'strict'), '--strict'])).toBe(1);
    expect(err.at(-1)).toMatch(/--strict/);
    expect(readdirSync(dir)).not.toContain('strict');
  });

  it('rejects unknown options with the usage', () => {
    expect(run(['--frobnicate'])).toBe(1);
    expect(err[0]).toMatch(/^error: Unknown option '--frobnicate'/);
  });
});

describe('npm run build:data', () => {
  it('exits 1 with one clear line for a missing file', () => {
    // Node with tsx's loader rather than `npx tsx`: the same script in its own process, without npm's
    // start-up (half the time of this test).
    const script = ['--import', 'tsx', 'scripts/build/build-data.ts', 'nowhere.txt', '--out', dir];
    const result = spawnSync(process.execPath, script, { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual(['error: nowhere.txt: no such file']);
  });
});

describe('writeFileAtomic', () => {
  it('creates missing folders', () => {
    const nested = join(dir, 'a', 'b');
    expect(run(['data/icml-2026.txt', '--out', nested])).toBe(0);
    expect(readdirSync(nested).sort()).toEqual(['glossary-zh.json', 'list.json', 'map.json', 'paper', 'paper-parts.json', 'papers.json', 'schedule.json', 'search-index.json', 'text.json']);
  });

  it('reports a folder it cannot create', () => {
    mkdirSync(join(dir, 'x'));
    file('x/blocker', 'not a folder');
    expect(run(['data/icml-2026.txt', '--out', join(dir, 'x', 'blocker', 'out')])).toBe(1);
    expect(err.at(-1)).toMatch(/^error: .*blocker/);
  });
});

/**
 * Every paper's file as the offline copy makes it from the build's list.json, text.json and
 * paper-parts.json, against the file the build wrote: byte for byte.
 */
function expectPaperFilesMadeAgain(dir: string) {
  const read = (name: string): unknown => JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const maker = new PaperFileMaker(
    validateListFile(read('list.json'), 'list.json'),
    validateTextFile(read('text.json'), 'text.json'),
    validatePaperPartsFile(read('paper-parts.json'), 'paper-parts.json'),
  );
  const names = readdirSync(join(dir, 'paper'));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    expect(JSON.stringify(maker.file(name.replace(/\.json$/, '')))).toBe(readFileSync(join(dir, 'paper', name), 'utf8'));
  }
  expect(maker.file('no-such-paper')).toBeNull();
}

describe('the offline copy\'s paper files', () => {
  it('are made again byte for byte from the bundled list\'s list.json, text.json and paper-parts.json', () => {
    expectPaperFilesMadeAgain(bundledBuild().dir);
  });

  // The other formats (the virtual-site feed's, with two people named Min Zhang, is checked below, where it is built).
  it.each(['openreview-notes.json', 'papers.csv'])(
    'are made again byte for byte from a conference\'s own data (published fixture %s)',
    (name) => {
      expect(run([`tests/fixtures/published/${name}`, '--out', dir])).toBe(0);
      expectPaperFilesMadeAgain(dir);
    },
  );

  it('keep no abstract twice: one that is its text as it is is left to text.json', () => {
    const { dir } = bundledBuild();
    const data = validatePapersFile(JSON.parse(readFileSync(join(dir, 'papers.json'), 'utf8')), 'papers.json');
    const parts = validatePaperPartsFile(JSON.parse(readFileSync(join(dir, 'paper-parts.json'), 'utf8')), 'paper-parts.json');
    const plain = data.papers.flatMap((paper, i) => (paper.abstract === paper.text ? [i] : []));
    expect(plain.length).toBeGreaterThan(0);
    for (const i of plain) expect(parts.papers[i]).not.toHaveProperty('abstract');
    // Nor the tokens, nor the fields' order: the build's own papers need neither.
    expect(parts.papers.every((paper) => paper.tokens === undefined && paper.order === undefined)).toBe(true);
  });
});

describe('buildData on a conference\'s own data', () => {
  const feedPath = 'tests/fixtures/published/icml-2026-orals-posters.json';

  it('takes a feed from PAPERS_FILE, says what became papers and why the rest did not, and carries authors into list.json', () => {
    expect(run(['--out', dir], { PAPERS_FILE: feedPath })).toBe(0);
    expect(out[0]).toBe(`${feedPath}: virtual-site: 15 records, 11 papers; not papers: 2 oral duplicates, 1 other track, 1 invisible`);
    const list = validateListFile(JSON.parse(readFileSync(join(dir, 'list.json'), 'utf8')), 'list.json');
    const causal = list.papers.find((p) => p.id === 'causalrag2');
    expect(causal).toMatchObject({ titleSource: 'published', openreviewId: 'F2zHYjBAEv', authors: expect.arrayContaining(['Nengbo Wang']) });
    expect(causal?.presentations?.[0]).toEqual({ type: 'poster', session: expect.any(String), start: expect.stringMatching(/-07:00$/), posterPosition: expect.stringMatching(/^\d+$/) });
    const file = validatePaperFile(JSON.parse(readFileSync(join(dir, 'paper', 'causalrag2.json'), 'utf8')), 'causalrag2.json');
    expect(file.paper.venueLinks?.[0]).toEqual({ url: 'https://openreview.net/forum?id=F2zHYjBAEv', kind: 'openreview' });
    expectPaperFilesMadeAgain(dir);
  });

  it('takes a feed\'s abstracts from --abstracts', () => {
    const args = ['tests/fixtures/published/split-feed.json', '--out', dir];
    expect(run(args)).toBe(1);
    expect(err.join('\n')).toMatch(/none of its 11 papers has an abstract/);
    expect(run([...args, '--abstracts', 'tests/fixtures/published/split-abstracts.json'])).toBe(0);
  });

  it("reads a feed's times without an offset in the zone --timezone names, warning of each, and refuses a zone it does not know", () => {
    const feed = { results: [{ id: 1, name: 'Kept Paper', abstract: ABSTRACT, eventtype: 'Poster', starttime: '2026-07-14 11:00', endtime: '2026-07-14T13:30:00-07:00' }] };
    const input = file('feed.json', JSON.stringify(feed));
    const outDir = join(dir, 'out');
    expect(run([input, '--out', outDir, '--timezone', 'America/Vancouver'])).toBe(0);
    expect(err).toEqual([`${input}: warning: results[0] (id 1) "Kept Paper": starttime "2026-07-14 11:00" has no UTC offset: read in America/Vancouver, as 2026-07-14T11:00:00-07:00`]);
    const papers = validatePapersFile(JSON.parse(readFileSync(join(outDir, 'papers.json'), 'utf8')), 'papers.json').papers;
    expect(papers[0]?.presentations?.[0]).toMatchObject({ start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T13:30:00-07:00' });
    expect(run([input, '--out', join(dir, 'bad'), '--timezone', 'Pacific Time'])).toBe(1);
    expect(err[0]?.split('\n')[0]).toBe('error: --timezone "Pacific Time" is not an IANA time zone this Node knows (e.g. "America/Vancouver")');
    expect(() => readdirSync(join(dir, 'bad'))).toThrow();
  });

  it('warns of a record without an abstract, and fails with --strict, writing nothing', () => {
    const input = file('feed.json', JSON.stringify({ results: [{ id: 1, name: 'Kept Paper', abstract: ABSTRACT }, { id: 2, name: 'Empty', abstract: '' }] }));
    const outDir = join(dir, 'out');
    expect(run([input, '--out', outDir])).toBe(0);
    expect(err[0]).toBe(`${input}: warning: results[1] (id 2) "Empty": no abstract; skipped`);
    expect(err[1]).toMatch(/1 paper\(s\) of the feed have no abstract; .* --abstracts FILE$/);
    const strictOut = join(dir, 'strict');
    expect(run([input, '--out', strictOut, '--strict'])).toBe(1);
    expect(() => readdirSync(strictOut)).toThrow();
  });

  it('names the line and column of malformed JSON, writing nothing', () => {
    const input = file('feed.json', '{\n "results": [,]\n}');
    expect(run([input, '--out', join(dir, 'out')])).toBe(1);
    expect(err).toEqual([`error: ${input}:2:14: invalid JSON: Unexpected token ','`]);
    expect(() => readdirSync(join(dir, 'out'))).toThrow();
  });
});
