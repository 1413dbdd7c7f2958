import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBenchmarks } from '../../../../src/lib/parse/benchmarks';
import { parseInput, readAbstracts } from '../../../../src/lib/parse/input';
import { parseAbstractList } from '../../../../src/lib/parse/parse';
import { loadTopicRules } from '../../../../src/lib/parse/topics';
import { validatePapersFile } from '../../../../src/lib/loadPageFiles';
import { listErrorOf } from '../fixtures/listErrorOf';
import { splitForSearch } from '../../../../src/lib/parse/split';
import { paperFiles } from '../../../../src/lib/paperFiles';
import { authorName } from '../../../../src/lib/authors';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const RULES = {
  topicRules: loadTopicRules(readJson('data/topics.json'), 'data/topics.json'),
  benchmarks: loadBenchmarks(readJson('data/benchmarks.json'), 'data/benchmarks.json'),
  titleOverrides: new Map<string, string>(),
};
const fixture = (name: string) => readFileSync(`tests/fixtures/published/${name}`);
const parse = (input: Uint8Array | string, source = 'feed.json', abstracts?: ReadonlyMap<string, string>) =>
  parseInput(input, { source, ...RULES, ...(abstracts === undefined ? {} : { abstracts }) });
const feed = (results: unknown[]) => JSON.stringify({ count: results.length, next: null, previous: null, results });

describe('parseInput', () => {
  it('reads the bare list exactly as parseAbstractList does', () => {
    const bytes = readFileSync('data/icml-2026.txt');
    const result = parse(bytes, 'data/icml-2026.txt');
    expect(result.format).toBe('list');
    expect(result.summary).toBeNull();
    expect(JSON.stringify(result.data)).toBe(JSON.stringify(parseAbstractList(bytes, { source: 'data/icml-2026.txt', ...RULES }).data));
  });

  it('builds papers from a feed with published titles, title slugs, authors and presentations', () => {
    const { data, summary, format } = parse(fixture('icml-2026-orals-posters.json'));
    expect(format).toBe('virtual-site');
    validatePapersFile(JSON.parse(JSON.stringify(data)), 'papers.json');
    expect(summary).toEqual({ format: 'virtual-site', records: 15, papers: 11, skipped: { 'oral-duplicate': 2, 'other-track': 1, invisible: 1 } });
    expect(data.collection).toEqual({ title: 'ICML 2026', venue: 'ICML', year: 2026 });
    const causal = data.papers[0]!;
    expect(causal).toMatchObject({ id: 'causalrag2', title: 'CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG', titleSource: 'published', name: 'CausalRAG2', openreviewId: 'F2zHYjBAEv' });
    expect(causal.authors?.[0]).toMatchObject({ name: 'Nengbo Wang', key: expect.stringMatching(/^feed:/) });
    // A TeX title is slugged from its plain text.
    expect(data.papers.map((p) => p.id)).toContain('multi2');
    expect(data.papers.every((p) => p.titleSource === 'published' && p.line === 0)).toBe(true);
    // Code links found in the abstract stay in links, apart from the venue's.
    expect(data.papers.some((p) => p.links.some((l) => l.kind === 'code') && (p.venueLinks?.length ?? 0) > 0)).toBe(true);
  });

  it('reads OpenReview notes and MiniConf\'s CSV', () => {
    expect(parse(fixture('openreview-notes.json')).data.papers).toHaveLength(8);
    const csv = parse(fixture('papers.csv'), 'papers.csv');
    expect(csv.format).toBe('miniconf');
    expect(csv.data.collection).toEqual({ title: 'papers', venue: null, year: null });
    expect(csv.data.papers.map((p) => p.presentations?.length)).toEqual([1, 1, 2, 1, 1, 2, 1, 1]);
  });

  it('skips a record without title or abstract, with a warning naming its place and id', () => {
    const { data, warnings, summary } = parse(feed([
      { id: 11, name: 'Kept Paper', abstract: 'We propose K. It works.' },
      { id: 12, name: 'No Abstract Here', abstract: '' },
      { id: 13, name: '', abstract: 'We propose Y.' },
    ]));
    expect(data.papers.map((p) => p.id)).toEqual(['kept-paper']);
    expect(warnings.filter((w) => w.code === 'incomplete-record').map((w) => w.message)).toEqual([
      'results[1] (id 12) "No Abstract Here": no abstract; skipped',
      'results[2] (id 13): no title; skipped',
    ]);
    expect(summary).toMatchObject({ records: 3, papers: 1, skipped: { incomplete: 2 } });
  });

  it('names the file, line and column of malformed JSON', () => {
    expect(listErrorOf(() => parse('{\n  "results": [\n    {"id": 1,}\n  ]\n}')).message).toBe('feed.json:3:14: invalid JSON: Expected double-quoted property name');
  });

  it('lists the formats it reads for JSON of another shape', () => {
    const message = listErrorOf(() => parse('{"papers": []}')).message;
    expect(message).toMatch(/^feed\.json: is JSON of no known shape \(an object with keys "papers"\); the build reads:/);
    for (const name of ['virtual-site feed', 'OpenReview API v2', "MiniConf's papers.csv", 'plain-text list']) expect(message).toContain(name);
  });

  it('says what is missing when a feed has no abstracts, and takes them from a second file', () => {
    const rows = [{ id: 5, name: 'Split Paper', abstract: '' }];
    expect(listErrorOf(() => parse(feed(rows))).message).toBe('feed.json: none of its 1 papers has an abstract: if the feed keeps them in a second file, give it with --abstracts FILE (a JSON object from event id to abstract)');
    expect(parse(feed(rows), 'feed.json', new Map([['5', 'We propose S. It splits.']])).data.papers[0]!.abstract).toBe('We propose S. It splits.');
    const partly = parse(feed([...rows, { id: 6, name: 'Whole Paper', abstract: 'We propose W.' }]));
    expect(partly.warnings.map((w) => w.code)).toContain('missing-abstracts');
  });

  it('reads the split fixture with its abstracts file as the whole feed', () => {
    const abstracts = readAbstracts(fixture('split-abstracts.json').toString('utf8'), 'split-abstracts.json');
    const split = parse(fixture('split-feed.json'), 'feed.json', abstracts).data.papers;
    expect(split.map((p) => [p.id, p.abstract])).toEqual(parse(fixture('icml-2026-orals-posters.json')).data.papers.map((p) => [p.id, p.abstract]));
  });

  it('says a feed holds no papers when every row is left out', () => {
    expect(listErrorOf(() => parse(feed([{ id: 1, name: 'X', abstract: 'Y.', visible: false }]))).message).toBe('feed.json: holds no papers (virtual-site: 1 record, 0 papers; not papers: 1 invisible)');
  });
});

describe('readAbstracts', () => {
  it('reads an id-to-abstract object, a list of {id, abstract}, or a feed with results', () => {
    expect([...readAbstracts('{"41": "A."}', 'a.json')]).toEqual([['41', 'A.']]);
    expect([...readAbstracts('[{"id": 41, "abstract": "A."}]', 'a.json')]).toEqual([['41', 'A.']]);
    expect([...readAbstracts('{"results": [{"id": 41, "abstract": "A."}]}', 'a.json')]).toEqual([['41', 'A.']]);
    expect(listErrorOf(() => readAbstracts('{"41": 3}', 'a.json')).message).toMatch(/^a\.json: expected the abstracts as/);
  });
});

describe("a feed's list.json and paper files", () => {
  it("name homonyms by key, everyone else by name, and carry each paper's institutions once", () => {
    const { data } = parse(fixture('icml-2026-orals-posters.json'));
    const { list } = splitForSearch(data);
    const withMinZhang = list.papers.filter((p) => (p.authors ?? []).some((a) => authorName(a) === 'Min Zhang'));
    // The fixture's two Min Zhangs have two feed ids: each paper names its own.
    expect(withMinZhang.map((p) => p.authors?.find((a) => authorName(a) === 'Min Zhang'))).toEqual([
      { name: 'Min Zhang', key: expect.stringMatching(/^feed:\d+$/) },
      { name: 'Min Zhang', key: expect.stringMatching(/^feed:\d+$/) },
    ]);
    const causal = list.papers[0]!;
    expect(causal.authors?.slice(0, 2)).toEqual(['Nengbo Wang', 'Tuo Liang']);
    expect(causal.institutions).toEqual(['Tsinghua University', 'ETH Zürich', 'Carnegie Mellon University', 'University of Toronto', 'Peking University', 'Texas A&M University']);
    const files = paperFiles(data);
    expect(files.filter((f) => f.homonyms !== undefined).map((f) => f.homonyms)).toEqual([['Min Zhang'], ['Min Zhang']]);
    expect(files[0]!.homonyms).toBeUndefined();
  });
});
